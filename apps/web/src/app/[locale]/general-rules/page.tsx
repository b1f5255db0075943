import type { Metadata } from 'next';
import { InfoArticle } from '../../../features/info/info-article';
import { generalRulesOutline } from '../../../features/info/outlines/general-rules';
import { requireLocale } from '../_components/locale-param';
import { placeholderMetadata } from '../_components/placeholder-page';

export function generateMetadata({ params }: PageProps<'/[locale]/general-rules'>): Promise<Metadata> {
  return placeholderMetadata('general-rules', params);
}

export default async function GeneralRulesPage({ params }: PageProps<'/[locale]/general-rules'>) {
  const locale = requireLocale((await params).locale);
  return <InfoArticle outline={generalRulesOutline} locale={locale} />;
}
