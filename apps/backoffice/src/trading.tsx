import type { TradingMarket, TradingMatch } from '@sportsbook/contracts/backoffice';
import { MARKET_STATUS } from '@sportsbook/domain/match-status';
import { findCurrency, toMajorString } from '@sportsbook/domain/money';
import { ODDS_SCALE } from '@sportsbook/domain/odds';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { api } from './api';
import { useAuditedStep } from './audited-step';
import { t } from './i18n';
import { TableWrap } from './table-wrap';
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
  const filterId = useId();
  const matches = useQuery({
    queryKey: ['matches', filter],
    queryFn: () => api<{ data: TradingMatch[] }>('GET', `/matches?status=${filter}&limit=50`),
    refetchInterval: 5000,
  });
  return (
    <section aria-labelledby="trading-title">
      <h1 id="trading-title">{t('trading.title')}</h1>
      <label htmlFor={filterId}>{t('trading.filter')}</label>{' '}
      <select id={filterId} value={filter} onChange={(event) => setFilter(event.target.value as Filter)}>
        <option value="all">{t('trading.filter.all')}</option>
        <option value="live">{t('trading.filter.live')}</option>
        <option value="upcoming">{t('trading.filter.upcoming')}</option>
      </select>
      {matches.data ? <SportSettings matches={matches.data.data} canWrite={canWrite} /> : null}
      {matches.isPending ? <p>{t('common.loading')}</p> : null}
      {matches.data?.data.length === 0 ? <p>{t('trading.empty')}</p> : null}
      {matches.data?.data.map((match) => (
        <MatchCard key={match.id} match={match} canWrite={canWrite} />
      ))}
    </section>
  );
}

function Feedback({ message }: { message: { ok: boolean; text: string } | null }) {
  return (
    <p role="status" className={message?.ok === false ? 'error' : 'ok'}>
      {message?.text ?? ''}
    </p>
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
          <button
            type="button"
            disabled={step.busy}
            onClick={() =>
              step.run(`/matches/${match.id}/${match.trader_suspended ? 'reopen' : 'suspend'}`, {})
            }
          >
            {match.trader_suspended ? t('trading.match.reopen') : t('trading.match.suspend')}
          </button>
        </div>
      ) : null}
      <Feedback message={step.message} />
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        {t('trading.markets', { count: match.markets.length })}
      </button>
      {open ? (
        <TableWrap label={t('nav.trading')}>
          <table>
            <caption className="visually-hidden">{match.name}</caption>
            <thead>
              <tr>
                <th scope="col">{t('trading.market')}</th>
                <th scope="col">{t('trading.status')}</th>
                <th scope="col">{t('trading.outcomes')}</th>
                {canWrite ? <th scope="col">{t('trading.actions')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {match.markets.map((market) => (
                <MarketRow key={market.id} market={market} canWrite={canWrite} />
              ))}
            </tbody>
          </table>
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
            <label>
              {t('trading.reason')}
              <input
                id={`${id}-reason`}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                maxLength={500}
              />
            </label>
            {market.trader_suspended ? (
              <button
                type="button"
                disabled={step.busy}
                onClick={() => step.run(`${path}/reopen`, withReason)}
              >
                {t('trading.reopen')} <span className="visually-hidden">{name}</span>
              </button>
            ) : (
              <button
                type="button"
                disabled={step.busy}
                onClick={() => step.run(`${path}/suspend`, withReason)}
              >
                {t('trading.suspend')} <span className="visually-hidden">{name}</span>
              </button>
            )}
            <button type="button" disabled={step.busy} onClick={() => step.run(`${path}/void`, withReason)}>
              {t('trading.void')} <span className="visually-hidden">{name}</span>
            </button>
          </div>
          <form
            className="actions"
            onSubmit={(event) => {
              event.preventDefault();
              step.run(`${path}/price`, {
                outcome_id: outcome,
                odds: Math.round(Number(odds) * ODDS_SCALE),
                ...withReason,
              });
            }}
          >
            <label>
              {t('trading.outcome')}
              <select value={outcome} onChange={(e) => setOutcome(e.target.value)}>
                {market.outcomes.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.name}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('trading.odds')}
              <input
                value={odds}
                onChange={(e) => setOdds(e.target.value)}
                inputMode="decimal"
                pattern="[0-9]+([.][0-9]{1,3})?"
                required
                size={6}
              />
            </label>
            <button type="submit" disabled={step.busy}>
              {t('trading.override')}
            </button>
          </form>
          <Feedback message={step.message} />
        </td>
      ) : null}
    </tr>
  );
}
