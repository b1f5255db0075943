import type { Metadata } from 'next';
import { InfoArticle } from '../../../features/info/info-article';
import { helpCenterOutline } from '../../../features/info/outlines/help-center';
import { requireLocale } from '../_components/locale-param';
import { placeholderMetadata } from '../_components/placeholder-page';

export function generateMetadata({ params }: PageProps<'/[locale]/help-center'>): Promise<Metadata> {
  return placeholderMetadata('help-center', params);
}

export default async function HelpCenterPage({ params }: PageProps<'/[locale]/help-center'>) {
  const locale = requireLocale((await params).locale);
  return <InfoArticle outline={helpCenterOutline} locale={locale} />;
}
