import type { Metadata } from 'next';
import { PlaceholderPage, placeholderMetadata } from '../_components/placeholder-page';

export function generateMetadata({ params }: PageProps<'/[locale]/live'>): Promise<Metadata> {
  return placeholderMetadata('live', params);
}

export default function LivePage({ params }: PageProps<'/[locale]/live'>) {
  return <PlaceholderPage pageKey="live" params={params} />;
}
