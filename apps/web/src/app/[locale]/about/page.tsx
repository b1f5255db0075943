import type { Metadata } from 'next';
import { aboutOutline } from '../../../features/info/outlines/about';
import { InfoRoute } from '../_components/info-route';
import { placeholderMetadata } from '../_components/placeholder-page';

export function generateMetadata({ params }: PageProps<'/[locale]/about'>): Promise<Metadata> {
  return placeholderMetadata('about', params);
}

export default function AboutPage({ params }: PageProps<'/[locale]/about'>) {
  return <InfoRoute outline={aboutOutline} params={params} />;
}
