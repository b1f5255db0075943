import { getTranslations } from 'next-intl/server';
import { sportIcons } from '../../features/catalogue/sport-icons';
import { sportKeys } from '../../features/catalogue/sport-keys';
import type { NavItem } from '../../features/shell/nav-items';
import { localePath } from '../../shared/i18n/locale-path';
import type { Locale } from '../../shared/i18n/locales';

/** The sports the shell lists, linked under the locale and named in it. */
export async function sportNavItems(locale: Locale): Promise<NavItem[]> {
  const t = await getTranslations({ locale, namespace: 'sport' });
  return sportKeys.map((key) => ({
    href: localePath(locale, `/${key}`),
    label: t(key),
    icon: sportIcons[key],
  }));
}
