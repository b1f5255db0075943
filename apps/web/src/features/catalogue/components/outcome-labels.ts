import type { Market } from '@sportsbook/contracts/catalogue';

/**
 * Column labels for a list row's main market: 1 / X / 2 (or 1 / 2) when the outcomes are the home side, a
 * draw and the away side, as bookmakers print them; otherwise the outcome names themselves.
 */
export function shortOutcomeLabels(market: Pick<Market, 'outcomes'>, homeName: string | undefined): string[] {
  const names = market.outcomes.map((outcome) => outcome.name);
  const sidesFirst = homeName !== undefined && names[0] === homeName;
  if (sidesFirst && names.length === 3) return ['1', 'X', '2'];
  if (sidesFirst && names.length === 2) return ['1', '2'];
  return names;
}
