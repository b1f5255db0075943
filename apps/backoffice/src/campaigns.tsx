import type { AuditedCampaign } from '@sportsbook/contracts/backoffice-money';
import type { Campaign } from '@sportsbook/contracts/bonus-campaigns';
import { findCurrency, parseMajor, toMajorString } from '@sportsbook/domain/money';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { api } from './api';
import { type StepMessage, StepStatus, useStaffStep } from './audited-step';
import { CampaignsEngagement } from './campaigns-engagement';
import { ListTable } from './data-table';
import { Field, ReasonField, StepButton, StepForm } from './form-fields';
import { type MessageKey, t } from './i18n';

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

/** Marketing's screen (ADR 039): campaigns with budget and what they paid out, a create form, status steps. */
export function Campaigns({ canWrite }: { canWrite: boolean }) {
  const [message, setMessage] = useState<StepMessage | null>(null);
  const campaigns = useQuery({
    queryKey: ['campaigns'],
    queryFn: () => api<{ data: Campaign[] }>('GET', '/campaigns'),
  });
  return (
    <section aria-labelledby="campaigns-title">
      <h1 id="campaigns-title">{t('campaigns.title')}</h1>
      <StepStatus message={message} />
      {canWrite ? <CreateCampaign report={setMessage} /> : null}
      <h2>{t('campaigns.list')}</h2>
      <ListTable
        label={t('nav.campaigns')}
        caption={t('campaigns.list')}
        items={campaigns.data?.data}
        columns={[
          '#',
          t('campaigns.name'),
          t('campaigns.kind'),
          t('payments.status'),
          t('campaigns.validTo'),
          t('campaigns.budget'),
          t('campaigns.paidOut'),
          t('campaigns.issued'),
          canWrite && t('trading.actions'),
        ]}
      >
        {campaigns.data?.data.map((campaign) => (
          <CampaignRow key={campaign.id} campaign={campaign} canWrite={canWrite} report={setMessage} />
        ))}
      </ListTable>
      <CampaignsEngagement />
    </section>
  );
}

/** A freebet campaign in EUR: granted by hand, or by a promo code when one is given. */
function CreateCampaign({ report }: { report: (message: StepMessage) => void }) {
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
      <Field
        layout="spaced"
        id={`${id}-${name}`}
        label={t(label)}
        value={form[name]}
        onValue={(value) => setForm({ ...form, [name]: value })}
        {...extra}
      />
    </p>
  );
  const create = useStaffStep({
    send: () => {
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
    done: (answer) => t('campaigns.created', { name: answer.name, audit: answer.audit_id }),
    invalidate: [['campaigns']],
    report,
  });
  return (
    <StepForm
      onSubmit={() => create.run()}
      aria-labelledby={`${id}-heading`}
      submit={t('campaigns.createSubmit')}
      primary
      disabled={create.busy}
    >
      <h2 id={`${id}-heading`}>{t('campaigns.create')}</h2>
      {field('name', 'campaigns.name')}
      {field('title', 'campaigns.offerTitle')}
      {field('terms', 'campaigns.terms')}
      {field('amount', 'campaigns.amount', { inputMode: 'decimal' })}
      {field('budget', 'campaigns.budgetEur', { inputMode: 'decimal' })}
      {field('days', 'campaigns.days', { inputMode: 'numeric' })}
      {field('code', 'campaigns.promoCode')}
    </StepForm>
  );
}

function CampaignRow({
  campaign,
  canWrite,
  report,
}: {
  campaign: Campaign;
  canWrite: boolean;
  report: (message: StepMessage) => void;
}) {
  const [reason, setReason] = useState('');
  const [budget, setBudget] = useState('');
  const step = useStaffStep({
    send: ({ method, path, body }: { method: 'POST' | 'PATCH'; path: string; body: unknown }) =>
      api<AuditedCampaign>(method, `/campaigns/${campaign.id}${path}`, body),
    done: (answer) => t('campaigns.done', { name: answer.name, audit: answer.audit_id }),
    invalidate: [['campaigns']],
    report,
  });
  const withReason = reason.trim() ? { reason: reason.trim() } : {};
  const move = (verb: 'pause' | 'resume' | 'end') =>
    step.run({ method: 'POST', path: `/${verb}`, body: withReason });
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
              <ReasonField layout="beside" value={reason} maxLength={500} onValue={setReason} />
              <StepButton
                disabled={step.busy}
                onClick={() => move(campaign.status === 'active' ? 'pause' : 'resume')}
              >
                {campaign.status === 'active' ? t('campaigns.deactivate') : t('campaigns.activate')}
              </StepButton>
              <StepButton disabled={step.busy} onClick={() => move('end')}>
                {t('campaigns.end')}
              </StepButton>
              <Field
                layout="beside"
                label={t('campaigns.budgetEur')}
                inputMode="decimal"
                size={8}
                value={budget}
                onValue={setBudget}
              />
              <StepButton
                disabled={step.busy || !budget.trim() || !reason.trim() || !EUR}
                onClick={() =>
                  EUR &&
                  step.run({
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
              </StepButton>
            </div>
          )}
        </td>
      ) : null}
    </tr>
  );
}
