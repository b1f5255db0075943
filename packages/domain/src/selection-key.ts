/**
 * The keys that name a market of a match and a selection (an outcome of that market) in maps and sets: the
 * server's current prices, the slip's refresh, the web's live state and picks. One format, so a key built on
 * one side finds what the other stored. `|` separates the parts: specifiers hold `=`, `:`, `/` and `.`, never `|`.
 */

export interface MarketRef {
  matchId: number | string;
  marketId: number | string;
  specifier: string;
}

export interface SelectionRef extends MarketRef {
  outcomeId: string;
}

export function marketKey(ref: MarketRef): string {
  return `${ref.matchId}|${ref.marketId}|${ref.specifier}`;
}

export function selectionKey(ref: SelectionRef): string {
  return `${marketKey(ref)}|${ref.outcomeId}`;
}
