import type { Metadata } from 'next';
import { PlaceholderPage, placeholderMetadata } from '../_components/placeholder-page';

export function generateMetadata({ params }: PageProps<'/[locale]/bets-history'>): Promise<Metadata> {
  return placeholderMetadata('bets-history', params);
}

export default function BetsHistoryPage({ params }: PageProps<'/[locale]/bets-history'>) {
  return <PlaceholderPage pageKey="bets-history" params={params} />;
}
