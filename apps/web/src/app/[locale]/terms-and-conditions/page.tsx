import type { Metadata } from 'next';
import { InfoArticle } from '../../../features/info/info-article';
import { termsOutline } from '../../../features/info/outlines/terms-and-conditions';
import { requireLocale } from '../_components/locale-param';
import { placeholderMetadata } from '../_components/placeholder-page';

export function generateMetadata({ params }: PageProps<'/[locale]/terms-and-conditions'>): Promise<Metadata> {
  return placeholderMetadata('terms-and-conditions', params);
}

export default async function TermsAndConditionsPage({
  params,
}: PageProps<'/[locale]/terms-and-conditions'>) {
  const locale = requireLocale((await params).locale);
  return <InfoArticle outline={termsOutline} locale={locale} />;
}
