import type { Metadata } from 'next';
import { PlaceholderPage, placeholderMetadata } from '@/app/[locale]/_components/placeholder-page';

export function generateMetadata({ params }: PageProps<'/[locale]/premium-cricket'>): Promise<Metadata> {
  return placeholderMetadata('premium-cricket', params);
}

export default function PremiumCricketPage({ params }: PageProps<'/[locale]/premium-cricket'>) {
  return <PlaceholderPage pageKey="premium-cricket" params={params} />;
}
