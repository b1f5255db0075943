import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireLocale } from '@/app/[locale]/_components/locale-param';
import { localePath } from '@/shared/i18n/locale-path';
import { pages } from '@/shared/routing/routes';
import { pageMetadata } from '@/shared/seo/page-metadata';
import { StatusView } from '@/shared/ui/status-view';

export async function generateMetadata({ params }: PageProps<'/[locale]/500'>): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'page.error' });
  return pageMetadata({ locale, path: pages.error.path, title: t('meta-title'), index: false });
}

/** The 500 status page: error image, the error text and description, a home button. */
export default async function ErrorRoute({ params }: PageProps<'/[locale]/500'>) {
  const locale = requireLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'page' });
  return (
    <StatusView
      title={t('error.title')}
      description={t('error.description')}
      image={{ alt: t('error.image-alt') }}
      homeHref={localePath(locale)}
      homeLabel={t('home-button')}
    />
  );
}
