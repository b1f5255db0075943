import type { Metadata } from 'next';
import { PlaceholderPage, placeholderMetadata } from '../../../_components/placeholder-page';

export function generateMetadata({
  params,
}: PageProps<'/[locale]/profile/wallet/deposit'>): Promise<Metadata> {
  return placeholderMetadata('deposit', params);
}

export default function DepositPage({ params }: PageProps<'/[locale]/profile/wallet/deposit'>) {
  return <PlaceholderPage pageKey="deposit" params={params} />;
}
