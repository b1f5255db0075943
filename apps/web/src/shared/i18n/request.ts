import { defaultLocale, isLocale } from '@sportsbook/contracts/locales';
import { locale as rootLocale } from 'next/root-params';
import { getRequestConfig } from 'next-intl/server';

// next-intl's per-request configuration: the locale is the [locale] root segment (or an explicit
// override), messages are that locale's catalogue. An unknown segment never reaches here through the
// proxy; if one does, English keeps rendering possible while the layout answers 404.
export default getRequestConfig(async ({ locale: requested }) => {
  const candidate = requested ?? (await rootLocale());
  const locale = isLocale(candidate) ? candidate : defaultLocale;
  const messages = (await import(`../../../messages/${locale}.json`)).default;
  return { locale, messages };
});
