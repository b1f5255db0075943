import type { Metadata } from 'next';
import { PlaceholderPage, placeholderMetadata } from './_components/placeholder-page';

export function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  return placeholderMetadata('sports', params);
}

export default function SportsPage({ params }: PageProps<'/[locale]'>) {
  return <PlaceholderPage pageKey="sports" params={params} />;
}
