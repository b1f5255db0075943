import type { Metadata } from 'next';
import { InfoArticle } from '../../../features/info/info-article';
import { aboutOutline } from '../../../features/info/outlines/about';
import { requireLocale } from '../_components/locale-param';
import { placeholderMetadata } from '../_components/placeholder-page';

export function generateMetadata({ params }: PageProps<'/[locale]/about'>): Promise<Metadata> {
  return placeholderMetadata('about', params);
}

export default async function AboutPage({ params }: PageProps<'/[locale]/about'>) {
  const locale = requireLocale((await params).locale);
  return <InfoArticle outline={aboutOutline} locale={locale} />;
}
