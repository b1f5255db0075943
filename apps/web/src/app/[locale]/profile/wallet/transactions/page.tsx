import type { Metadata } from 'next';
import { PlaceholderPage, placeholderMetadata } from '../../../_components/placeholder-page';

export function generateMetadata({
  params,
}: PageProps<'/[locale]/profile/wallet/transactions'>): Promise<Metadata> {
  return placeholderMetadata('transactions', params);
}

export default function TransactionsPage({ params }: PageProps<'/[locale]/profile/wallet/transactions'>) {
  return <PlaceholderPage pageKey="transactions" params={params} />;
}
