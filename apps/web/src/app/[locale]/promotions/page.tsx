import type { Metadata } from 'next';
import { PlaceholderPage, placeholderMetadata } from '@/app/[locale]/_components/placeholder-page';

export function generateMetadata({ params }: PageProps<'/[locale]/promotions'>): Promise<Metadata> {
  return placeholderMetadata('promotions', params);
}

export default function PromotionsPage({ params }: PageProps<'/[locale]/promotions'>) {
  return <PlaceholderPage pageKey="promotions" params={params} />;
}
