import type { Market } from '@sportsbook/contracts/catalogue';

/** Group keys in the order their tabs come first; the feed's other groups follow in the markets' order. */
const LEADING_GROUPS = ['main', 'all'];

/** The tabs of a match's markets (from the markets' market_groups): main, all, then the rest as they appear. */
export function marketGroupTabs(markets: readonly Pick<Market, 'market_groups'>[]): string[] {
  const seen = new Set<string>();
  for (const market of markets) for (const group of market.market_groups) seen.add(group);
  const rest = [...seen].filter((g) => !LEADING_GROUPS.includes(g));
  return [...LEADING_GROUPS.filter((g) => seen.has(g)), ...rest];
}
