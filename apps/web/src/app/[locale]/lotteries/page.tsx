import type { Metadata } from 'next';
import { placeholderMetadata } from '@/app/[locale]/_components/placeholder-page';
import { ProductPage } from '@/app/[locale]/_components/product-page';

export function generateMetadata({ params }: PageProps<'/[locale]/lotteries'>): Promise<Metadata> {
  return placeholderMetadata('lotteries', params);
}

export default function LotteriesPage({ params }: PageProps<'/[locale]/lotteries'>) {
  return <ProductPage pageKey="lotteries" params={params} />;
}
