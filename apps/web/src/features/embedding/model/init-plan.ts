import { canonicalLocale, type Locale } from '@sportsbook/contracts/locales';
import { switchLocalePath } from '@/shared/i18n/locale-path';

/** What /init-sportsbook does before it sends the player on (spec part 1 §2; ADR 032). */
export interface InitPlan {
  /** The host platform's hand-over token, verified by the API (never here). */
  token: string | null;
  /** The account currency to bet from, for a signed-in player. */
  currency: string | null;
  /** Where to go after: a path of this site in the chosen locale. */
  target: string;
}

const TOKEN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
const CURRENCY = /^[A-Z]{3,5}$/;
// Any base works: only a path that stays on it is taken.
const BASE = 'http://init.invalid';

/**
 * Reads `?token=&locale=&currency=&redirect=`. The redirect is limited to same-origin paths: `//host`, `/\host`,
 * absolute URLs and anything that would leave the site fall back to the home page; its locale segment is replaced
 * by the chosen locale (the page's when `locale` names none of the 16).
 */
export function initPlan(search: URLSearchParams, pageLocale: Locale): InitPlan {
  const locale = canonicalLocale(search.get('locale') ?? '') ?? pageLocale;
  const token = search.get('token');
  const currency = search.get('currency')?.trim().toUpperCase() ?? null;
  return {
    token: token && token.length <= 4096 && TOKEN.test(token) ? token : null,
    currency: currency && CURRENCY.test(currency) ? currency : null,
    target: sameSitePath(search.get('redirect'), locale),
  };
}

function sameSitePath(redirect: string | null, locale: Locale): string {
  const home = switchLocalePath(locale, '/');
  if (!redirect?.startsWith('/') || redirect.startsWith('//') || redirect.includes('\\')) return home;
  let url: URL;
  try {
    url = new URL(redirect, BASE);
  } catch {
    return home;
  }
  if (url.origin !== BASE) return home;
  return switchLocalePath(locale, url.pathname, url.search, url.hash);
}
