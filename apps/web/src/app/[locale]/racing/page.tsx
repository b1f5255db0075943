import type { Metadata } from 'next';
import { placeholderMetadata } from '@/app/[locale]/_components/placeholder-page';
import { ProductPage } from '@/app/[locale]/_components/product-page';

export function generateMetadata({ params }: PageProps<'/[locale]/racing'>): Promise<Metadata> {
  return placeholderMetadata('racing', params);
}

export default function RacingPage({ params }: PageProps<'/[locale]/racing'>) {
  return <ProductPage pageKey="racing" params={params} />;
}
