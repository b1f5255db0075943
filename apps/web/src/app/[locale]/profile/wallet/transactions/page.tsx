import type { Metadata } from 'next';
import { AccountPage } from '@/app/[locale]/_components/account-page';
import { placeholderMetadata } from '@/app/[locale]/_components/placeholder-page';
import { TransactionsView } from '@/features/wallet/components/transactions-view';
import { WithdrawalsPanel } from '@/features/wallet/components/withdrawals-panel';

export function generateMetadata({
  params,
}: PageProps<'/[locale]/profile/wallet/transactions'>): Promise<Metadata> {
  return placeholderMetadata('transactions', params);
}

export default function TransactionsPage({ params }: PageProps<'/[locale]/profile/wallet/transactions'>) {
  return (
    <AccountPage pageKey="transactions" params={params}>
      <WithdrawalsPanel />
      <TransactionsView />
    </AccountPage>
  );
}
