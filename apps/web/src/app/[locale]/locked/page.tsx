import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireLocale } from '@/app/[locale]/_components/locale-param';
import { localePath } from '@/shared/i18n/locale-path';
import { pages } from '@/shared/routing/routes';
import { pageMetadata } from '@/shared/seo/page-metadata';
import { StatusView } from '@/shared/ui/status-view';

export async function generateMetadata({ params }: PageProps<'/[locale]/locked'>): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'page.locked' });
  return pageMetadata({ locale, path: pages.locked.path, title: t('meta-title'), index: false });
}

/** Shown to a visitor who may not see a page (spec part 1 §8 text). */
export default async function LockedRoute({ params }: PageProps<'/[locale]/locked'>) {
  const locale = requireLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'page' });
  return <StatusView title={t('locked.title')} homeHref={localePath(locale)} homeLabel={t('home-button')} />;
}
