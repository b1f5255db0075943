import type { Metadata } from 'next';
import { PlaceholderPage, placeholderMetadata } from '@/app/[locale]/_components/placeholder-page';

export function generateMetadata({ params }: PageProps<'/[locale]/lotteries'>): Promise<Metadata> {
  return placeholderMetadata('lotteries', params);
}

export default function LotteriesPage({ params }: PageProps<'/[locale]/lotteries'>) {
  return <PlaceholderPage pageKey="lotteries" params={params} />;
}
