import '../../shared/ui/theme.css';
import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { isSportKey } from '../../features/catalogue/sport-keys';
import { getEnv } from '../../shared/config/env';
import { localePath } from '../../shared/i18n/locale-path';
import { pageNameForPath } from '../../shared/routing/page-name';
import { PATHNAME_HEADER } from '../../shared/routing/request-headers';
import { ShellBody } from '../_components/shell-body';
import { requireLocale } from './_components/locale-param';

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'meta' });
  return {
    metadataBase: new URL(getEnv().PUBLIC_URL),
    title: { default: t('site-name'), template: `%s | ${t('site-name')}` },
    description: t('default-description'),
    applicationName: t('site-name'),
    icons: { icon: { url: '/images/favicon.svg', type: 'image/svg+xml' } },
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  colorScheme: 'dark',
  themeColor: '#121922',
};

/** The root layout: the document in the page's language, the shell around every page. */
export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = requireLocale((await params).locale);
  // The proxy passes the requested path so the first HTML already carries the right data-page.
  const pathname = (await headers()).get(PATHNAME_HEADER) ?? localePath(locale);
  return (
    <html lang={locale}>
      <body data-page={pageNameForPath(pathname, isSportKey)}>
        <ShellBody locale={locale}>{children}</ShellBody>
      </body>
    </html>
  );
}
