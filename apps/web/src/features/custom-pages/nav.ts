import 'server-only';
import type { Locale } from '@sportsbook/contracts/locales';
import type { NavItem } from '@/features/shell/nav-items';
import { localePath } from '@/shared/i18n/locale-path';
import { customPagePath, customPageText } from './custom-pages';
import { getCustomPages } from './server';

/** The information menu's entries for the custom pages: a page with a URL links there, the others to their path. */
export function customPageItems(locale: Locale): NavItem[] {
  return getCustomPages().map((page) => ({
    href: page.url ?? localePath(locale, customPagePath(page.slug)),
    label: customPageText(page, locale).title,
    icon: 'info',
  }));
}
