'use client';

import type { Limit } from '@sportsbook/contracts/limits';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import {
  changedValueFrom,
  isChangeable,
  isConfirmable,
  isRemovable,
} from '@/features/responsible-gambling/limit-drafts';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/form-fields';
import { formatLimitValue } from './limit-value';
import styles from './limits.module.css';

export interface LimitActions {
  change(limit: Limit, value: number): Promise<void>;
  confirm(limit: Limit): Promise<void>;
  remove(limit: Limit): Promise<void>;
}

function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** One limit: what it is, its status, how much of it is used, and what the player may do with it. */
export function LimitItem({ limit, actions, busy }: { limit: Limit; actions: LimitActions; busy: boolean }) {
  const t = useTranslations('limits');
  const locale = useLocale();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const value = formatLimitValue(limit, locale) ?? t('permanent-value');
  const used = limit.used !== null ? formatLimitValue({ ...limit, value: limit.used }, locale) : null;
  const name = t(`types.${limit.type}`);
  const periodText = limit.period ? t(`periods.${limit.period}`) : null;

  async function save() {
    const next = changedValueFrom(limit, text);
    setError(next === undefined ? t('errors.value') : undefined);
    if (next === undefined) return;
    await actions.change(limit, next);
    setEditing(false);
    setText('');
  }

  return (
    <li className={styles.limit}>
      <div className={styles.limitHead}>
        <span className={styles.limitName}>
          {name}
          {periodText ? ` · ${periodText}` : ''}
        </span>
        <span className={styles.status} data-in-force={limit.in_force}>
          {t(`statuses.${limit.status}`)}
        </span>
      </div>
      <span className={styles.value}>{value}</span>
      {used !== null ? <span className={styles.meta}>{t('used', { used, value })}</span> : null}
      {limit.effective_at && limit.status !== 'active' ? (
        <span className={styles.meta}>
          {t('effective-at', { date: formatDate(limit.effective_at, locale) })}
        </span>
      ) : null}
      {limit.ends_at ? (
        <span className={styles.meta}>{t('ends-at', { date: formatDate(limit.ends_at, locale) })}</span>
      ) : null}
      {editing ? (
        <div className={styles.actions}>
          <TextField
            id={`${id}-value`}
            label={t('change-label', { name })}
            inputMode={limit.unit === 'minor' ? 'decimal' : 'numeric'}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={error}
            hint={limit.unit === 'minor' ? (limit.currency ?? undefined) : t(`units.${limit.unit}`)}
          />
          <Button small disabled={busy} onClick={() => void save()}>
            {t('save')}
          </Button>
          <Button small variant="secondary" onClick={() => setEditing(false)}>
            {t('cancel')}
          </Button>
        </div>
      ) : (
        <div className={styles.actions}>
          {isChangeable(limit) ? (
            <Button small variant="secondary" disabled={busy} onClick={() => setEditing(true)}>
              {t('change')}
            </Button>
          ) : null}
          {isConfirmable(limit) ? (
            <Button small disabled={busy} onClick={() => void actions.confirm(limit)}>
              {t('confirm')}
            </Button>
          ) : null}
          {isRemovable(limit) ? (
            <Button small variant="secondary" disabled={busy} onClick={() => void actions.remove(limit)}>
              {limit.status === 'active' ? t('remove') : t('cancel-change')}
            </Button>
          ) : null}
        </div>
      )}
    </li>
  );
}
