import type { Metadata } from 'next';
import { InfoRoute } from '@/app/[locale]/_components/info-route';
import { placeholderMetadata } from '@/app/[locale]/_components/placeholder-page';
import { helpCenterOutline } from '@/features/info/outlines/help-center';

export function generateMetadata({ params }: PageProps<'/[locale]/help-center'>): Promise<Metadata> {
  return placeholderMetadata('help-center', params);
}

export default function HelpCenterPage({ params }: PageProps<'/[locale]/help-center'>) {
  return <InfoRoute outline={helpCenterOutline} params={params} />;
}
