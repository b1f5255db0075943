import { defaultLocale, isLocale, type Locale } from '@sportsbook/contracts/locales';
import type { SignedInPlayer } from './session';

/**
 * The locale a player's answer is written in: the one the request asks for, else the player's own (the default
 * for a stored locale the product no longer has).
 */
export function playerLocale(player: SignedInPlayer, asked?: Locale): Locale {
  return asked ?? (isLocale(player.locale) ? player.locale : defaultLocale);
}
