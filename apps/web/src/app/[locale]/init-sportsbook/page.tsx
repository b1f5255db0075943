import type { Metadata } from 'next';
import { PlaceholderPage, placeholderMetadata } from '@/app/[locale]/_components/placeholder-page';

export function generateMetadata({ params }: PageProps<'/[locale]/init-sportsbook'>): Promise<Metadata> {
  return placeholderMetadata('init-sportsbook', params);
}

export default function InitSportsbookPage({ params }: PageProps<'/[locale]/init-sportsbook'>) {
  return <PlaceholderPage pageKey="init-sportsbook" params={params} />;
}
