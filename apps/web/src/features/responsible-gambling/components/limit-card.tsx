'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { formatCoolingPeriod } from '@/features/responsible-gambling/durations';
import { type LimitCardView, PAIRED_LIMIT_TYPES } from '@/features/responsible-gambling/limit-cards';
import { type LimitActions, LimitCurrent } from './limit-current';
import { LimitWaiting } from './limit-waiting';
import styles from './limits.module.css';

const EXCLUSIONS = new Set(['selfexclusion', 'coolingoff']);

/**
 * One card per limit type: what it counts (and, for the session and time pairs, how it differs from its twin),
 * how a change applies with the operator's cooling period, then each slot's value in force and waiting change.
 */
export function LimitCard({
  card,
  coolingSeconds,
  actions,
  busy,
}: {
  card: LimitCardView;
  coolingSeconds: number;
  actions: LimitActions;
  busy: boolean;
}) {
  const t = useTranslations('limits');
  const locale = useLocale();
  const headingId = useId();
  const paired = PAIRED_LIMIT_TYPES[card.type] !== undefined;
  return (
    <li className={styles.limit} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.limitName}>
        {t(`types.${card.type}`)}
      </h3>
      <p className={styles.meta}>
        {t(`hints.${card.type}`)}
        {paired ? ` ${t(`explain.${card.type as 'session'}`)}` : ''}
      </p>
      {EXCLUSIONS.has(card.type) ? null : (
        <p className={styles.meta}>
          {t('card.cooling', { period: formatCoolingPeriod(coolingSeconds, locale) })}
        </p>
      )}
      {card.slots.map((slot) => {
        const sample = slot.current ?? slot.waiting;
        const label = sample?.period ? t(`periods.${sample.period}`) : t(`types.${card.type}`);
        return (
          <section key={slot.key} className={styles.slot} aria-label={label}>
            {sample?.period ? <span className={styles.slotName}>{label}</span> : null}
            {slot.current ? <LimitCurrent limit={slot.current} actions={actions} busy={busy} /> : null}
            {slot.waiting ? <LimitWaiting limit={slot.waiting} actions={actions} busy={busy} /> : null}
          </section>
        );
      })}
    </li>
  );
}
