import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isSportKey } from '../../../../features/catalogue/sport-keys';
import { slugPattern } from '../../../../shared/routing/routes';
import { pageMetadata } from '../../../../shared/seo/page-metadata';
import { requireLocale } from '../../_components/locale-param';
import { PageContent } from '../../_components/placeholder-page';
import { nameFromSlug, notFoundMetadata, requireSlug, requireSport } from '../../_components/sport-route';

export async function generateMetadata({ params }: PageProps<'/[locale]/[sport]/[slug]'>): Promise<Metadata> {
  const { locale: rawLocale, sport, slug } = await params;
  if (!isSportKey(sport) || !slugPattern.test(slug)) return notFoundMetadata(params);
  const locale = requireLocale(rawLocale);
  const t = await getTranslations({ locale });
  const values = { name: nameFromSlug(slug), sportName: t(`sport.${sport}`) };
  return pageMetadata({
    locale,
    path: `/${sport}/${slug}`,
    title: t('page.sport-event.title', values),
    description: t('page.sport-event.description', values),
    index: true,
  });
}

/**
 * A category, league or match of a sport; which one the slug names is the catalogue's to decide when
 * its data arrives. Until then the page names the slug and says what it will show.
 */
export default async function SportSlugPage({ params }: PageProps<'/[locale]/[sport]/[slug]'>) {
  const { locale: rawLocale, sport: rawSport, slug: rawSlug } = await params;
  const locale = requireLocale(rawLocale);
  const sport = requireSport(rawSport);
  const slug = requireSlug(rawSlug);
  const t = await getTranslations({ locale });
  const values = { name: nameFromSlug(slug), sportName: t(`sport.${sport}`) };
  return (
    <PageContent
      title={t('page.sport-event.title', values)}
      text={t('page.sport-event.placeholder', values)}
      icon="trophy"
    />
  );
}
