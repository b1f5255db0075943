import '@/shared/ui/theme.css';
import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { ShellBody } from '@/app/_components/shell-body';
import { getEnv } from '@/shared/config/env';
import { localePath } from '@/shared/i18n/locale-path';
import { pageNameForPath } from '@/shared/routing/page-name';
import { APP_MODE_HEADER, PAGE_KIND_HEADER, PATHNAME_HEADER } from '@/shared/routing/request-headers';
import type { PageName } from '@/shared/routing/routes';
import { scriptNonce } from '../../../server/content-security-policy.mjs';
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
  // The proxy passes the requested path (and, for a catalogue slug, what it names) so the first HTML already
  // carries the right data-page. Only paths the proxy let through reach here, so any sport segment is known.
  const requestHeaders = await headers();
  const pathname = requestHeaders.get(PATHNAME_HEADER) ?? localePath(locale);
  const kind = requestHeaders.get(PAGE_KIND_HEADER);
  const pageName: PageName =
    kind === 'match' || kind === 'league' || kind === 'category'
      ? kind
      : pageNameForPath(pathname, () => true);
  // Mobile-app mode (ADR 032): the native app has its own header and footer; none is rendered.
  const appMode = requestHeaders.get(APP_MODE_HEADER) === '1';
  // The nonce Next.js puts on its own scripts (the web server's page policy, server/security-headers.mjs).
  const nonce = scriptNonce(requestHeaders.get('content-security-policy') ?? '');
  return (
    <html lang={locale} data-app-mode={appMode ? '1' : undefined}>
      <body data-page={pageName}>
        <ShellBody locale={locale} appMode={appMode} nonce={nonce}>
          {children}
        </ShellBody>
      </body>
    </html>
  );
}
