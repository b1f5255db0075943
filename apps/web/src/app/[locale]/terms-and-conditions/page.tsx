import type { Metadata } from 'next';
import { termsOutline } from '../../../features/info/outlines/terms-and-conditions';
import { InfoRoute } from '../_components/info-route';
import { placeholderMetadata } from '../_components/placeholder-page';

export function generateMetadata({ params }: PageProps<'/[locale]/terms-and-conditions'>): Promise<Metadata> {
  return placeholderMetadata('terms-and-conditions', params);
}

export default function TermsAndConditionsPage({ params }: PageProps<'/[locale]/terms-and-conditions'>) {
  return <InfoRoute outline={termsOutline} params={params} />;
}
