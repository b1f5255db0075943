import type { Metadata } from 'next';
import { PlaceholderPage, placeholderMetadata } from '../_components/placeholder-page';

export function generateMetadata({ params }: PageProps<'/[locale]/terms-and-conditions'>): Promise<Metadata> {
  return placeholderMetadata('terms-and-conditions', params);
}

export default function TermsAndConditionsPage({ params }: PageProps<'/[locale]/terms-and-conditions'>) {
  return <PlaceholderPage pageKey="terms-and-conditions" params={params} />;
}
