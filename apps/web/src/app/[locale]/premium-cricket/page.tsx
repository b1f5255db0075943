import type { Metadata } from 'next';
import { placeholderMetadata } from '@/app/[locale]/_components/placeholder-page';
import { ProductPage } from '@/app/[locale]/_components/product-page';

export function generateMetadata({ params }: PageProps<'/[locale]/premium-cricket'>): Promise<Metadata> {
  return placeholderMetadata('premium-cricket', params);
}

export default function PremiumCricketPage({ params }: PageProps<'/[locale]/premium-cricket'>) {
  return <ProductPage pageKey="premium-cricket" params={params} />;
}
