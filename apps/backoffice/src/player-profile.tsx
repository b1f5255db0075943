import type { PlayerBet, PlayerProfile as Profile } from '@sportsbook/contracts/backoffice-players';
import type { WalletTransaction } from '@sportsbook/contracts/wallet';
import type { StaffPermission } from '@sportsbook/domain/staff-roles';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from './api';
import { DataTable, TableWrap } from './data-table';
import { t } from './i18n';
import { PlayerActions } from './player-actions';
import { money, odds, when } from './player-format';

/** One player: who they are, their status, money, limits, notes, then their ledger history and bets. */
export function PlayerProfile({ id, permissions }: { id: number; permissions: readonly StaffPermission[] }) {
  const profile = useQuery({
    queryKey: ['player', id],
    queryFn: () => api<Profile>('GET', `/players/${id}`),
  });
  if (profile.isPending) return <p>{t('common.loading')}</p>;
  const player = profile.data;
  if (!player) return <p className="error">{t('players.failed', { message: String(profile.error) })}</p>;
  const status = [
    player.status.blocked ? t('players.blocked') : null,
    player.status.self_excluded
      ? t('players.selfExcludedUntil', { until: when(player.status.self_excluded.ends_at) })
      : null,
    player.status.cooling_off
      ? t('players.coolingOffUntil', { until: when(player.status.cooling_off.ends_at) })
      : null,
  ].filter(Boolean);
  return (
    <article className="match" aria-labelledby="profile-title" data-player={player.id}>
      <h2 id="profile-title">
        {t('players.profile', { id: player.id })}: {player.email}
      </h2>
      <dl className="facts">
        <dt>{t('players.name')}</dt>
        <dd>{[player.first_name, player.last_name].filter(Boolean).join(' ') || '—'}</dd>
        <dt>{t('players.country')}</dt>
        <dd>{player.country}</dd>
        <dt>{t('players.verification')}</dt>
        <dd>
          {t('players.emailConfirmed', { at: when(player.verification.email_confirmed_at) })};{' '}
          {t('players.phoneVerified', { at: when(player.verification.phone_verified_at) })};{' '}
          {player.verification.profile_complete
            ? t('players.profileComplete')
            : t('players.profileIncomplete')}
        </dd>
        <dt>{t('players.status')}</dt>
        <dd data-testid="player-status">{status.length > 0 ? status.join(', ') : t('players.open')}</dd>
        <dt>{t('players.balances')}</dt>
        <dd>{player.balances.map((b) => money(b.balance, b.currency)).join(', ')}</dd>
      </dl>
      {permissions.includes('players.write') || permissions.includes('players.adjust') ? (
        <PlayerActions player={player} permissions={permissions} />
      ) : null}
      <h3>{t('players.limits')}</h3>
      <TableWrap label={t('players.limits')}>
        <DataTable
          columns={[
            t('players.limit.type'),
            t('players.limit.value'),
            t('players.status'),
            t('players.limit.created'),
            t('players.limit.ends'),
          ]}
        >
          {player.limits.map((limit) => (
            <tr key={limit.id}>
              <td>
                {limit.type}
                {limit.period ? ` (${limit.period})` : ''}
              </td>
              <td>
                {limit.value === null
                  ? t('players.limit.permanent')
                  : limit.unit === 'minor' && limit.currency
                    ? money(limit.value, limit.currency)
                    : `${limit.value} ${limit.unit}`}
              </td>
              <td>{limit.status}</td>
              <td>{when(limit.created_at)}</td>
              <td>{when(limit.ends_at ?? limit.effective_at)}</td>
            </tr>
          ))}
        </DataTable>
      </TableWrap>
      <h3>{t('players.notes')}</h3>
      {player.notes.length === 0 ? <p>{t('players.notes.none')}</p> : null}
      <ul>
        {player.notes.map((note) => (
          <li key={note.id}>
            {when(note.created_at)}, {note.author}: {note.body}
          </li>
        ))}
      </ul>
      <h3>{t('players.adjustments')}</h3>
      <ul>
        {player.adjustments.map((a) => (
          <li key={a.id}>
            #{a.id} {money(a.amount, a.currency)} ({a.status}) — {a.reason}, {a.requested_by}
            {a.decided_by ? ` / ${a.decided_by}` : ''}
          </li>
        ))}
      </ul>
      <Transactions id={player.id} />
      <Bets id={player.id} />
    </article>
  );
}

function Transactions({ id }: { id: number }) {
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['player', id, 'transactions', page],
    queryFn: () =>
      api<{ items: WalletTransaction[]; total: number; limit: number }>(
        'GET',
        `/players/${id}/transactions?page=${page}&limit=20`,
      ),
  });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.limit)) : 1;
  return (
    <section aria-labelledby="transactions-title">
      <h3 id="transactions-title">{t('players.transactions')}</h3>
      <TableWrap label={t('players.transactions')}>
        <DataTable
          columns={[
            t('audit.when'),
            t('players.tx.kind'),
            t('players.tx.amount'),
            t('players.tx.balance'),
            t('players.tx.reference'),
          ]}
        >
          {list.data?.items.map((item) => (
            <tr key={item.id}>
              <td>{when(item.created_at)}</td>
              <td>{item.kind}</td>
              <td>{money(item.amount, item.currency)}</td>
              <td>{money(item.balance_after, item.currency)}</td>
              <td className="hash">{item.reference}</td>
            </tr>
          ))}
        </DataTable>
      </TableWrap>
      <div className="actions">
        <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          {t('players.previous')}
        </button>
        <span>{t('players.page', { page, pages })}</span>
        <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          {t('players.next')}
        </button>
      </div>
    </section>
  );
}

function Bets({ id }: { id: number }) {
  const [before, setBefore] = useState<number[]>([]);
  const cursor = before.at(-1);
  const list = useQuery({
    queryKey: ['player', id, 'bets', cursor],
    queryFn: () =>
      api<{ data: PlayerBet[]; next_before_id: number | null }>(
        'GET',
        `/players/${id}/bets?limit=20${cursor ? `&before_id=${cursor}` : ''}`,
      ),
  });
  const next = list.data?.next_before_id ?? null;
  return (
    <section aria-labelledby="bets-title">
      <h3 id="bets-title">{t('players.bets')}</h3>
      {list.data?.data.length === 0 ? <p>{t('players.bets.none')}</p> : null}
      <ul>
        {list.data?.data.map((bet) => (
          <li key={bet.id}>
            {when(bet.created_at)} {bet.ref} {bet.type}: {money(bet.stake, bet.currency)} @ {odds(bet.odds)} —{' '}
            {bet.status}
            {bet.result ? ` (${bet.result})` : ''}
            <ul>
              {bet.legs.map((leg) => (
                <li key={`${leg.match_id}|${leg.market_id}|${leg.specifier}|${leg.outcome_id}`}>
                  {leg.match}: {t('players.bets.leg', { market: leg.market_id, outcome: leg.outcome_id })}
                  {leg.specifier ? ` (${leg.specifier})` : ''} @ {odds(leg.odds)}
                  {leg.result ? ` — ${leg.result}` : ''}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <div className="actions">
        <button type="button" disabled={before.length === 0} onClick={() => setBefore(before.slice(0, -1))}>
          {t('players.newer')}
        </button>
        <button
          type="button"
          disabled={next === null}
          onClick={() => next !== null && setBefore([...before, next])}
        >
          {t('players.older')}
        </button>
      </div>
    </section>
  );
}
