import type { Metadata } from 'next';
import { PlaceholderPage, placeholderMetadata } from '../_components/placeholder-page';

export function generateMetadata({ params }: PageProps<'/[locale]/general-rules'>): Promise<Metadata> {
  return placeholderMetadata('general-rules', params);
}

export default function GeneralRulesPage({ params }: PageProps<'/[locale]/general-rules'>) {
  return <PlaceholderPage pageKey="general-rules" params={params} />;
}
