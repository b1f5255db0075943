import type { PlayerProfile } from '@sportsbook/contracts/backoffice-players';
import { findCurrency, parseMajor } from '@sportsbook/domain/money';
import type { StaffPermission } from '@sportsbook/domain/staff-roles';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { api } from './api';
import { useAuditedStep } from './audited-step';
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
      <label>
        {t('players.reason')}
        <input value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} required />
      </label>
      {canWrite ? (
        <>
          <div className="actions">
            <button
              type="button"
              disabled={step.busy}
              onClick={() =>
                step.run(`${base}/${player.status.blocked ? 'unblock' : 'block'}`, { reason: why })
              }
            >
              {player.status.blocked ? t('players.unblock') : t('players.block')}
            </button>
          </div>
          <form
            className="actions"
            onSubmit={(event) => {
              event.preventDefault();
              const limit =
                exclusion === 'selfexclusion' && days.trim() === ''
                  ? { type: exclusion, permanent: true }
                  : { type: exclusion, days: Number(days) };
              step.run(`${base}/exclusion`, { limit, reason: why });
            }}
          >
            <label>
              {t('players.exclusion')}
              <select value={exclusion} onChange={(e) => setExclusion(e.target.value as typeof exclusion)}>
                <option value="coolingoff">{t('players.exclusion.coolingoff')}</option>
                <option value="selfexclusion">{t('players.exclusion.selfexclusion')}</option>
              </select>
            </label>
            <label>
              {t('players.exclusion.days')}
              <input value={days} onChange={(e) => setDays(e.target.value)} inputMode="numeric" size={5} />
            </label>
            <button type="submit" disabled={step.busy}>
              {t('players.exclusion.set')}
            </button>
          </form>
          <form
            className="actions"
            onSubmit={(event) => {
              event.preventDefault();
              step.run(`${base}/freebets`, { campaign_id: Number(campaign), reason: why });
            }}
          >
            <label>
              {t('players.grant.campaign')}
              <select value={campaign} onChange={(e) => setCampaign(e.target.value)} required>
                <option value="">{t('players.grant.choose')}</option>
                {campaigns.data?.data.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name} ({c.kind})
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" disabled={step.busy}>
              {t('players.grant')}
            </button>
          </form>
          <form
            className="actions"
            onSubmit={(event) => {
              event.preventDefault();
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
            <button type="submit" disabled={step.busy}>
              {t('players.note.add')}
            </button>
          </form>
        </>
      ) : null}
      {permissions.includes('players.adjust') ? (
        <form
          className="actions"
          onSubmit={(event) => {
            event.preventDefault();
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
          <label>
            {t('players.adjust.amount')}
            <input
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              inputMode="decimal"
              size={10}
              required
            />
          </label>
          <label>
            {t('players.adjust.currency')}
            <select value={currency} onChange={(e) => setCurrency(e.target.value)}>
              {[...new Set([player.currency, ...player.balances.map((b) => b.currency)])].map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" disabled={step.busy}>
            {t('players.adjust')}
          </button>
          {formError ? (
            <span className="error" role="alert">
              {formError}
            </span>
          ) : null}
        </form>
      ) : null}
      <p role="status" className={step.message?.ok === false ? 'error' : 'ok'}>
        {step.message?.text ?? ''}
      </p>
    </section>
  );
}
