/** Quotes (fair probabilities) to feed markets: prices with margin, statuses, names, groups, overrides. */

import { snapToLadder } from '@sportsbook/domain/price-ladder';
import { marketName, type NameContext, outcomeName } from '../../i18n/names';
import { MARKET_TYPES } from '../../markets/catalogue';
import { marketKey, parseSpecifier } from '../../markets/specifier';
import { FEED_MARKET_STATUS, type FeedMarket, type FeedMarketStatus } from '../../types';
import { MAX_ODDS, priceMarket } from '../pricing/margin';
import type { MarketQuote } from '../sports/engine';

export type MarketMode = 'open' | 'suspended' | 'settled' | 'cancelled';

export interface BuildOptions {
  mode: MarketMode;
  names: NameContext;
  /** Outcome id -> name, for outcomes that are competitors (outrights). */
  competitorNames?: ReadonlyMap<string, string>;
  /** Market keys suspended by hand. */
  manual: ReadonlySet<string>;
  /** `${marketKey}|${outcomeId}` -> forced odds. */
  forced: ReadonlyMap<string, number>;
  /** Names rendered earlier for this match (they never change), by market key. */
  nameCache?: Map<string, MarketNames>;
}

export interface MarketNames {
  market: string;
  outcomes: string[];
}

function namesOf(quote: MarketQuote, key: string, options: BuildOptions): MarketNames {
  const known = options.nameCache?.get(key);
  if (known) return known;
  const names = {
    market: marketName(quote.id, quote.specifier, 'en', options.names),
    outcomes: quote.outcomes.map((o) =>
      outcomeName(o.id, quote.specifier, 'en', options.names, options.competitorNames?.get(o.id)),
    ),
  };
  options.nameCache?.set(key, names);
  return names;
}

export function forcedKey(key: string, outcomeId: string): string {
  return `${key}|${outcomeId}`;
}

/** Lines of one market differ only in their 'total' / 'hcp' part; the rest of the specifier groups them. */
function lineGroup(quote: MarketQuote): string | null {
  const values = parseSpecifier(quote.specifier);
  if (values.total === undefined && values.hcp === undefined) return null;
  const rest = Object.entries(values)
    .filter(([k]) => k !== 'total' && k !== 'hcp')
    .map(([k, v]) => `${k}=${v}`)
    .join('|');
  return `${quote.id}/${rest}`;
}

export function buildMarkets(quotes: readonly MarketQuote[], options: BuildOptions): FeedMarket[] {
  const balanced = new Map<string, { key: string; gap: number }>();
  const priced = quotes.map((quote) => {
    const prices = priceMarket(
      quote.outcomes.map((o) => o.p),
      quote.overround,
      quote.winners,
    );
    const key = marketKey(quote.id, quote.specifier);
    const group = lineGroup(quote);
    const [first, second] = quote.outcomes;
    if (prices && group && first && second) {
      const gap = Math.abs(first.p - second.p);
      const best = balanced.get(group);
      if (!best || gap < best.gap) balanced.set(group, { key, gap });
    }
    return { quote, prices, key, group };
  });
  const balancedKeys = new Set([...balanced.values()].map((b) => b.key));

  return priced.map(({ quote, prices, key }) => {
    const info = MARKET_TYPES[quote.id];
    const names = namesOf(quote, key, options);
    let status: FeedMarketStatus = prices ? FEED_MARKET_STATUS.active : FEED_MARKET_STATUS.deactivated;
    if (options.mode === 'settled') status = FEED_MARKET_STATUS.settled;
    else if (options.mode === 'cancelled') status = FEED_MARKET_STATUS.cancelled;
    else if (
      status === FEED_MARKET_STATUS.active &&
      (options.mode === 'suspended' || options.manual.has(key))
    ) {
      status = FEED_MARKET_STATUS.suspended;
    }
    return {
      id: quote.id,
      specifier: quote.specifier,
      name: names.market,
      status,
      outcomes: quote.outcomes.map((outcome, i) => {
        const price = prices?.[i];
        // An inactive outcome still shows a price: its fair one, on the ladder.
        const fair = outcome.p > 0 ? Math.min(MAX_ODDS, snapToLadder(1000 / outcome.p)) : MAX_ODDS;
        const forced = options.forced.get(forcedKey(key, outcome.id));
        return {
          id: outcome.id,
          name: names.outcomes[i] ?? outcome.id,
          odds: forced ?? price?.odds ?? fair,
          active: price?.active ?? false,
        };
      }),
      groups: [...info.groups],
      priority: info.priority,
      most_balanced: balancedKeys.has(key),
    };
  });
}

export function sameMarket(a: FeedMarket, b: FeedMarket | undefined): boolean {
  if (!b || a.status !== b.status || a.outcomes.length !== b.outcomes.length) return false;
  return a.outcomes.every((o, i) => {
    const other = b.outcomes[i];
    return other !== undefined && other.odds === o.odds && other.active === o.active;
  });
}
