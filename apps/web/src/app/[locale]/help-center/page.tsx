import type { Metadata } from 'next';
import { helpCenterOutline } from '../../../features/info/outlines/help-center';
import { InfoRoute } from '../_components/info-route';
import { placeholderMetadata } from '../_components/placeholder-page';

export function generateMetadata({ params }: PageProps<'/[locale]/help-center'>): Promise<Metadata> {
  return placeholderMetadata('help-center', params);
}

export default function HelpCenterPage({ params }: PageProps<'/[locale]/help-center'>) {
  return <InfoRoute outline={helpCenterOutline} params={params} />;
}
