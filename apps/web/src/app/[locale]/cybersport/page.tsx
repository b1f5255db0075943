import type { Metadata } from 'next';
import { PlaceholderPage, placeholderMetadata } from '../_components/placeholder-page';

export function generateMetadata({ params }: PageProps<'/[locale]/cybersport'>): Promise<Metadata> {
  return placeholderMetadata('cybersport', params);
}

export default function CybersportPage({ params }: PageProps<'/[locale]/cybersport'>) {
  return <PlaceholderPage pageKey="cybersport" params={params} />;
}
