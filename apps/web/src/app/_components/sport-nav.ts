import type { Sport } from '@sportsbook/contracts/catalogue';
import type { Locale } from '@sportsbook/contracts/locales';
import { cachedSports } from '@/features/catalogue/server/catalogue-lookup';
import { sportIcon } from '@/features/catalogue/sport-icons';
import type { NavItem } from '@/features/shell/nav-items';
import { localePath } from '@/shared/i18n/locale-path';

/** The API's sports in the page's locale; none while the API cannot be reached, so the shell still renders. */
export async function shellSports(locale: Locale): Promise<Sport[]> {
  try {
    return await cachedSports(locale);
  } catch {
    return [];
  }
}

/** The sports the shell lists, linked under the locale and named in it by the API. */
export function sportNavItems(locale: Locale, sports: readonly Sport[]): NavItem[] {
  return sports.map((sport) => ({
    href: localePath(locale, `/${sport.key}`),
    label: sport.name,
    icon: sportIcon(sport.key),
  }));
}
