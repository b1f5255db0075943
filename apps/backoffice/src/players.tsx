import type { Adjustment, PlayerSummary } from '@sportsbook/contracts/backoffice-players';
import type { StaffPermission } from '@sportsbook/domain/staff-roles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { api } from './api';
import { refusalText } from './audited-step';
import { t } from './i18n';
import { money } from './player-format';
import { PlayerProfile } from './player-profile';
import { TableWrap } from './table-wrap';

/** The Players screen (ADR 038): search, a player's profile with support's steps, and adjustments waiting. */
export function Players({ permissions }: { permissions: readonly StaffPermission[] }) {
  const [query, setQuery] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [playerId, setPlayerId] = useState<number | null>(null);
  const searchId = useId();
  const results = useQuery({
    queryKey: ['players', submitted],
    enabled: submitted !== null,
    queryFn: () =>
      api<{ data: PlayerSummary[]; has_more: boolean }>(
        'GET',
        `/players?limit=50&q=${encodeURIComponent(submitted ?? '')}`,
      ),
  });
  return (
    <section aria-labelledby="players-title">
      <h1 id="players-title">{t('players.title')}</h1>
      {permissions.includes('players.adjust') ? <PendingAdjustments /> : null}
      <form
        className="actions"
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(query.trim());
        }}
      >
        <label htmlFor={searchId}>{t('players.search')}</label>
        <input id={searchId} value={query} onChange={(e) => setQuery(e.target.value)} maxLength={200} />
        <button type="submit" className="primary">
          {t('players.searchSubmit')}
        </button>
      </form>
      {results.isFetching ? <p>{t('common.loading')}</p> : null}
      {results.data?.data.length === 0 ? <p>{t('players.none')}</p> : null}
      {results.data && results.data.data.length > 0 ? (
        <TableWrap label={t('nav.players')}>
          <table>
            <caption className="visually-hidden">{t('players.results')}</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('players.email')}</th>
                <th scope="col">{t('players.name')}</th>
                <th scope="col">{t('players.country')}</th>
                <th scope="col">{t('players.status')}</th>
              </tr>
            </thead>
            <tbody>
              {results.data.data.map((player) => (
                <tr key={player.id}>
                  <td>{player.id}</td>
                  <td>
                    <button type="button" className="link" onClick={() => setPlayerId(player.id)}>
                      {player.email}
                    </button>
                  </td>
                  <td>{[player.first_name, player.last_name].filter(Boolean).join(' ')}</td>
                  <td>{player.country}</td>
                  <td>{player.blocked ? t('players.blocked') : t('players.open')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      ) : null}
      {playerId !== null ? <PlayerProfile id={playerId} permissions={permissions} /> : null}
    </section>
  );
}

/** Adjustments above the threshold, waiting for a second approver (never the requester: the server refuses). */
function PendingAdjustments() {
  const queries = useQueryClient();
  const pending = useQuery({
    queryKey: ['adjustments', 'pending'],
    queryFn: () => api<{ data: Adjustment[] }>('GET', '/players/adjustments'),
  });
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const decide = useMutation({
    mutationFn: ({ id, verb }: { id: number; verb: 'approve' | 'decline' }) =>
      api<{ audit_id: number }>('POST', `/players/adjustments/${id}/${verb}`, {}),
    onSuccess: (answer) => {
      setMessage({ ok: true, text: t('players.done', { id: answer.audit_id }) });
      void queries.invalidateQueries({ queryKey: ['adjustments'] });
      void queries.invalidateQueries({ queryKey: ['player'] });
    },
    onError: (error) =>
      setMessage({
        ok: false,
        text: refusalText(error),
      }),
  });
  const rows = pending.data?.data ?? [];
  return (
    <section aria-labelledby="pending-title" className="match">
      <h2 id="pending-title">{t('players.pending.title')}</h2>
      {rows.length === 0 ? <p>{t('players.pending.none')}</p> : null}
      <ul>
        {rows.map((row) => (
          <li key={row.id}>
            {t('players.pending.row', {
              id: row.id,
              player: row.player_id,
              amount: money(row.amount, row.currency),
              by: row.requested_by,
            })}{' '}
            — {row.reason}{' '}
            <button
              type="button"
              disabled={decide.isPending}
              onClick={() => decide.mutate({ id: row.id, verb: 'approve' })}
            >
              {t('players.pending.approve')} <span className="visually-hidden">#{row.id}</span>
            </button>{' '}
            <button
              type="button"
              disabled={decide.isPending}
              onClick={() => decide.mutate({ id: row.id, verb: 'decline' })}
            >
              {t('players.pending.decline')} <span className="visually-hidden">#{row.id}</span>
            </button>
          </li>
        ))}
      </ul>
      <p role="status" className={message?.ok === false ? 'error' : 'ok'}>
        {message?.text ?? ''}
      </p>
    </section>
  );
}
