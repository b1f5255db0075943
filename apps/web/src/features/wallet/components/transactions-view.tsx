'use client';

import type { WalletTransaction } from '@sportsbook/contracts/wallet';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useAuth } from '@/features/account/auth-store';
import { openModal } from '@/features/modals/modal-store';
import { TRANSACTIONS_PAGE_SIZE, useTransactions } from '@/features/wallet/api/get-transactions';
import { formatMoney } from '@/shared/money/money-format';
import { Button } from '@/shared/ui/button';
import { FormMessage } from '@/shared/ui/form-fields';
import styles from './wallet.module.css';

function Row({ item, locale, kind }: { item: WalletTransaction; locale: string; kind: string }) {
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(item.created_at),
  );
  const amount = formatMoney(item.amount, item.currency, locale);
  return (
    <tr>
      <td>
        <time dateTime={item.created_at}>{when}</time>
      </td>
      <td>{kind}</td>
      <td className={`${styles.number} ${item.amount > 0 ? styles.credit : ''}`}>
        {item.amount > 0 ? `+${amount}` : amount}
      </td>
      <td className={`${styles.number} ${styles.hideOnPhone}`}>
        {formatMoney(item.balance_after, item.currency, locale)}
      </td>
    </tr>
  );
}

/** The player's account history, newest first, a page at a time. */
export function TransactionsView() {
  const t = useTranslations('wallet');
  const tAccount = useTranslations('account');
  const locale = useLocale();
  const status = useAuth((state) => state.status);
  const playerId = useAuth((state) => state.player.id);
  const [page, setPage] = useState(1);
  const query = useTransactions(status === 'logged_in' ? playerId : null, page);

  if (status === 'unknown' || status === 'pending') return <p role="status">{t('transactions.loading')}</p>;
  if (status === 'not_logged_in') {
    return (
      <div>
        <p>{tAccount('sign-in-required')}</p>
        <Button onClick={() => openModal('signIn')}>{tAccount('sign-in')}</Button>
      </div>
    );
  }
  if (query.isError) return <FormMessage tone="danger">{t('transactions.failed')}</FormMessage>;
  if (!query.data) return <p role="status">{t('transactions.loading')}</p>;
  const { items, total } = query.data;
  if (total === 0) return <p>{t('transactions.empty')}</p>;
  const pages = Math.max(1, Math.ceil(total / TRANSACTIONS_PAGE_SIZE));
  return (
    <div>
      <table className={styles.table}>
        <caption>{t('transactions.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('transactions.date')}</th>
            <th scope="col">{t('transactions.type')}</th>
            <th scope="col" className={styles.number}>
              {t('transactions.amount')}
            </th>
            <th scope="col" className={`${styles.number} ${styles.hideOnPhone}`}>
              {t('transactions.balance-after')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <Row key={item.id} item={item} locale={locale} kind={t(`kinds.${item.kind}`)} />
          ))}
        </tbody>
      </table>
      {pages > 1 ? (
        <nav className={styles.pager} aria-label={t('transactions.pages')}>
          <Button variant="secondary" small disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('transactions.previous')}
          </Button>
          <span>{t('transactions.page', { page, pages })}</span>
          <Button variant="secondary" small disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('transactions.next')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
