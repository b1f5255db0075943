import type { Metadata } from 'next';
import { PlaceholderPage, placeholderMetadata } from '../_components/placeholder-page';

export function generateMetadata({ params }: PageProps<'/[locale]/results'>): Promise<Metadata> {
  return placeholderMetadata('results', params);
}

export default function ResultsPage({ params }: PageProps<'/[locale]/results'>) {
  return <PlaceholderPage pageKey="results" params={params} />;
}
