import type { Metadata } from 'next';
import { InfoRoute } from '@/app/[locale]/_components/info-route';
import { placeholderMetadata } from '@/app/[locale]/_components/placeholder-page';
import { aboutOutline } from '@/features/info/outlines/about';

export function generateMetadata({ params }: PageProps<'/[locale]/about'>): Promise<Metadata> {
  return placeholderMetadata('about', params);
}

export default function AboutPage({ params }: PageProps<'/[locale]/about'>) {
  return <InfoRoute outline={aboutOutline} params={params} />;
}
