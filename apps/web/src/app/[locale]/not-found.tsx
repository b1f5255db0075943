import { getLocale, getTranslations } from 'next-intl/server';
import { PageNameOverride } from '@/features/shell/page-name-sync';
import { localePath } from '@/shared/i18n/locale-path';
import { StatusView } from '@/shared/ui/status-view';

/** The 404 page (spec part 1 §8 text), inside the shell, with a home button to the locale root. */
export default async function NotFound() {
  const locale = await getLocale();
  const t = await getTranslations({ locale, namespace: 'page' });
  return (
    <>
      <PageNameOverride name="not_found" />
      <StatusView title={t('not-found.title')} homeHref={localePath(locale)} homeLabel={t('home-button')} />
    </>
  );
}
