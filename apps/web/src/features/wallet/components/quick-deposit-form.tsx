'use client';

import type { DepositResponse } from '@sportsbook/contracts/wallet';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { activeAccount, useAuth } from '@/features/account/auth-store';
import { hasStatus, SPI_TEST_STATUS } from '@/features/account/player';
import { modalStore } from '@/features/modals/modal-store';
import { newIdempotencyKey, quickDeposit, testQuickDeposit } from '@/features/wallet/api/quick-deposit';
import { quickDepositPresets } from '@/features/wallet/quick-deposit-presets';
import { isApiError } from '@/shared/api/api-client';
import { formatMoney, parseAmount } from '@/shared/money/money-format';
import { Button } from '@/shared/ui/button';
import { FormMessage, formStyles, TextField } from '@/shared/ui/form-fields';
import { applyDepositOutcome } from './deposit-outcome';
import { useDepositErrorText } from './use-deposit-error-text';
import styles from './wallet.module.css';

/** Quick deposit (the last method used), and the test quick deposit for spi_test players (spec part 1 §6). */
export function QuickDepositForm({ onDone }: { onDone: () => void }) {
  const t = useTranslations('wallet');
  const locale = useLocale();
  const errorText = useDepositErrorText();
  const id = useId();
  const currency = useAuth((state) => activeAccount(state)?.currency ?? state.player.currency ?? 'EUR');
  const isTester = useAuth((state) => hasStatus(state.player, SPI_TEST_STATUS));
  const presets = useMemo(() => quickDepositPresets(currency), [currency]);
  const [chosen, setChosen] = useState<number | null>(presets[1] ?? null);
  const [custom, setCustom] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per intended deposit: a retry after a lost answer must not pay twice.
  const attempt = useRef<{ amount: number; key: string } | null>(null);

  const resultText = (result: 'success' | 'error' | 'pending') => t(`result.${result}`);
  // A paid deposit says how much came in ("€20.00 added to your balance."), the others what happens next.
  const outcomeText = (answer: DepositResponse) =>
    answer.result === 'success'
      ? t('result.added', { amount: formatMoney(answer.payment.amount, answer.payment.currency, locale) })
      : resultText(answer.result);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      if (isApiError(failure) && failure.code === 'profile_incomplete') {
        modalStore.replace('quickDeposit', 'missedAuthFields', { next: 'quickDeposit' });
        return;
      }
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const amount = custom.trim() ? parseAmount(custom, currency) : chosen;
    setFieldError(amount ? undefined : t('errors.amount'));
    if (!amount) return;
    if (attempt.current?.amount !== amount) attempt.current = { amount, key: newIdempotencyKey() };
    const key = attempt.current.key;
    void run(async () => {
      const answer = await quickDeposit({ amount, currency, idempotencyKey: key });
      attempt.current = null;
      if (answer.result === 'error') {
        setError(resultText('error'));
        return;
      }
      applyDepositOutcome(answer, outcomeText(answer));
      onDone();
    });
  }

  function testDeposit() {
    void run(async () => {
      const answer = await testQuickDeposit();
      applyDepositOutcome(answer, outcomeText(answer));
      onDone();
    });
  }

  return (
    <form className={formStyles.form} noValidate onSubmit={submit} aria-busy={busy}>
      <p>{t('quick-deposit-intro')}</p>
      {error ? <FormMessage tone="danger">{error}</FormMessage> : null}
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.label}>{t('choose-amount')}</legend>
        <div className={styles.presets}>
          {presets.map((amount) => (
            <Button
              key={amount}
              variant="secondary"
              small
              className={styles.preset}
              aria-pressed={chosen === amount && !custom.trim()}
              onClick={() => {
                setChosen(amount);
                setCustom('');
              }}
            >
              {formatMoney(amount, currency, locale)}
            </Button>
          ))}
        </div>
      </fieldset>
      <TextField
        id={`${id}-amount`}
        label={t('other-amount', { currency })}
        inputMode="decimal"
        autoComplete="off"
        value={custom}
        onChange={(event) => setCustom(event.target.value)}
        error={fieldError}
      />
      <div className={formStyles.actions}>
        <Button type="submit" disabled={busy} data-autofocus>
          {t('quick-deposit')}
        </Button>
        {isTester ? (
          <Button variant="secondary" disabled={busy} onClick={testDeposit}>
            {t('test-deposit')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
