'use client';

import type { Limit } from '@sportsbook/contracts/limits';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { changedValueFrom, isChangeable, isRemovable } from '@/features/responsible-gambling/limit-drafts';
import { useIsDue } from '@/features/responsible-gambling/use-due';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/form-fields';
import { formatLimitDate, formatLimitValue } from './limit-value';
import styles from './limits.module.css';

export interface LimitActions {
  change(limit: Limit, value: number): Promise<void>;
  confirm(limit: Limit): Promise<void>;
  remove(limit: Limit): Promise<void>;
}

/** The limit in force in one slot: value, status, use, and change / remove (or confirm a due removal). */
export function LimitCurrent({
  limit,
  actions,
  busy,
}: {
  limit: Limit;
  actions: LimitActions;
  busy: boolean;
}) {
  const t = useTranslations('limits');
  const locale = useLocale();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const removing = limit.status === 'unconfirmed_disabled';
  const due = useIsDue(removing ? limit.effective_at : null);
  const value = formatLimitValue(limit, locale) ?? t('permanent-value');
  const used = limit.used !== null ? formatLimitValue({ ...limit, value: limit.used }, locale) : null;
  const name = t(`types.${limit.type}`);

  async function save() {
    const next = changedValueFrom(limit, text);
    setError(next === undefined ? t('errors.value') : undefined);
    if (next === undefined) return;
    await actions.change(limit, next);
    setEditing(false);
    setText('');
  }

  return (
    <>
      <div className={styles.limitHead}>
        <span className={styles.value}>{value}</span>
        <span className={styles.status} data-in-force={limit.in_force}>
          {t(`statuses.${limit.status}`)}
        </span>
      </div>
      {used !== null ? <span className={styles.meta}>{t('used', { used, value })}</span> : null}
      {limit.effective_at && limit.status !== 'active' ? (
        <span className={styles.meta}>
          {due ? t('card.due') : t('effective-at', { date: formatLimitDate(limit.effective_at, locale) })}
        </span>
      ) : null}
      {limit.ends_at ? (
        <span className={styles.meta}>{t('ends-at', { date: formatLimitDate(limit.ends_at, locale) })}</span>
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
          {removing && due ? (
            <Button small disabled={busy} onClick={() => void actions.confirm(limit)}>
              {t('confirm')}
            </Button>
          ) : null}
          {isRemovable(limit) ? (
            <Button small variant="secondary" disabled={busy} onClick={() => void actions.remove(limit)}>
              {t('remove')}
            </Button>
          ) : null}
        </div>
      )}
    </>
  );
}
