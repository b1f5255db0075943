import '@/shared/ui/theme.css';
import type { Locale } from '@sportsbook/contracts/locales';
import { negotiateLocale } from '@sportsbook/contracts/locales';
import type { Metadata, Viewport } from 'next';
import { cookies, headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { PageNameOverride } from '@/features/shell/page-name-sync';
import { getEnv } from '@/shared/config/env';
import { localePath, splitLocale } from '@/shared/i18n/locale-path';
import { LOCALE_COOKIE, PATHNAME_HEADER } from '@/shared/routing/request-headers';
import { StatusView } from '@/shared/ui/status-view';
import { ShellBody } from './_components/shell-body';

// The locale of the path asked for (the proxy passes it), else the visitor's best locale.
async function pageLocale(): Promise<Locale> {
  const requestHeaders = await headers();
  const fromPath = splitLocale(requestHeaders.get(PATHNAME_HEADER) ?? '').locale;
  if (fromPath) return fromPath;
  return negotiateLocale(requestHeaders.get('accept-language'), (await cookies()).get(LOCALE_COOKIE)?.value);
}

export async function generateMetadata(): Promise<Metadata> {
  const locale = await pageLocale();
  const t = await getTranslations({ locale, namespace: 'page.not-found' });
  const site = (await getTranslations({ locale, namespace: 'meta' }))('site-name');
  return {
    metadataBase: new URL(getEnv().PUBLIC_URL),
    title: `${t('meta-title')} | ${site}`,
    icons: { icon: { url: '/images/favicon.svg', type: 'image/svg+xml' } },
  };
}

export const viewport: Viewport = { colorScheme: 'dark', themeColor: '#121922' };

/**
 * The 404 page (spec part 1 §8 text) inside the shell, with a home button to the locale root. The
 * proxy rewrites every path that names no page here, so it is rendered before any page code runs and
 * answers HTTP 404 with the full page in the HTML. (Next.js 16.4 does not server-render not-found.tsx
 * after notFound() on a document request, vercel/next.js#62228; routing-level 404s are unaffected.)
 */
export default async function GlobalNotFound() {
  const locale = await pageLocale();
  const t = await getTranslations({ locale, namespace: 'page' });
  return (
    <html lang={locale}>
      <body data-page="not_found">
        <ShellBody locale={locale}>
          {/* A catalogue path the API does not know looks like a page to the client-side name sync. */}
          <PageNameOverride name="not_found" />
          <StatusView
            title={t('not-found.title')}
            homeHref={localePath(locale)}
            homeLabel={t('home-button')}
          />
        </ShellBody>
      </body>
    </html>
  );
}
