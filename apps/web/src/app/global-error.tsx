'use client';

import '@/shared/ui/theme.css';
import { defaultLocale, type Locale } from '@sportsbook/contracts/locales';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { localePath, splitLocale } from '@/shared/i18n/locale-path';
import { reportRenderError } from '@/shared/monitoring/report-error';
import { buttonClassName } from '@/shared/ui/button-link';
import { StatusView } from '@/shared/ui/status-view';
import english from '../../messages/en.json';

type Catalogue = typeof english;

/**
 * Shown when the root layout itself fails, so no provider or shell is available. English is bundled;
 * the catalogue of the page's locale is loaded when it is another one.
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const locale: Locale = splitLocale(usePathname() ?? '/').locale ?? defaultLocale;
  const [loaded, setLoaded] = useState<{ locale: Locale; messages: Catalogue }>({
    locale: defaultLocale,
    messages: english,
  });

  useEffect(() => {
    reportRenderError(error, 'document');
  }, [error]);

  useEffect(() => {
    if (locale === defaultLocale) return;
    let current = true;
    import(`../../messages/${locale}.json`).then((module: { default: Catalogue }) => {
      if (current) setLoaded({ locale, messages: module.default });
    });
    return () => {
      current = false;
    };
  }, [locale]);

  const page = loaded.messages.page;
  return (
    <html lang={loaded.locale}>
      <body data-page="error">
        <title>{page.error['meta-title']}</title>
        <main>
          <StatusView
            title={page.error.title}
            description={page.error.description}
            image={{ alt: page.error['image-alt'] }}
            homeHref={localePath(locale)}
            homeLabel={page['home-button']}
            actions={
              <button type="button" className={buttonClassName('secondary')} onClick={() => retry()}>
                {page.error.retry}
              </button>
            }
          />
        </main>
      </body>
    </html>
  );
}
