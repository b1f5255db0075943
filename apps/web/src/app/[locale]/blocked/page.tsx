import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { requireLocale } from '@/app/[locale]/_components/locale-param';
import { getEnv } from '@/shared/config/env';
import { countryName, resolveCountry } from '@/shared/i18n/country';
import { localePath } from '@/shared/i18n/locale-path';
import { readQueryValue } from '@/shared/routing/query-list';
import { pages } from '@/shared/routing/routes';
import { pageMetadata } from '@/shared/seo/page-metadata';
import { StatusView } from '@/shared/ui/status-view';

export async function generateMetadata({ params }: PageProps<'/[locale]/blocked'>): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'page.blocked' });
  return pageMetadata({ locale, path: pages.blocked.path, title: t('meta-title'), index: false });
}

/**
 * Shown to visitors from a country the sportsbook does not serve, naming that country in the page's
 * language. The country is `?country=XX`, else the CDN's country header, else the configured default.
 */
export default async function BlockedRoute({ params, searchParams }: PageProps<'/[locale]/blocked'>) {
  const locale = requireLocale((await params).locale);
  const env = getEnv();
  const country = resolveCountry(
    [readQueryValue(await searchParams, 'country'), (await headers()).get(env.COUNTRY_HEADER)],
    env.DEFAULT_COUNTRY,
  );
  const t = await getTranslations({ locale, namespace: 'page' });
  return (
    <StatusView
      title={t('blocked.title', { countryName: countryName(locale, country) })}
      homeHref={localePath(locale)}
      homeLabel={t('home-button')}
    />
  );
}
