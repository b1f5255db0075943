import type { Locale } from '@sportsbook/contracts/locales';
import { getTranslations } from 'next-intl/server';
import { customPageItems } from '@/features/custom-pages/nav';
import { infoLinks, type NavItem, navItems, productLinks } from './nav-items';
import { NavSection } from './nav-list';
import { linksOn } from './product-pages';
import { additionalProviders } from './server/operator-settings';

/** The sports, products and information links, shared by the left sidebar and the mobile side menu. */
export async function ShellSections({
  locale,
  sports,
  idPrefix,
}: {
  locale: Locale;
  sports: readonly NavItem[];
  idPrefix: string;
}) {
  const [t, providers] = await Promise.all([
    getTranslations({ locale, namespace: 'shell' }),
    additionalProviders(),
  ]);
  const label = (key: Parameters<typeof navItems>[1][number]) => t(`links.${key}`);
  return (
    <>
      <NavSection id={`${idPrefix}-sports`} title={t('sports-nav')} items={sports} />
      <NavSection
        id={`${idPrefix}-products`}
        title={t('products-nav')}
        items={navItems(locale, linksOn(productLinks, providers), label)}
      />
      <NavSection
        id={`${idPrefix}-info`}
        title={t('info-nav')}
        items={[...navItems(locale, infoLinks, label), ...customPageItems(locale)]}
      />
    </>
  );
}
