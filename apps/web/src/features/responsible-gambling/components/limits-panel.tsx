'use client';

import type { Limit, SetLimitRequest } from '@sportsbook/contracts/limits';
import { DEFAULT_LIMIT_COOLING_SECONDS } from '@sportsbook/domain/limit-cooling';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { activeAccount, useAuth } from '@/features/account/auth-store';
import { endSessionLocally } from '@/features/account/session';
import { showAlert } from '@/features/modals/alert-store';
import { openModal } from '@/features/modals/modal-store';
import {
  changeLimit,
  confirmLimit,
  limitsQueryKey,
  removeLimit,
  setLimit,
  useLimits,
} from '@/features/responsible-gambling/api/limits';
import { formatCoolingPeriod } from '@/features/responsible-gambling/durations';
import { limitCards } from '@/features/responsible-gambling/limit-cards';
import { readAgain } from '@/shared/api/query-client';
import { Button } from '@/shared/ui/button';
import { FormMessage } from '@/shared/ui/form-fields';
import { LimitCard } from './limit-card';
import { LimitForm } from './limit-form';
import styles from './limits.module.css';
import { useLimitErrorText } from './use-limit-error-text';

/**
 * The responsible-gambling page: one card per limit type with its values in force and waiting changes, and the
 * form to set new ones. The cooling period of a looser change is the operator's (GET /limits says how long).
 */
export function LimitsPanel() {
  const t = useTranslations('limits');
  const locale = useLocale();
  const tAccount = useTranslations('account');
  const errorText = useLimitErrorText();
  const queryClient = useQueryClient();
  const status = useAuth((state) => state.status);
  const playerId = useAuth((state) => state.player.id);
  const currency = useAuth((state) => activeAccount(state)?.currency ?? state.player.currency ?? 'EUR');
  const limits = useLimits(status === 'logged_in' ? playerId : null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => Promise<Limit>, done: (limit: Limit) => string): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      const limit = await action();
      showAlert('success', done(limit));
      await readAgain(queryClient, limitsQueryKey(playerId));
      return true;
    } catch (failure) {
      setError(errorText(failure));
      return false;
    } finally {
      setBusy(false);
    }
  }

  const coolingSeconds = limits.data?.cooling_period_seconds ?? DEFAULT_LIMIT_COOLING_SECONDS;
  const cooling = formatCoolingPeriod(coolingSeconds, locale);
  const pendingOrSaved = (limit: Limit) =>
    limit.status === 'unconfirmed' || limit.status === 'unconfirmed_disabled'
      ? t('pending', { period: cooling })
      : t('saved');

  async function set(request: SetLimitRequest): Promise<boolean> {
    const ok = await run(() => setLimit(request), pendingOrSaved);
    // Exclusions end every session at once: this tab follows.
    if (ok && (request.type === 'selfexclusion' || request.type === 'coolingoff')) {
      endSessionLocally();
      showAlert('info', t('excluded-signed-out'));
    }
    return ok;
  }

  if (status === 'unknown' || status === 'pending') return <p role="status">{t('loading')}</p>;
  if (status === 'not_logged_in') {
    return (
      <div>
        <p>{tAccount('sign-in-required')}</p>
        <Button onClick={() => openModal('signIn')}>{tAccount('sign-in')}</Button>
      </div>
    );
  }
  const actions = {
    change: async (limit: Limit, value: number) => {
      await run(() => changeLimit(limit.id, value), pendingOrSaved);
    },
    confirm: async (limit: Limit) => {
      await run(
        () => confirmLimit(limit.id),
        () => t('confirmed'),
      );
    },
    remove: async (limit: Limit) => {
      await run(() => removeLimit(limit.id), pendingOrSaved);
    },
  };
  return (
    <div className={styles.panel}>
      <p className={styles.intro}>{t('intro', { period: cooling })}</p>
      {error ? <FormMessage tone="danger">{error}</FormMessage> : null}
      <section className={styles.section} aria-labelledby="limits-current">
        <h2 id="limits-current" className={styles.heading}>
          {t('current')}
        </h2>
        {limits.isError ? <FormMessage tone="danger">{t('errors.load')}</FormMessage> : null}
        {limits.data && limits.data.limits.length === 0 ? <p>{t('none')}</p> : null}
        {limits.data && limits.data.limits.length > 0 ? (
          <ul className={styles.list}>
            {limitCards(limits.data.limits).map((card) => (
              <LimitCard
                key={card.type}
                card={card}
                coolingSeconds={coolingSeconds}
                actions={actions}
                busy={busy}
              />
            ))}
          </ul>
        ) : null}
      </section>
      <section className={styles.section} aria-labelledby="limits-set">
        <h2 id="limits-set" className={styles.heading}>
          {t('set-title')}
        </h2>
        <div className={styles.form}>
          <LimitForm currency={currency} busy={busy} onSubmit={set} />
        </div>
      </section>
    </div>
  );
}
