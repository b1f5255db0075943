import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { requireLocale } from '@/app/[locale]/_components/locale-param';
import { notFoundMetadata, requireSport } from '@/app/[locale]/_components/sport-route';
import { loadSlugPage } from '@/features/catalogue/server/slug-page';
import { PageNameOverride } from '@/features/shell/page-name-sync';
import { pageMetadata } from '@/shared/seo/page-metadata';
import { CategoryPage } from './_components/category-page';
import { LeaguePage } from './_components/league-page';
import { MatchPage } from './_components/match-page';

export async function generateMetadata({ params }: PageProps<'/[locale]/[sport]/[slug]'>): Promise<Metadata> {
  const { locale: rawLocale, sport, slug } = await params;
  const locale = requireLocale(rawLocale);
  const page = await loadSlugPage(locale, sport, slug);
  if (!page) return notFoundMetadata(params);
  const t = await getTranslations({ locale });
  const name =
    page.kind === 'match'
      ? page.match.name
      : page.kind === 'league'
        ? page.tournament.name
        : page.category.name;
  const sportName =
    page.kind === 'match'
      ? page.match.sport.name
      : page.kind === 'league'
        ? page.tournament.sport.name
        : page.category.sport.name;
  const values = { name, sportName };
  return pageMetadata({
    locale,
    path: `/${sport}/${slug}`,
    title: t('page.sport-event.title', values),
    description: t(
      page.kind === 'match' ? 'page.sport-event.match-description' : 'page.sport-event.description',
      values,
    ),
    index: true,
  });
}

/**
 * `/{sport}/{slug}`: a match, league or category. The proxy asked the API which one before rendering (an
 * unknown slug got the 404 page there); the body's data-page says which.
 */
export default async function SportSlugPage({ params, searchParams }: PageProps<'/[locale]/[sport]/[slug]'>) {
  const { locale: rawLocale, sport: key, slug } = await params;
  const locale = requireLocale(rawLocale);
  const sport = await requireSport(locale, key);
  const page = await loadSlugPage(locale, key, slug);
  if (!page) notFound();
  const query = await searchParams;
  const path = `/${key}/${slug}`;
  return (
    <>
      <PageNameOverride name={page.kind} />
      {page.kind === 'match' ? (
        <MatchPage locale={locale} match={page.match} />
      ) : page.kind === 'league' ? (
        <LeaguePage locale={locale} sport={sport} tournament={page.tournament} path={path} query={query} />
      ) : (
        <CategoryPage locale={locale} sport={sport} category={page.category} path={path} query={query} />
      )}
    </>
  );
}
