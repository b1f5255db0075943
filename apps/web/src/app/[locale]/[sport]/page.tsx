import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isSportKey } from '../../../features/catalogue/sport-keys';
import { pageMetadata } from '../../../shared/seo/page-metadata';
import { requireLocale } from '../_components/locale-param';
import { PageContent } from '../_components/placeholder-page';
import { notFoundMetadata, requireSport } from '../_components/sport-route';

export async function generateMetadata({ params }: PageProps<'/[locale]/[sport]'>): Promise<Metadata> {
  const { locale: rawLocale, sport: rawSport } = await params;
  if (!isSportKey(rawSport)) return notFoundMetadata(params);
  const locale = requireLocale(rawLocale);
  const t = await getTranslations({ locale });
  const sportName = t(`sport.${rawSport}`);
  return pageMetadata({
    locale,
    path: `/${rawSport}`,
    title: t('page.sport.title', { sportName }),
    description: t('page.sport.description', { sportName }),
    index: true,
  });
}

/** A sport: its leagues, upcoming and live matches (content arrives with the catalogue). */
export default async function SportPage({ params }: PageProps<'/[locale]/[sport]'>) {
  const { locale: rawLocale, sport: rawSport } = await params;
  const locale = requireLocale(rawLocale);
  const sport = requireSport(rawSport);
  const t = await getTranslations({ locale });
  const sportName = t(`sport.${sport}`);
  return (
    <PageContent
      title={t('page.sport.title', { sportName })}
      text={t('page.sport.placeholder', { sportName })}
      icon="calendar"
    />
  );
}
