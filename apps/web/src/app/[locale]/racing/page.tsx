import type { Metadata } from 'next';
import { PlaceholderPage, placeholderMetadata } from '@/app/[locale]/_components/placeholder-page';

export function generateMetadata({ params }: PageProps<'/[locale]/racing'>): Promise<Metadata> {
  return placeholderMetadata('racing', params);
}

export default function RacingPage({ params }: PageProps<'/[locale]/racing'>) {
  return <PlaceholderPage pageKey="racing" params={params} />;
}
