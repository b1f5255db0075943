import type { Metadata } from 'next';
import { TransactionsView } from '../../../../../features/wallet/components/transactions-view';
import { AccountPage } from '../../../_components/account-page';
import { placeholderMetadata } from '../../../_components/placeholder-page';

export function generateMetadata({
  params,
}: PageProps<'/[locale]/profile/wallet/transactions'>): Promise<Metadata> {
  return placeholderMetadata('transactions', params);
}

export default function TransactionsPage({ params }: PageProps<'/[locale]/profile/wallet/transactions'>) {
  return (
    <AccountPage pageKey="transactions" params={params}>
      <TransactionsView />
    </AccountPage>
  );
}
