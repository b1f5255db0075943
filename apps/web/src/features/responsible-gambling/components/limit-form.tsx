'use client';

import {
  LIMIT_TYPES,
  type LimitPeriod,
  type LimitType,
  type SetLimitRequest,
} from '@sportsbook/contracts/limits';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import {
  LIMIT_RANGES,
  LIMIT_SHAPES,
  type LimitDraft,
  limitRequestFrom,
} from '@/features/responsible-gambling/limit-drafts';
import { Button } from '@/shared/ui/button';
import { FormMessage, formStyles, SelectField, TextField } from '@/shared/ui/form-fields';

const PERIODS: readonly LimitPeriod[] = ['day', 'week', 'month'];

/** Sets a limit of any type (spec part 1 §3): the fields follow the type's shape. */
export function LimitForm({
  currency,
  busy,
  onSubmit,
}: {
  currency: string;
  busy: boolean;
  onSubmit: (request: SetLimitRequest) => Promise<boolean>;
}) {
  const t = useTranslations('limits');
  const id = useId();
  const [draft, setDraft] = useState<LimitDraft>({
    type: 'deposit',
    period: 'day',
    amount: '',
    count: '',
    permanent: false,
  });
  const [error, setError] = useState<{ field: 'amount' | 'count'; text: string } | null>(null);
  const shape = LIMIT_SHAPES[draft.type];
  const range = LIMIT_RANGES[draft.type];
  const update = (changes: Partial<LimitDraft>) => setDraft((current) => ({ ...current, ...changes }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = limitRequestFrom(draft, currency);
    if (!result.ok) {
      setError({
        field: result.field,
        text:
          result.field === 'amount'
            ? t('errors.amount')
            : result.range
              ? t('errors.count-range', { min: result.range.min, max: result.range.max })
              : t('errors.count'),
      });
      return;
    }
    setError(null);
    if (await onSubmit(result.request)) update({ amount: '', count: '', permanent: false });
  }

  const countUnit = shape === 'days' || shape === 'exclusion' ? t('units.days') : t('units.minutes');
  return (
    <form className={formStyles.form} noValidate onSubmit={submit} aria-busy={busy}>
      <SelectField
        id={`${id}-type`}
        label={t('type')}
        value={draft.type}
        onChange={(event) => {
          update({ type: event.target.value as LimitType });
          setError(null);
        }}
        options={LIMIT_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        hint={t(`hints.${draft.type}`)}
      />
      {shape === 'money-period' || shape === 'minutes-period' ? (
        <SelectField
          id={`${id}-period`}
          label={t('period')}
          value={draft.period}
          onChange={(event) => update({ period: event.target.value as LimitPeriod })}
          options={PERIODS.map((period) => ({ value: period, label: t(`periods.${period}`) }))}
        />
      ) : null}
      {shape === 'money-period' || shape === 'money' ? (
        <TextField
          id={`${id}-amount`}
          label={t('amount', { currency })}
          inputMode="decimal"
          autoComplete="off"
          value={draft.amount}
          onChange={(event) => update({ amount: event.target.value })}
          error={error?.field === 'amount' ? error.text : undefined}
        />
      ) : null}
      {shape === 'exclusion' ? (
        <label className={formStyles.check} htmlFor={`${id}-permanent`}>
          <input
            id={`${id}-permanent`}
            type="checkbox"
            checked={draft.permanent}
            onChange={(event) => update({ permanent: event.target.checked })}
          />
          <span>{t('permanent')}</span>
        </label>
      ) : null}
      {shape !== 'money-period' && shape !== 'money' && !(shape === 'exclusion' && draft.permanent) ? (
        <TextField
          id={`${id}-count`}
          label={countUnit}
          inputMode="numeric"
          autoComplete="off"
          value={draft.count}
          onChange={(event) => update({ count: event.target.value })}
          hint={range ? t('range', { min: range.min, max: range.max }) : undefined}
          error={error?.field === 'count' ? error.text : undefined}
        />
      ) : null}
      {shape === 'exclusion' || shape === 'days' ? (
        <FormMessage tone="warning">{t('exclusion-warning')}</FormMessage>
      ) : null}
      <Button type="submit" disabled={busy}>
        {t('submit')}
      </Button>
    </form>
  );
}
