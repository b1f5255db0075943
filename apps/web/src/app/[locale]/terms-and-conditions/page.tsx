import type { Metadata } from 'next';
import { InfoRoute } from '@/app/[locale]/_components/info-route';
import { placeholderMetadata } from '@/app/[locale]/_components/placeholder-page';
import { termsOutline } from '@/features/info/outlines/terms-and-conditions';

export function generateMetadata({ params }: PageProps<'/[locale]/terms-and-conditions'>): Promise<Metadata> {
  return placeholderMetadata('terms-and-conditions', params);
}

export default function TermsAndConditionsPage({ params }: PageProps<'/[locale]/terms-and-conditions'>) {
  return <InfoRoute outline={termsOutline} params={params} />;
}
