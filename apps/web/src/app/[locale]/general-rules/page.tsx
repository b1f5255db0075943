import type { Metadata } from 'next';
import { InfoRoute } from '@/app/[locale]/_components/info-route';
import { placeholderMetadata } from '@/app/[locale]/_components/placeholder-page';
import { generalRulesOutline } from '@/features/info/outlines/general-rules';

export function generateMetadata({ params }: PageProps<'/[locale]/general-rules'>): Promise<Metadata> {
  return placeholderMetadata('general-rules', params);
}

export default function GeneralRulesPage({ params }: PageProps<'/[locale]/general-rules'>) {
  return <InfoRoute outline={generalRulesOutline} params={params} />;
}
