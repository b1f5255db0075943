import { selectionKey } from '@sportsbook/domain/selection-key';
import type { OutcomeSelection } from '../../../shared/betting/outcome-selection';

const sameMarket = (a: OutcomeSelection, b: OutcomeSelection) =>
  a.marketId === b.marketId && a.specifier === b.specifier;

/**
 * The legs after a pick: picking a leg again removes it; another outcome of a market already used replaces that
 * market's leg (a custom bet takes one outcome per market); anything else is added at the end.
 */
export function pickLeg(legs: readonly OutcomeSelection[], pick: OutcomeSelection): OutcomeSelection[] {
  const key = selectionKey(pick);
  if (legs.some((leg) => selectionKey(leg) === key)) return legs.filter((leg) => selectionKey(leg) !== key);
  const at = legs.findIndex((leg) => sameMarket(leg, pick));
  if (at < 0) return [...legs, pick];
  return legs.map((leg, index) => (index === at ? pick : leg));
}
