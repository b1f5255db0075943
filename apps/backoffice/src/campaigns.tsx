import type { AuditedCampaign } from '@sportsbook/contracts/backoffice-money';
import type { Campaign } from '@sportsbook/contracts/bonus-campaigns';
import { findCurrency, parseMajor, toMajorString } from '@sportsbook/domain/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { api } from './api';
import { refusalText } from './audited-step';
import { CampaignsEngagement } from './campaigns-engagement';
import { type MessageKey, t } from './i18n';
import { TableWrap } from './table-wrap';

const EUR = findCurrency('EUR');
const DAY_MS = 86_400_000;

const moneyText = (amounts: Record<string, number> | null) =>
  amounts === null
    ? t('campaigns.noBudget')
    : Object.entries(amounts)
        .map(([code, amount]) => {
          const currency = findCurrency(code);
          return `${currency ? toMajorString(amount, currency) : amount} ${code}`;
        })
        .join(', ') || '0';

interface Feedback {
  ok: boolean;
  text: string;
}

const failure = (error: unknown): Feedback => ({
  ok: false,
  text: refusalText(error),
});

/** Marketing's screen (ADR 039): campaigns with budget and what they paid out, a create form, status steps. */
export function Campaigns({ canWrite }: { canWrite: boolean }) {
  const [message, setMessage] = useState<Feedback | null>(null);
  const campaigns = useQuery({
    queryKey: ['campaigns'],
    queryFn: () => api<{ data: Campaign[] }>('GET', '/campaigns'),
  });
  return (
    <section aria-labelledby="campaigns-title">
      <h1 id="campaigns-title">{t('campaigns.title')}</h1>
      <p role="status" className={message?.ok === false ? 'error' : 'ok'}>
        {message?.text ?? ''}
      </p>
      {canWrite ? <CreateCampaign report={setMessage} /> : null}
      <h2>{t('campaigns.list')}</h2>
      {campaigns.data?.data.length === 0 ? <p>{t('payments.empty')}</p> : null}
      {campaigns.data && campaigns.data.data.length > 0 ? (
        <TableWrap label={t('nav.campaigns')}>
          <table>
            <caption className="visually-hidden">{t('campaigns.list')}</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('campaigns.name')}</th>
                <th scope="col">{t('campaigns.kind')}</th>
                <th scope="col">{t('payments.status')}</th>
                <th scope="col">{t('campaigns.validTo')}</th>
                <th scope="col">{t('campaigns.budget')}</th>
                <th scope="col">{t('campaigns.paidOut')}</th>
                <th scope="col">{t('campaigns.issued')}</th>
                {canWrite ? <th scope="col">{t('trading.actions')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {campaigns.data.data.map((campaign) => (
                <CampaignRow key={campaign.id} campaign={campaign} canWrite={canWrite} report={setMessage} />
              ))}
            </tbody>
          </table>
        </TableWrap>
      ) : null}
      <CampaignsEngagement />
    </section>
  );
}

/** A freebet campaign in EUR: granted by hand, or by a promo code when one is given. */
function CreateCampaign({ report }: { report: (message: Feedback) => void }) {
  const queries = useQueryClient();
  const id = useId();
  const [form, setForm] = useState({
    name: '',
    title: '',
    terms: '',
    amount: '5',
    budget: '',
    days: '30',
    code: '',
  });
  const field = (
    name: keyof typeof form,
    label: MessageKey,
    extra: { inputMode?: 'decimal' | 'numeric' } = {},
  ) => (
    <p>
      <label htmlFor={`${id}-${name}`}>{t(label)}</label>{' '}
      <input
        id={`${id}-${name}`}
        value={form[name]}
        onChange={(event) => setForm({ ...form, [name]: event.target.value })}
        {...extra}
      />
    </p>
  );
  const create = useMutation({
    mutationFn: () => {
      if (!EUR) throw new Error('EUR unknown');
      const now = Date.now();
      const content = { title: form.title, description: form.title, terms: form.terms };
      return api<AuditedCampaign>('POST', '/campaigns', {
        name: form.name,
        kind: 'freebet',
        content: { en: content },
        valid_from: new Date(now).toISOString(),
        valid_to: new Date(now + Number(form.days) * DAY_MS).toISOString(),
        trigger: form.code.trim() ? { key: 'promo_code', code: form.code.trim() } : { key: 'manual' },
        show_in_promotions: false,
        budget: form.budget.trim() ? { EUR: parseMajor(form.budget, EUR) ?? null } : null,
        params: { amounts: { EUR: parseMajor(form.amount, EUR) ?? null }, days_valid: 7 },
      });
    },
    onSuccess: (answer) => {
      report({ ok: true, text: t('campaigns.created', { name: answer.name, audit: answer.audit_id }) });
      void queries.invalidateQueries({ queryKey: ['campaigns'] });
    },
    onError: (error) => report(failure(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <form onSubmit={submit} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('campaigns.create')}</h2>
      {field('name', 'campaigns.name')}
      {field('title', 'campaigns.offerTitle')}
      {field('terms', 'campaigns.terms')}
      {field('amount', 'campaigns.amount', { inputMode: 'decimal' })}
      {field('budget', 'campaigns.budgetEur', { inputMode: 'decimal' })}
      {field('days', 'campaigns.days', { inputMode: 'numeric' })}
      {field('code', 'campaigns.promoCode')}
      <button type="submit" className="primary" disabled={create.isPending}>
        {t('campaigns.createSubmit')}
      </button>
    </form>
  );
}

function CampaignRow({
  campaign,
  canWrite,
  report,
}: {
  campaign: Campaign;
  canWrite: boolean;
  report: (message: Feedback) => void;
}) {
  const queries = useQueryClient();
  const reasonId = useId();
  const budgetId = useId();
  const [reason, setReason] = useState('');
  const [budget, setBudget] = useState('');
  const step = useMutation({
    mutationFn: ({ method, path, body }: { method: 'POST' | 'PATCH'; path: string; body: unknown }) =>
      api<AuditedCampaign>(method, `/campaigns/${campaign.id}${path}`, body),
    onSuccess: (answer) => {
      report({ ok: true, text: t('campaigns.done', { name: answer.name, audit: answer.audit_id }) });
      void queries.invalidateQueries({ queryKey: ['campaigns'] });
    },
    onError: (error) => report(failure(error)),
  });
  const withReason = reason.trim() ? { reason: reason.trim() } : {};
  const move = (verb: 'pause' | 'resume' | 'end') =>
    step.mutate({ method: 'POST', path: `/${verb}`, body: withReason });
  const ended = campaign.status === 'ended';
  return (
    <tr data-campaign={campaign.id}>
      <td>{campaign.id}</td>
      <td>{campaign.name}</td>
      <td>{campaign.kind}</td>
      <td>{t(`campaigns.status.${campaign.status}` as MessageKey)}</td>
      <td>{new Date(campaign.valid_to).toLocaleDateString()}</td>
      <td>{moneyText(campaign.budget)}</td>
      <td>{moneyText(campaign.budget_spent)}</td>
      <td>{campaign.issued_count}</td>
      {canWrite ? (
        <td>
          {ended ? null : (
            <div className="actions">
              <label htmlFor={reasonId}>{t('trading.reason')}</label>
              <input
                id={reasonId}
                value={reason}
                maxLength={500}
                onChange={(e) => setReason(e.target.value)}
              />
              <button
                type="button"
                disabled={step.isPending}
                onClick={() => move(campaign.status === 'active' ? 'pause' : 'resume')}
              >
                {campaign.status === 'active' ? t('campaigns.deactivate') : t('campaigns.activate')}
              </button>
              <button type="button" disabled={step.isPending} onClick={() => move('end')}>
                {t('campaigns.end')}
              </button>
              <label htmlFor={budgetId}>{t('campaigns.budgetEur')}</label>
              <input
                id={budgetId}
                inputMode="decimal"
                size={8}
                value={budget}
                onChange={(e) => setBudget(e.target.value)}
              />
              <button
                type="button"
                disabled={step.isPending || !budget.trim() || !reason.trim() || !EUR}
                onClick={() =>
                  EUR &&
                  step.mutate({
                    method: 'PATCH',
                    path: '',
                    body: {
                      budget: { ...campaign.budget, EUR: parseMajor(budget, EUR) ?? null },
                      ...withReason,
                    },
                  })
                }
              >
                {t('campaigns.setBudget')}
              </button>
            </div>
          )}
        </td>
      ) : null}
    </tr>
  );
}
