import 'server-only';
import type { ResolvedPage, Sport } from '@sportsbook/contracts/catalogue';
import type { Locale } from '@sportsbook/contracts/locales';
import { serverApi } from '../../../shared/api/server-api';
import { createTtlCache } from '../../../shared/cache/ttl-cache';
import { getSports } from '../api/get-sports';
import { resolveSlug } from '../api/resolve-slug';

// The sports change when an operator adds one: a minute's delay is fine, and every request needs them.
const sportsCache = createTtlCache<Sport[]>({ ttlMs: 60_000, maxEntries: 32 });
// A known slug keeps naming the same page; an unknown one may be created any moment, so it is retried sooner.
const resolveCache = createTtlCache<ResolvedPage | null>({ ttlMs: 60_000, maxEntries: 5000 });
const UNKNOWN_SLUG_TTL_MS = 5_000;

/** The sports in a locale (names localised), cached for about a minute; the last list while the API is down. */
export async function cachedSports(locale: Locale): Promise<Sport[]> {
  try {
    return await sportsCache.get(locale, () => getSports(serverApi(locale)));
  } catch (error) {
    const stale = sportsCache.stale(locale);
    if (stale) return stale;
    throw error;
  }
}

/** The sport keys, or null when the API cannot be reached and nothing is cached. */
export async function sportKeySet(): Promise<ReadonlySet<string> | null> {
  try {
    return new Set((await cachedSports('en')).map((sport) => sport.key));
  } catch {
    return null;
  }
}

/** Which page `/{sport}/{slug}` is, or null when the catalogue has no such page. Errors propagate. */
export function resolveCataloguePath(sport: string, slug: string): Promise<ResolvedPage | null> {
  return resolveCache.get(
    `${sport}/${slug}`,
    () => resolveSlug(serverApi('en'), sport, slug),
    (found) => (found ? 60_000 : UNKNOWN_SLUG_TTL_MS),
  );
}
