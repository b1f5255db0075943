import type { Metadata } from 'next';
import { generalRulesOutline } from '../../../features/info/outlines/general-rules';
import { InfoRoute } from '../_components/info-route';
import { placeholderMetadata } from '../_components/placeholder-page';

export function generateMetadata({ params }: PageProps<'/[locale]/general-rules'>): Promise<Metadata> {
  return placeholderMetadata('general-rules', params);
}

export default function GeneralRulesPage({ params }: PageProps<'/[locale]/general-rules'>) {
  return <InfoRoute outline={generalRulesOutline} params={params} />;
}
