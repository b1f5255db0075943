import type {
  DepositHistory,
  QueuedWithdrawal,
  WithdrawalDecision,
  WithdrawalQueue,
} from '@sportsbook/contracts/backoffice-money';
import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from '@sportsbook/contracts/wallet';
import { findCurrency, toMajorString } from '@sportsbook/domain/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { api } from './api';
import { refusalText } from './audited-step';
import { type MessageKey, t } from './i18n';
import { TableWrap } from './table-wrap';

const PAGE_SIZE = 20;

interface Feedback {
  ok: boolean;
  text: string;
}

const amountText = (amount: number, code: string) => {
  const currency = findCurrency(code);
  return `${currency ? toMajorString(amount, currency) : amount} ${code}`;
};

const statusText = (status: string) => t(`payments.status.${status}` as MessageKey);

interface Filters {
  status: WithdrawalStatus | '';
  player: string;
  from: string;
  to: string;
}

/** The query text of the filters a person set (empty ones left out) and the page. */
function queryOf(filters: Filters, page: number, withStatus: boolean): string {
  const query = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZE) });
  if (withStatus && filters.status) query.set('status', filters.status);
  if (/^\d+$/.test(filters.player)) query.set('player_id', filters.player);
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  return query.toString();
}

/** Finance's screen (ADR 039): the withdrawal queue with approve and decline-with-reason, and deposit history. */
export function Payments({ canWrite }: { canWrite: boolean }) {
  const [filters, setFilters] = useState<Filters>({ status: 'pending', player: '', from: '', to: '' });
  const [page, setPage] = useState(1);
  const [depositPage, setDepositPage] = useState(1);
  // The outcome of the last decision stays here: a decided withdrawal leaves the pending queue with its row.
  const [message, setMessage] = useState<Feedback | null>(null);
  const ids = { status: useId(), player: useId(), from: useId(), to: useId() };
  const change = (patch: Partial<Filters>) => {
    setFilters({ ...filters, ...patch });
    setPage(1);
    setDepositPage(1);
  };
  const queue = useQuery({
    queryKey: ['withdrawals', filters, page],
    queryFn: () => api<WithdrawalQueue>('GET', `/withdrawals?${queryOf(filters, page, true)}`),
    refetchInterval: 5000,
  });
  const deposits = useQuery({
    queryKey: ['deposits', filters, depositPage],
    queryFn: () => api<DepositHistory>('GET', `/deposits?${queryOf(filters, depositPage, false)}`),
  });
  return (
    <section aria-labelledby="payments-title">
      <h1 id="payments-title">{t('payments.title')}</h1>
      <fieldset className="filters">
        <legend>{t('payments.filters')}</legend>
        <label htmlFor={ids.status}>{t('payments.status')}</label>{' '}
        <select
          id={ids.status}
          value={filters.status}
          onChange={(event) => change({ status: event.target.value as Filters['status'] })}
        >
          <option value="">{t('payments.status.any')}</option>
          {WITHDRAWAL_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusText(status)}
            </option>
          ))}
        </select>{' '}
        <label htmlFor={ids.player}>{t('payments.playerId')}</label>{' '}
        <input
          id={ids.player}
          inputMode="numeric"
          size={8}
          value={filters.player}
          onChange={(event) => change({ player: event.target.value.trim() })}
        />{' '}
        <label htmlFor={ids.from}>{t('payments.from')}</label>{' '}
        <input
          id={ids.from}
          type="date"
          value={filters.from}
          onChange={(e) => change({ from: e.target.value })}
        />{' '}
        <label htmlFor={ids.to}>{t('payments.to')}</label>{' '}
        <input id={ids.to} type="date" value={filters.to} onChange={(e) => change({ to: e.target.value })} />
      </fieldset>

      <h2>{t('payments.queue')}</h2>
      <p role="status" className={message?.ok === false ? 'error' : 'ok'}>
        {message?.text ?? ''}
      </p>
      {queue.error ? <p className="error">{queue.error.message}</p> : null}
      {queue.data?.items.length === 0 ? <p>{t('payments.empty')}</p> : null}
      {queue.data && queue.data.items.length > 0 ? (
        <TableWrap label={t('payments.queue')}>
          <table>
            <caption className="visually-hidden">{t('payments.queue')}</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('payments.player')}</th>
                <th scope="col">{t('payments.amount')}</th>
                <th scope="col">{t('payments.method')}</th>
                <th scope="col">{t('payments.status')}</th>
                <th scope="col">{t('payments.requested')}</th>
                <th scope="col">{t('payments.decision')}</th>
              </tr>
            </thead>
            <tbody>
              {queue.data.items.map((withdrawal) => (
                <WithdrawalRow
                  key={withdrawal.id}
                  withdrawal={withdrawal}
                  canWrite={canWrite}
                  report={setMessage}
                />
              ))}
            </tbody>
          </table>
        </TableWrap>
      ) : null}
      <Pager label={t('payments.queue')} page={page} total={queue.data?.total ?? 0} onPage={setPage} />

      <h2>{t('payments.deposits')}</h2>
      {deposits.data?.items.length === 0 ? <p>{t('payments.empty')}</p> : null}
      {deposits.data && deposits.data.items.length > 0 ? (
        <TableWrap label={t('payments.deposits')}>
          <table>
            <caption className="visually-hidden">{t('payments.deposits')}</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('payments.player')}</th>
                <th scope="col">{t('payments.amount')}</th>
                <th scope="col">{t('payments.method')}</th>
                <th scope="col">{t('payments.status')}</th>
                <th scope="col">{t('payments.requested')}</th>
              </tr>
            </thead>
            <tbody>
              {deposits.data.items.map((deposit) => (
                <tr key={deposit.id}>
                  <td>{deposit.id}</td>
                  <td>
                    {deposit.player_email} (#{deposit.player_id})
                  </td>
                  <td>{amountText(deposit.amount, deposit.currency)}</td>
                  <td>{deposit.method}</td>
                  <td>{t(`payments.deposit.${deposit.status}` as MessageKey)}</td>
                  <td>{new Date(deposit.created_at).toLocaleString()}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      ) : null}
      <Pager
        label={t('payments.deposits')}
        page={depositPage}
        total={deposits.data?.total ?? 0}
        onPage={setDepositPage}
      />
    </section>
  );
}

function Pager({
  label,
  page,
  total,
  onPage,
}: {
  label: string;
  page: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (pages === 1) return null;
  return (
    <nav aria-label={t('payments.pages', { list: label })} className="actions">
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('payments.previous')}
      </button>
      <span>{t('payments.page', { page, pages })}</span>
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('payments.next')}
      </button>
    </nav>
  );
}

/** One withdrawal; a pending one offers approve, and decline with its reason (required, as the API asks). */
function WithdrawalRow({
  withdrawal,
  canWrite,
  report,
}: {
  withdrawal: QueuedWithdrawal;
  canWrite: boolean;
  report: (message: Feedback) => void;
}) {
  const queries = useQueryClient();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const decide = useMutation({
    mutationFn: (verb: 'approve' | 'decline') =>
      api<WithdrawalDecision>(
        'POST',
        `/withdrawals/${withdrawal.id}/${verb}`,
        reason.trim() ? { reason: reason.trim() } : {},
      ),
    onSuccess: (answer) => {
      report({
        ok: true,
        text: t('payments.decided', {
          id: answer.withdrawal.id,
          status: statusText(answer.withdrawal.status),
          audit: answer.audit_id,
        }),
      });
      void queries.invalidateQueries({ queryKey: ['withdrawals'] });
      void queries.invalidateQueries({ queryKey: ['audit'] });
    },
    onError: (error) =>
      report({
        ok: false,
        text: refusalText(error),
      }),
  });
  const pending = withdrawal.status === 'pending';
  return (
    <tr data-withdrawal={withdrawal.id}>
      <td>{withdrawal.id}</td>
      <td>
        {withdrawal.player_email} (#{withdrawal.player_id})
      </td>
      <td>{amountText(withdrawal.amount, withdrawal.currency)}</td>
      <td>{withdrawal.method}</td>
      <td data-testid="withdrawal-status">
        {statusText(withdrawal.status)}
        {withdrawal.failure_reason ? ` (${withdrawal.failure_reason})` : ''}
      </td>
      <td>{new Date(withdrawal.created_at).toLocaleString()}</td>
      <td>
        {canWrite && pending ? (
          <div className="actions">
            <label htmlFor={reasonId}>{t('trading.reason')}</label>
            <input
              id={reasonId}
              value={reason}
              maxLength={500}
              onChange={(event) => setReason(event.target.value)}
            />
            <button type="button" disabled={decide.isPending} onClick={() => decide.mutate('approve')}>
              {t('payments.approve')}
            </button>
            <button
              type="button"
              disabled={decide.isPending || !reason.trim()}
              onClick={() => decide.mutate('decline')}
            >
              {t('payments.decline')}
            </button>
          </div>
        ) : null}
      </td>
    </tr>
  );
}
