'use client';

import type { Locale } from '@sportsbook/contracts/locales';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect } from 'react';
import { useStore } from 'zustand';
import { useModals } from '@/features/modals/modal-store';
import { usePageDialogOpen } from '@/shared/ui/page-dialogs';
import { issuedBonusQueryOptions, markBonusSeen } from '../api/issued-bonus';
import { type BonusAlertStore, bonusAlertStore, followBonusAlerts } from '../bonus-alert-store';
import { type IssuedBonus, shownAlert } from '../model/alert-queue';
import styles from './bonus-alert.module.css';
import { BonusAlertCard } from './bonus-alert-card';

/** The card of the first bonus in the queue, once its details have arrived; closing it marks it seen. */
function ShownBonusAlert({ bonus, alerts }: { bonus: IssuedBonus; alerts: BonusAlertStore }) {
  const locale = useLocale() as Locale;
  const details = useQuery(issuedBonusQueryOptions(bonus, locale));
  // Another modal (sign-in, deposit, a page's own dialog ...) keeps the card in the background until it closes
  // (spec part 2 §2).
  const behindStackModal = useModals((state) => state.stack.length > 0);
  const behindPageDialog = usePageDialogOpen();
  const behindModal = behindStackModal || behindPageDialog;
  const seen = useMutation({ mutationFn: markBonusSeen });
  const { mutate } = seen;
  const close = useCallback(() => {
    alerts.dismiss(bonus.id);
    mutate(bonus);
  }, [alerts, bonus, mutate]);

  // A bonus the API no longer answers (withdrawn, another session's player) gives its turn to the next.
  useEffect(() => {
    if (details.isError) alerts.dismiss(bonus.id);
  }, [details.isError, alerts, bonus.id]);

  if (!details.data) return null;
  return <BonusAlertCard content={details.data} hidden={behindModal} onClose={close} />;
}

/**
 * The bonus alert cards of the signed-in player (spec part 2 §2, §4, §6): a card per `bonus_issued`, one at a
 * time in the order they arrived; sign-out closes them all. `follow` is what feeds the queue (tests drive the
 * store themselves).
 */
export function BonusAlertHost({
  alerts = bonusAlertStore,
  follow = followBonusAlerts,
}: {
  alerts?: BonusAlertStore;
  follow?: () => () => void;
}) {
  const t = useTranslations('bonus-alert');
  useEffect(() => follow(), [follow]);
  const bonus = useStore(alerts.store, shownAlert);
  return (
    <section aria-label={t('region')} className={styles.region} aria-live="polite">
      {bonus ? <ShownBonusAlert key={bonus.id} bonus={bonus} alerts={alerts} /> : null}
    </section>
  );
}
