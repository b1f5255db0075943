import type { Metadata } from 'next';
import { PlaceholderPage, placeholderMetadata } from '../_components/placeholder-page';

export function generateMetadata({ params }: PageProps<'/[locale]/help-center'>): Promise<Metadata> {
  return placeholderMetadata('help-center', params);
}

export default function HelpCenterPage({ params }: PageProps<'/[locale]/help-center'>) {
  return <PlaceholderPage pageKey="help-center" params={params} />;
}
