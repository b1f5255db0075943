import type { PlayerSummary } from '@sportsbook/contracts/backoffice-players';
import type { RiskAlerts, RiskBet, RiskPlayer } from '@sportsbook/contracts/backoffice-risk';
import { type Currency, findCurrency, parseMajor } from '@sportsbook/domain/money';
import { ODDS_SCALE } from '@sportsbook/domain/odds';
import { STAKE_FACTOR_SCALE } from '@sportsbook/domain/risk-limits';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { api } from './api';
import { StepStatus, useAuditedStep } from './audited-step';
import { Field, ReasonField, SelectField, StepForm } from './form-fields';
import { t } from './i18n';
import { money } from './player-format';

const eur = findCurrency('EUR') as Currency;
const major = (text: string) => (text.trim() === '' ? null : (parseMajor(text, eur) ?? Number.NaN));

/**
 * A risk write's form: its fields, then the reason the audit log keeps (the risk API asks for three characters at
 * least) and Save. The screen holds the reason, so that it outlives the form (the stake factor form goes while another
 * player is looked up).
 */
function RiskForm({
  onSave,
  busy,
  legend,
  reason,
  setReason,
  children,
}: {
  onSave: () => void;
  busy: boolean;
  legend?: string;
  reason: string;
  setReason: (reason: string) => void;
  children: ReactNode;
}) {
  return (
    <StepForm onSubmit={onSave} legend={legend} submit={t('risk.save')} disabled={busy}>
      {children}
      <ReasonField required minLength={3} value={reason} onValue={setReason} />
    </StepForm>
  );
}

/** Risk (ADR 040): alerts, the live bet ticker, a player's stake factors and the bet limits. */
export function Risk({ canWrite }: { canWrite: boolean }) {
  return (
    <section aria-labelledby="risk-title">
      <h1 id="risk-title">{t('risk.title')}</h1>
      <Alerts canWrite={canWrite} />
      <Ticker />
      <PlayerRisk canWrite={canWrite} />
      {canWrite ? <LimitForm /> : null}
    </section>
  );
}

function Alerts({ canWrite }: { canWrite: boolean }) {
  const alerts = useQuery({
    queryKey: ['risk', 'alerts'],
    queryFn: () => api<RiskAlerts>('GET', '/risk/alerts'),
    refetchInterval: 5000,
  });
  const write = useAuditedStep('PUT', [['risk']]);
  const [reason, setReason] = useState('');
  const [largeBet, setLargeBet] = useState('');
  const [largeLiability, setLargeLiability] = useState('');
  const submit = () =>
    write.run('/risk/thresholds/EUR', {
      large_bet: major(largeBet),
      large_liability: major(largeLiability),
      reason: reason.trim(),
    });
  const data = alerts.data;
  return (
    <section aria-labelledby="risk-alerts">
      <h2 id="risk-alerts">{t('risk.alerts')}</h2>
      {data?.large_bets.length === 0 && data.large_liabilities.length === 0 ? (
        <p>{t('risk.noAlerts')}</p>
      ) : null}
      <ul>
        {data?.large_bets.map((bet) => (
          <li key={`bet-${bet.id}`}>
            {t('risk.alert.bet', {
              ref: bet.ref,
              stake: money(bet.stake, bet.currency),
              player: bet.player_id,
            })}
          </li>
        ))}
        {data?.large_liabilities.map((row) => (
          <li key={`liability-${row.market_id}-${row.outcome_id}-${row.currency}`}>
            {t('risk.alert.liability', {
              match: row.match_name,
              market: row.market_name,
              outcome: row.outcome_id,
              amount: money(row.liability, row.currency),
            })}
          </li>
        ))}
      </ul>
      {canWrite ? (
        <RiskForm
          onSave={submit}
          legend={t('risk.thresholds')}
          busy={write.busy}
          reason={reason}
          setReason={setReason}
        >
          <Field
            label={t('risk.largeBet')}
            inputMode="decimal"
            required
            value={largeBet}
            onValue={setLargeBet}
          />
          <Field
            label={t('risk.largeLiability')}
            inputMode="decimal"
            required
            value={largeLiability}
            onValue={setLargeLiability}
          />
        </RiskForm>
      ) : null}
      <StepStatus message={write.message} />
    </section>
  );
}

function Ticker() {
  const [filters, setFilters] = useState({ sport_id: '', player_id: '', min_stake: '', min_odds: '' });
  const query = new URLSearchParams({ limit: '50' });
  if (filters.sport_id) query.set('sport_id', filters.sport_id);
  if (filters.player_id) query.set('player_id', filters.player_id);
  const minStake = major(filters.min_stake);
  if (minStake !== null && Number.isFinite(minStake)) query.set('min_stake', String(minStake));
  const minOdds = Number(filters.min_odds);
  if (filters.min_odds && minOdds >= 1) query.set('min_odds', String(Math.round(minOdds * ODDS_SCALE)));
  const bets = useQuery({
    queryKey: ['risk', 'bets', query.toString()],
    queryFn: () => api<{ data: RiskBet[] }>('GET', `/risk/bets?${query}`),
    refetchInterval: 3000,
  });
  const field = (key: keyof typeof filters, label: string) => (
    <Field
      label={label}
      inputMode={key === 'min_odds' || key === 'min_stake' ? 'decimal' : 'numeric'}
      value={filters[key]}
      onValue={(value) => setFilters({ ...filters, [key]: value })}
    />
  );
  return (
    <section aria-labelledby="risk-ticker">
      <h2 id="risk-ticker">{t('risk.ticker')}</h2>
      <fieldset>
        <legend>{t('risk.filters')}</legend>
        {field('sport_id', t('risk.sportId'))}
        {field('player_id', t('risk.playerId'))}
        {field('min_stake', t('risk.minStake'))}
        {field('min_odds', t('risk.minOdds'))}
      </fieldset>
      {bets.isError ? <p className="error">{String(bets.error)}</p> : null}
      {/* A pane of its own height, scrolled both ways (rows keep coming; a narrow screen scrolls sideways); the */}
      {/* region takes focus so a keyboard can scroll it. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className="ticker" tabIndex={0} aria-labelledby="risk-ticker-caption">
        <table>
          <caption id="risk-ticker-caption">{t('risk.tickerCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('risk.bet')}</th>
              <th scope="col">{t('risk.playerId')}</th>
              <th scope="col">{t('risk.selections')}</th>
              <th scope="col">{t('trading.odds')}</th>
              <th scope="col">{t('risk.stake')}</th>
              <th scope="col">{t('risk.maxStake')}</th>
            </tr>
          </thead>
          <tbody>
            {bets.data?.data.map((bet) => (
              <tr key={bet.id} className={bet.near_limit ? 'near-limit' : undefined}>
                <td>
                  {bet.ref}
                  <br />
                  <small>{new Date(bet.placed_at).toLocaleTimeString()}</small>
                </td>
                <td>{bet.player_id}</td>
                <td>
                  {bet.selections.map((s) => `${s.match_name}: ${s.market_name} ${s.outcome_id}`).join('; ')}
                </td>
                <td>{bet.odds === null ? '-' : (bet.odds / ODDS_SCALE).toFixed(2)}</td>
                <td>
                  {money(bet.stake, bet.currency)}
                  {bet.large ? <strong> {t('risk.large')}</strong> : null}
                </td>
                <td>
                  {bet.max_stake_limit === null ? '-' : money(bet.max_stake_limit, bet.currency)}
                  {bet.near_limit ? <strong> {t('risk.nearLimit')}</strong> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}

/** A player by id, or found by e-mail or name through the players search (a role with `players.read`). */
function usePlayerLookup() {
  const [playerId, setPlayerId] = useState<number | null>(null);
  const [found, setFound] = useState<PlayerSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const look = async (wanted: string) => {
    const text = wanted.trim();
    setError(null);
    setFound(null);
    if (/^\d+$/.test(text)) return setPlayerId(Number(text));
    try {
      const { data } = await api<{ data: PlayerSummary[]; has_more: boolean }>(
        'GET',
        `/players?${new URLSearchParams({ q: text, limit: '10' })}`,
      );
      if (data.length === 1) setPlayerId(data[0]?.id ?? null);
      else {
        setPlayerId(null);
        setFound(data);
      }
    } catch (failure) {
      setError(String(failure));
    }
  };
  return { playerId, setPlayerId, found, error, look };
}

function PlayerRisk({ canWrite }: { canWrite: boolean }) {
  const [wanted, setWanted] = useState('');
  const { playerId, setPlayerId, found, error, look } = usePlayerLookup();
  const player = useQuery({
    queryKey: ['risk', 'player', playerId],
    queryFn: () => api<RiskPlayer>('GET', `/risk/players/${playerId}`),
    enabled: playerId !== null,
  });
  const write = useAuditedStep('PUT', [['risk']]);
  const [reason, setReason] = useState('');
  const [sportId, setSportId] = useState('');
  const [factor, setFactor] = useState('');
  const setStakeFactor = () =>
    write.run(`/risk/players/${playerId}/stake-factors/${sportId}`, {
      factor_bp: Math.round(Number(factor) * STAKE_FACTOR_SCALE),
      reason: reason.trim(),
    });
  return (
    <section aria-labelledby="risk-player">
      <h2 id="risk-player">{t('risk.player')}</h2>
      <StepForm onSubmit={() => void look(wanted)} submit={t('risk.show')}>
        <Field label={t('risk.playerLookup')} required value={wanted} onValue={setWanted} />
      </StepForm>
      {error ? <p className="error">{error}</p> : null}
      {found && found.length === 0 ? <p role="status">{t('risk.noPlayer')}</p> : null}
      {found && found.length > 1 ? (
        <ul aria-label={t('risk.choosePlayer')}>
          {found.map((candidate) => (
            <li key={candidate.id}>
              <button type="button" onClick={() => setPlayerId(candidate.id)}>
                {candidate.email} ({candidate.id})
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {player.isError ? <p className="error">{String(player.error)}</p> : null}
      {player.data ? (
        <>
          <p>
            {player.data.email} ({player.data.currency})
          </p>
          <ul aria-label={t('risk.factors')}>
            {player.data.stake_factors.map((f) => (
              <li key={f.sport_id}>
                {t('risk.factorOf', { sport: f.sport, factor: f.factor_bp / STAKE_FACTOR_SCALE })}
              </li>
            ))}
          </ul>
          <ul aria-label={t('risk.limits')}>
            {player.data.limits.map((l) => (
              <li key={l.id}>
                {t('risk.limitOf', {
                  currency: l.currency,
                  stake: l.max_stake === null ? '-' : money(l.max_stake, l.currency),
                  payout: l.max_payout === null ? '-' : money(l.max_payout, l.currency),
                })}
              </li>
            ))}
          </ul>
          {canWrite ? (
            <RiskForm
              onSave={setStakeFactor}
              legend={t('risk.setFactor')}
              busy={write.busy}
              reason={reason}
              setReason={setReason}
            >
              <Field
                label={t('risk.sportId')}
                inputMode="numeric"
                required
                value={sportId}
                onValue={setSportId}
              />
              <Field
                label={t('risk.factor')}
                inputMode="decimal"
                required
                value={factor}
                onValue={setFactor}
              />
            </RiskForm>
          ) : null}
        </>
      ) : null}
      <StepStatus message={write.message} />
    </section>
  );
}

function LimitForm() {
  const write = useAuditedStep('PUT', [['risk']]);
  const [reason, setReason] = useState('');
  const [scope, setScope] = useState<'sport' | 'market' | 'player'>('sport');
  const [target, setTarget] = useState('');
  const [stake, setStake] = useState('');
  const [payout, setPayout] = useState('');
  const submit = () => {
    const named =
      scope === 'sport'
        ? { scope, sport_id: Number(target) }
        : scope === 'player'
          ? { scope, player_id: Number(target) }
          : { scope, market: target.trim() };
    write.run('/risk/limits', {
      target: named,
      currency: 'EUR',
      max_stake: major(stake),
      max_payout: major(payout),
      reason: reason.trim(),
    });
  };
  return (
    <section aria-labelledby="risk-limit">
      <h2 id="risk-limit">{t('risk.setLimit')}</h2>
      <RiskForm onSave={submit} busy={write.busy} reason={reason} setReason={setReason}>
        <SelectField
          label={t('risk.scope')}
          value={scope}
          onValue={(value) => setScope(value as typeof scope)}
        >
          <option value="sport">{t('risk.scope.sport')}</option>
          <option value="market">{t('risk.scope.market')}</option>
          <option value="player">{t('risk.scope.player')}</option>
        </SelectField>
        <Field label={t('risk.target')} required value={target} onValue={setTarget} />
        <Field label={t('risk.maxStakeEur')} inputMode="decimal" value={stake} onValue={setStake} />
        <Field label={t('risk.maxPayoutEur')} inputMode="decimal" value={payout} onValue={setPayout} />
      </RiskForm>
      <StepStatus message={write.message} />
    </section>
  );
}
