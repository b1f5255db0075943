import type { TradingMarket, TradingMatch } from '@sportsbook/contracts/backoffice';
import { MARKET_STATUS } from '@sportsbook/domain/match-status';
import { findCurrency, toMajorString } from '@sportsbook/domain/money';
import { ODDS_SCALE } from '@sportsbook/domain/odds';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { api } from './api';
import { StepStatus, useAuditedStep } from './audited-step';
import { DataTable, TableWrap } from './data-table';
import { Field, ReasonField, SelectField, StepButton, StepForm } from './form-fields';
import { t } from './i18n';
import { SportSettings } from './trading-sport-settings';

type Filter = 'all' | 'live' | 'upcoming';

const statusText = (status: number) =>
  status === MARKET_STATUS.active
    ? t('trading.status.active')
    : status === MARKET_STATUS.suspended
      ? t('trading.status.suspended')
      : t('trading.status.other');

const liabilityText = (liability: Record<string, number>) =>
  Object.entries(liability)
    .map(([code, amount]) => {
      const currency = findCurrency(code);
      return `${currency ? toMajorString(amount, currency) : amount} ${code}`;
    })
    .join(', ');

/** Matches with their markets, prices and liability; a trader's steps on each, every one with an optional reason. */
export function Trading({ canWrite }: { canWrite: boolean }) {
  const [filter, setFilter] = useState<Filter>('all');
  const matches = useQuery({
    queryKey: ['matches', filter],
    queryFn: () => api<{ data: TradingMatch[] }>('GET', `/matches?status=${filter}&limit=50`),
    refetchInterval: 5000,
  });
  return (
    <section aria-labelledby="trading-title">
      <h1 id="trading-title">{t('trading.title')}</h1>
      <SelectField
        layout="spaced"
        label={t('trading.filter')}
        value={filter}
        onValue={(value) => setFilter(value as Filter)}
      >
        <option value="all">{t('trading.filter.all')}</option>
        <option value="live">{t('trading.filter.live')}</option>
        <option value="upcoming">{t('trading.filter.upcoming')}</option>
      </SelectField>
      {matches.data ? <SportSettings matches={matches.data.data} canWrite={canWrite} /> : null}
      {matches.isPending ? <p>{t('common.loading')}</p> : null}
      {matches.data?.data.length === 0 ? <p>{t('trading.empty')}</p> : null}
      {matches.data?.data.map((match) => (
        <MatchCard key={match.id} match={match} canWrite={canWrite} />
      ))}
    </section>
  );
}

function MatchCard({ match, canWrite }: { match: TradingMatch; canWrite: boolean }) {
  const step = useAuditedStep('POST', [['matches']]);
  const headingId = `match-${match.id}`;
  // Markets are drawn for the matches a trader opens: fifty matches of all their markets are thousands of rows.
  const [open, setOpen] = useState(false);
  return (
    <article className="match" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {match.name}{' '}
        <small>
          ({match.sport}, {new Date(match.start_time).toLocaleString()})
        </small>
      </h2>
      {match.trader_suspended ? <p className="status-suspended">{t('trading.match.held')}</p> : null}
      {canWrite ? (
        <div className="actions">
          <StepButton
            disabled={step.busy}
            onClick={() =>
              step.run(`/matches/${match.id}/${match.trader_suspended ? 'reopen' : 'suspend'}`, {})
            }
          >
            {match.trader_suspended ? t('trading.match.reopen') : t('trading.match.suspend')}
          </StepButton>
        </div>
      ) : null}
      <StepStatus message={step.message} />
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        {t('trading.markets', { count: match.markets.length })}
      </button>
      {open ? (
        <TableWrap label={t('nav.trading')}>
          <DataTable
            caption={match.name}
            columns={[
              t('trading.market'),
              t('trading.status'),
              t('trading.outcomes'),
              canWrite && t('trading.actions'),
            ]}
          >
            {match.markets.map((market) => (
              <MarketRow key={market.id} market={market} canWrite={canWrite} />
            ))}
          </DataTable>
        </TableWrap>
      ) : null}
    </article>
  );
}

function MarketRow({ market, canWrite }: { market: TradingMarket; canWrite: boolean }) {
  const step = useAuditedStep('POST', [['matches']]);
  const id = useId();
  const [reason, setReason] = useState('');
  const [outcome, setOutcome] = useState(market.outcomes[0]?.id ?? '');
  const [odds, setOdds] = useState('');
  const path = `/markets/${encodeURIComponent(market.id)}`;
  const withReason = reason.trim() ? { reason: reason.trim() } : {};
  const name = `${market.name}${market.specifier ? ` (${market.specifier})` : ''}`;
  return (
    <tr data-market={market.id}>
      <th scope="row">{name}</th>
      <td className={market.status === MARKET_STATUS.suspended ? 'status-suspended' : undefined}>
        <span data-testid="market-status">{statusText(market.status)}</span>
      </td>
      <td>
        <ul>
          {market.outcomes.map((o) => (
            <li key={o.id}>
              {o.name}: {(o.odds / ODDS_SCALE).toFixed(2)}
              {o.overridden ? ' *' : ''}
              {Object.keys(o.liability).length > 0
                ? ` (${t('trading.liability')} ${liabilityText(o.liability)})`
                : ''}
            </li>
          ))}
        </ul>
      </td>
      {canWrite ? (
        <td>
          <div className="actions">
            <ReasonField id={`${id}-reason`} value={reason} onValue={setReason} maxLength={500} />
            {market.trader_suspended ? (
              <StepButton disabled={step.busy} onClick={() => step.run(`${path}/reopen`, withReason)}>
                {t('trading.reopen')} <span className="visually-hidden">{name}</span>
              </StepButton>
            ) : (
              <StepButton disabled={step.busy} onClick={() => step.run(`${path}/suspend`, withReason)}>
                {t('trading.suspend')} <span className="visually-hidden">{name}</span>
              </StepButton>
            )}
            <StepButton disabled={step.busy} onClick={() => step.run(`${path}/void`, withReason)}>
              {t('trading.void')} <span className="visually-hidden">{name}</span>
            </StepButton>
          </div>
          <StepForm
            className="actions"
            submit={t('trading.override')}
            disabled={step.busy}
            onSubmit={() =>
              step.run(`${path}/price`, {
                outcome_id: outcome,
                odds: Math.round(Number(odds) * ODDS_SCALE),
                ...withReason,
              })
            }
          >
            <SelectField label={t('trading.outcome')} value={outcome} onValue={setOutcome}>
              {market.outcomes.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </SelectField>
            <Field
              label={t('trading.odds')}
              value={odds}
              onValue={setOdds}
              inputMode="decimal"
              pattern="[0-9]+([.][0-9]{1,3})?"
              required
              size={6}
            />
          </StepForm>
          <StepStatus message={step.message} />
        </td>
      ) : null}
    </tr>
  );
}
