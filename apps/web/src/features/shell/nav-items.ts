import type { Locale } from '@sportsbook/contracts/locales';
import { localePath } from '@/shared/i18n/locale-path';
import { pages } from '@/shared/routing/routes';
import type { IconName } from '@/shared/ui/icons';
import type messages from '../../../messages/en.json';

/** A page the shell links to; its label is `shell.links.<key>`. */
export type ShellLinkKey = keyof (typeof messages)['shell']['links'];

export interface NavItem {
  href: string;
  label: string;
  icon: IconName;
}

const icons: Record<ShellLinkKey, IconName> = {
  sports: 'home',
  live: 'live',
  cybersport: 'esports',
  favorites: 'star',
  schedule: 'calendar',
  results: 'trophy',
  promotions: 'gift',
  racing: 'racing',
  lotteries: 'lottery',
  'premium-cricket': 'cricket',
  'virtual-gaming-arena': 'arena',
  'general-rules': 'info',
  about: 'info',
  'terms-and-conditions': 'info',
  'help-center': 'info',
  'bets-history': 'ticket',
};

export const headerLinks: readonly ShellLinkKey[] = ['sports', 'live', 'cybersport', 'promotions', 'results'];
export const productLinks: readonly ShellLinkKey[] = [
  'live',
  'cybersport',
  'schedule',
  'results',
  'promotions',
  'racing',
  'lotteries',
  'premium-cricket',
  'virtual-gaming-arena',
];
export const infoLinks: readonly ShellLinkKey[] = [
  'general-rules',
  'about',
  'help-center',
  'terms-and-conditions',
];
export const tabBarLinks: readonly ShellLinkKey[] = [
  'sports',
  'live',
  'cybersport',
  'favorites',
  'bets-history',
];

/** Builds nav items for link keys under a locale, labelled by the given translator. */
export function navItems(
  locale: Locale,
  keys: readonly ShellLinkKey[],
  label: (key: ShellLinkKey) => string,
): NavItem[] {
  return keys.map((key) => ({
    href: localePath(locale, pages[key].path),
    label: label(key),
    icon: icons[key],
  }));
}
