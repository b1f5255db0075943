'use client';

import type { Withdrawal } from '@sportsbook/contracts/wallet';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useId, useRef, useState } from 'react';
import { activeAccount, useAuth } from '@/features/account/auth-store';
import { refreshAccounts } from '@/features/account/session';
import { cancelWithdrawal, requestWithdrawal, useWithdrawals } from '@/features/wallet/api/withdrawals';
import { isApiError } from '@/shared/api/api-client';
import { readAgain } from '@/shared/api/query-client';
import { currencyOf, formatMoney, parseAmount } from '@/shared/money/money-format';
import { Button } from '@/shared/ui/button';
import { FormMessage, formStyles, TextField } from '@/shared/ui/form-fields';
import styles from './wallet.module.css';

type Notice = { tone: 'success' | 'danger'; text: string } | null;

/** The withdrawal form and the player's withdrawals; a pending one can be cancelled. */
export function WithdrawalsPanel() {
  const t = useTranslations('wallet.withdrawals');
  const locale = useLocale();
  const id = useId();
  const queryClient = useQueryClient();
  const playerId = useAuth((state) => (state.status === 'logged_in' ? state.player.id : null));
  const currency = useAuth((state) => activeAccount(state)?.currency ?? state.player.currency ?? 'EUR');
  const query = useWithdrawals(playerId);
  const [amountText, setAmountText] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  // One key per intended withdrawal: a retry after a lost answer must not debit twice.
  const attempt = useRef<{ amount: number; key: string } | null>(null);

  if (playerId === null) return null;
  const money = (minor: number, code = currency) => formatMoney(minor, code, locale);

  async function afterChange() {
    await Promise.all([
      refreshAccounts(),
      readAgain(queryClient, ['wallet', 'withdrawals']),
      readAgain(queryClient, ['wallet', 'transactions']),
    ]);
  }

  async function run(action: () => Promise<string>) {
    setBusy(true);
    setNotice(null);
    try {
      setNotice({ tone: 'success', text: await action() });
      await afterChange();
    } catch (failure) {
      const details = isApiError(failure)
        ? (failure.details as { withdrawable?: unknown } | undefined)
        : undefined;
      const withdrawable = details?.withdrawable;
      setNotice({
        tone: 'danger',
        text:
          typeof withdrawable === 'number' ? t('insufficient', { amount: money(withdrawable) }) : t('failed'),
      });
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const amount = parseAmount(amountText, currency);
    setFieldError(amount ? undefined : t('amount-invalid'));
    if (!amount) return;
    if (attempt.current?.amount !== amount) attempt.current = { amount, key: `wd-${crypto.randomUUID()}` };
    const key = attempt.current.key;
    const method = currencyOf(currency).fiat ? 'card' : 'crypto';
    void run(async () => {
      const answer = await requestWithdrawal({ amount, currency, method, idempotencyKey: key });
      attempt.current = null;
      setAmountText('');
      return t('requested', { amount: money(answer.withdrawal.amount, answer.withdrawal.currency) });
    });
  }

  function cancel(withdrawal: Withdrawal) {
    void run(async () => {
      await cancelWithdrawal(withdrawal.id);
      return t('cancelled', { amount: money(withdrawal.amount, withdrawal.currency) });
    });
  }

  const items = query.data?.items ?? [];
  return (
    <section className={styles.withdrawals} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('title')}</h2>
      <p>{t('intro')}</p>
      <form className={formStyles.form} noValidate onSubmit={submit} aria-busy={busy}>
        <TextField
          id={`${id}-amount`}
          label={t('amount', { currency })}
          inputMode="decimal"
          autoComplete="off"
          value={amountText}
          onChange={(event) => setAmountText(event.target.value)}
          error={fieldError}
        />
        <div className={formStyles.actions}>
          <Button type="submit" disabled={busy}>
            {t('submit')}
          </Button>
        </div>
      </form>
      <div aria-live="polite">
        {notice ? <FormMessage tone={notice.tone}>{notice.text}</FormMessage> : null}
      </div>
      {items.length > 0 ? (
        <ul className={styles.withdrawalList} aria-label={t('list')}>
          {items.map((item) => (
            <li key={item.id} className={styles.withdrawalItem}>
              <span>{money(item.amount, item.currency)}</span>
              <span>{t(`status.${item.status}`)}</span>
              {item.status === 'pending' ? (
                <Button variant="secondary" small disabled={busy} onClick={() => cancel(item)}>
                  {t('cancel')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
