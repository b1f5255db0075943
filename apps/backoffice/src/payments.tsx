import type {
  DepositHistory,
  QueuedWithdrawal,
  WithdrawalDecision,
  WithdrawalQueue,
} from '@sportsbook/contracts/backoffice-money';
import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from '@sportsbook/contracts/wallet';
import { findCurrency, toMajorString } from '@sportsbook/domain/money';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from './api';
import { type StepMessage, StepStatus, useStaffStep } from './audited-step';
import { ListTable } from './data-table';
import { Field, ReasonField, SelectField, StepButton } from './form-fields';
import { type MessageKey, t } from './i18n';

const PAGE_SIZE = 20;

const amountText = (amount: number, code: string) => {
  const currency = findCurrency(code);
  return `${currency ? toMajorString(amount, currency) : amount} ${code}`;
};

const statusText = (status: string) => t(`payments.status.${status}` as MessageKey);

/** The columns the withdrawal queue and the deposit history share; the queue adds its decision. */
const MONEY_COLUMNS = [
  '#',
  t('payments.player'),
  t('payments.amount'),
  t('payments.method'),
  t('payments.status'),
  t('payments.requested'),
];

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
  const [message, setMessage] = useState<StepMessage | null>(null);
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
        <SelectField
          layout="spaced"
          label={t('payments.status')}
          value={filters.status}
          onValue={(value) => change({ status: value as Filters['status'] })}
        >
          <option value="">{t('payments.status.any')}</option>
          {WITHDRAWAL_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusText(status)}
            </option>
          ))}
        </SelectField>{' '}
        <Field
          layout="spaced"
          label={t('payments.playerId')}
          inputMode="numeric"
          size={8}
          value={filters.player}
          onValue={(value) => change({ player: value.trim() })}
        />{' '}
        <Field
          layout="spaced"
          label={t('payments.from')}
          type="date"
          value={filters.from}
          onValue={(value) => change({ from: value })}
        />{' '}
        <Field
          layout="spaced"
          label={t('payments.to')}
          type="date"
          value={filters.to}
          onValue={(value) => change({ to: value })}
        />
      </fieldset>

      <h2>{t('payments.queue')}</h2>
      <StepStatus message={message} />
      {queue.error ? <p className="error">{queue.error.message}</p> : null}
      <ListTable
        label={t('payments.queue')}
        caption={t('payments.queue')}
        items={queue.data?.items}
        columns={[...MONEY_COLUMNS, t('payments.decision')]}
      >
        {queue.data?.items.map((withdrawal) => (
          <WithdrawalRow
            key={withdrawal.id}
            withdrawal={withdrawal}
            canWrite={canWrite}
            report={setMessage}
          />
        ))}
      </ListTable>
      <Pager label={t('payments.queue')} page={page} total={queue.data?.total ?? 0} onPage={setPage} />

      <h2>{t('payments.deposits')}</h2>
      <ListTable
        label={t('payments.deposits')}
        caption={t('payments.deposits')}
        items={deposits.data?.items}
        columns={MONEY_COLUMNS}
      >
        {deposits.data?.items.map((deposit) => (
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
      </ListTable>
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
  report: (message: StepMessage) => void;
}) {
  const [reason, setReason] = useState('');
  const decide = useStaffStep({
    send: (verb: 'approve' | 'decline') =>
      api<WithdrawalDecision>(
        'POST',
        `/withdrawals/${withdrawal.id}/${verb}`,
        reason.trim() ? { reason: reason.trim() } : {},
      ),
    done: (answer) =>
      t('payments.decided', {
        id: answer.withdrawal.id,
        status: statusText(answer.withdrawal.status),
        audit: answer.audit_id,
      }),
    invalidate: [['withdrawals'], ['audit']],
    report,
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
            <ReasonField layout="beside" value={reason} maxLength={500} onValue={setReason} />
            <StepButton disabled={decide.busy} onClick={() => decide.run('approve')}>
              {t('payments.approve')}
            </StepButton>
            <StepButton disabled={decide.busy || !reason.trim()} onClick={() => decide.run('decline')}>
              {t('payments.decline')}
            </StepButton>
          </div>
        ) : null}
      </td>
    </tr>
  );
}
