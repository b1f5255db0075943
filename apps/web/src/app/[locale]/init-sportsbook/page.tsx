import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireLocale } from '@/app/[locale]/_components/locale-param';
import { PageContent, placeholderMetadata } from '@/app/[locale]/_components/placeholder-page';
import { InitSportsbook } from '@/features/embedding/init-sportsbook';

export function generateMetadata({ params }: PageProps<'/[locale]/init-sportsbook'>): Promise<Metadata> {
  return placeholderMetadata('init-sportsbook', params);
}

/** The initialisation page (spec part 1 §2): says what it does while the hand-over runs, then redirects. */
export default async function InitSportsbookPage({ params }: PageProps<'/[locale]/init-sportsbook'>) {
  const locale = requireLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'page.init-sportsbook' });
  return (
    <>
      <PageContent title={t('title')} text={t('placeholder')} />
      <InitSportsbook locale={locale} />
    </>
  );
}
