import type { Adjustment, PlayerSummary } from '@sportsbook/contracts/backoffice-players';
import type { StaffPermission } from '@sportsbook/domain/staff-roles';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from './api';
import { StepStatus, useStaffStep } from './audited-step';
import { DataTable, TableWrap } from './data-table';
import { Field, StepButton, StepForm } from './form-fields';
import { t } from './i18n';
import { money, when } from './player-format';
import { PlayerProfile } from './player-profile';

/** The Players screen (ADR 038): search, a player's profile with support's steps, and adjustments waiting. */
export function Players({ permissions }: { permissions: readonly StaffPermission[] }) {
  const [query, setQuery] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [playerId, setPlayerId] = useState<number | null>(null);
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
      <StepForm
        className="actions"
        onSubmit={() => setSubmitted(query.trim())}
        submit={t('players.searchSubmit')}
        primary
      >
        <Field layout="beside" label={t('players.search')} value={query} onValue={setQuery} maxLength={200} />
      </StepForm>
      {results.isFetching ? <p>{t('common.loading')}</p> : null}
      {results.data?.data.length === 0 ? <p>{t('players.none')}</p> : null}
      {results.data && results.data.data.length > 0 ? (
        <TableWrap label={t('nav.players')}>
          <DataTable
            caption={t('players.results')}
            columns={['#', t('players.email'), t('players.name'), t('players.country'), t('players.status')]}
          >
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
          </DataTable>
        </TableWrap>
      ) : null}
      {playerId !== null ? <PlayerProfile id={playerId} permissions={permissions} /> : null}
    </section>
  );
}

/**
 * Adjustments above the threshold, waiting for a second approver (never the requester: the server refuses) until
 * their deadline.
 */
function PendingAdjustments() {
  const pending = useQuery({
    queryKey: ['adjustments', 'pending'],
    queryFn: () => api<{ data: Adjustment[] }>('GET', '/players/adjustments'),
  });
  const decide = useStaffStep({
    send: ({ id, verb }: { id: number; verb: 'approve' | 'decline' }) =>
      api<{ audit_id: number }>('POST', `/players/adjustments/${id}/${verb}`, {}),
    done: (answer) => t('players.done', { id: answer.audit_id }),
    invalidate: [['adjustments'], ['player']],
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
              expires: when(row.expires_at),
            })}{' '}
            — {row.reason}{' '}
            <StepButton disabled={decide.busy} onClick={() => decide.run({ id: row.id, verb: 'approve' })}>
              {t('players.pending.approve')} <span className="visually-hidden">#{row.id}</span>
            </StepButton>{' '}
            <StepButton disabled={decide.busy} onClick={() => decide.run({ id: row.id, verb: 'decline' })}>
              {t('players.pending.decline')} <span className="visually-hidden">#{row.id}</span>
            </StepButton>
          </li>
        ))}
      </ul>
      <StepStatus message={decide.message} />
    </section>
  );
}
