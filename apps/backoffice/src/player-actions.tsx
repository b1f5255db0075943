import type { PlayerProfile } from '@sportsbook/contracts/backoffice-players';
import { findCurrency, parseMajor } from '@sportsbook/domain/money';
import type { StaffPermission } from '@sportsbook/domain/staff-roles';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { api } from './api';
import { StepStatus, useAuditedStep } from './audited-step';
import { Field, ReasonField, SelectField, StepButton, StepForm } from './form-fields';
import { t } from './i18n';

interface Campaign {
  id: number;
  name: string;
  kind: string;
}

/**
 * Support's and finance's steps on one player, each with the reason the audit log keeps: block or unblock,
 * exclusion, note, freebet grant, manual adjustment (held for a second approver above the threshold).
 */
export function PlayerActions({
  player,
  permissions,
}: {
  player: PlayerProfile;
  permissions: readonly StaffPermission[];
}) {
  const step = useAuditedStep('POST', [['player', player.id], ['adjustments']]);
  const id = useId();
  const [reason, setReason] = useState('');
  const [exclusion, setExclusion] = useState<'coolingoff' | 'selfexclusion'>('coolingoff');
  const [days, setDays] = useState('7');
  const [note, setNote] = useState('');
  const [campaign, setCampaign] = useState('');
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState(player.currency);
  const [formError, setFormError] = useState('');
  const canWrite = permissions.includes('players.write');
  const campaigns = useQuery({
    queryKey: ['grantable-campaigns'],
    enabled: canWrite,
    queryFn: () => api<{ data: Campaign[] }>('GET', '/players/grantable-campaigns'),
  });
  const base = `/players/${player.id}`;
  const why = reason.trim();
  return (
    <section aria-labelledby={`${id}-title`} className="player-actions">
      <h3 id={`${id}-title`}>{t('players.actions')}</h3>
      <ReasonField label={t('players.reason')} value={reason} onValue={setReason} maxLength={500} required />
      {canWrite ? (
        <>
          <div className="actions">
            <StepButton
              disabled={step.busy}
              onClick={() =>
                step.run(`${base}/${player.status.blocked ? 'unblock' : 'block'}`, { reason: why })
              }
            >
              {player.status.blocked ? t('players.unblock') : t('players.block')}
            </StepButton>
          </div>
          <StepForm
            className="actions"
            submit={t('players.exclusion.set')}
            disabled={step.busy}
            onSubmit={() => {
              const limit =
                exclusion === 'selfexclusion' && days.trim() === ''
                  ? { type: exclusion, permanent: true }
                  : { type: exclusion, days: Number(days) };
              step.run(`${base}/exclusion`, { limit, reason: why });
            }}
          >
            <SelectField
              label={t('players.exclusion')}
              value={exclusion}
              onValue={(value) => setExclusion(value as typeof exclusion)}
            >
              <option value="coolingoff">{t('players.exclusion.coolingoff')}</option>
              <option value="selfexclusion">{t('players.exclusion.selfexclusion')}</option>
            </SelectField>
            <Field
              label={t('players.exclusion.days')}
              value={days}
              onValue={setDays}
              inputMode="numeric"
              size={5}
            />
          </StepForm>
          <StepForm
            className="actions"
            submit={t('players.grant')}
            disabled={step.busy}
            onSubmit={() => step.run(`${base}/freebets`, { campaign_id: Number(campaign), reason: why })}
          >
            <SelectField label={t('players.grant.campaign')} value={campaign} onValue={setCampaign} required>
              <option value="">{t('players.grant.choose')}</option>
              {campaigns.data?.data.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name} ({c.kind})
                </option>
              ))}
            </SelectField>
          </StepForm>
          <StepForm
            className="actions"
            submit={t('players.note.add')}
            disabled={step.busy}
            onSubmit={() => {
              step.run(`${base}/notes`, { body: note });
              setNote('');
            }}
          >
            <label>
              {t('players.note')}
              <textarea
                value={note}
                onChange={(e) => setNote(e.target.value)}
                maxLength={2000}
                rows={2}
                required
              />
            </label>
          </StepForm>
        </>
      ) : null}
      {permissions.includes('players.adjust') ? (
        <StepForm
          className="actions"
          submit={t('players.adjust')}
          disabled={step.busy}
          after={
            formError ? (
              <span className="error" role="alert">
                {formError}
              </span>
            ) : null
          }
          onSubmit={() => {
            const known = findCurrency(currency);
            const negative = amount.trim().startsWith('-');
            const minor = known ? parseMajor(amount.trim().replace(/^-/, ''), known) : undefined;
            if (minor === undefined || minor === 0) {
              setFormError(t('players.adjust.invalid'));
              return;
            }
            setFormError('');
            step.run(`${base}/adjustments`, {
              currency,
              amount: negative ? -minor : minor,
              reason: why,
              idempotency_key: crypto.randomUUID(),
            });
          }}
        >
          <Field
            label={t('players.adjust.amount')}
            value={amount}
            onValue={setAmount}
            inputMode="decimal"
            size={10}
            required
          />
          <SelectField label={t('players.adjust.currency')} value={currency} onValue={setCurrency}>
            {[...new Set([player.currency, ...player.balances.map((b) => b.currency)])].map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </SelectField>
        </StepForm>
      ) : null}
      <StepStatus message={step.message} />
    </section>
  );
}
