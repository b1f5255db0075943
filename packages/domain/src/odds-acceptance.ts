/**
 * Odds acceptance modes (part 1 §4): what happens when a selection's price moves away from the price
 * the player accepted. The slip uses it to flag changes; the server uses the same rule at placement.
 */

export const ODDS_ACCEPT_MODES = ['none', 'higher', 'any'] as const;

export type OddsAcceptMode = (typeof ODDS_ACCEPT_MODES)[number];

export function isOddsAcceptMode(value: unknown): value is OddsAcceptMode {
  return typeof value === 'string' && (ODDS_ACCEPT_MODES as readonly string[]).includes(value);
}

/**
 * True when a move from `accepted` to `current` is taken without asking: always when equal; under
 * `higher` only a rise; under `any` every change. Under `none` any change is flagged.
 */
export function isOddsChangeAccepted(mode: OddsAcceptMode, accepted: number, current: number): boolean {
  if (current === accepted) return true;
  switch (mode) {
    case 'none':
      return false;
    case 'higher':
      return current > accepted;
    case 'any':
      return true;
  }
}

export type PlacementOddsCheck = { accepted: true; odds: number } | { accepted: false; current: number };

/**
 * Server side of the same rule: a bet sent with `requested` odds while the market now offers `current`.
 * When the change is acceptable the bet runs at the current price (a rise under `higher` goes to the
 * player); otherwise the placement fails with invalid odds (error code 101).
 */
export function checkPlacementOdds(
  mode: OddsAcceptMode,
  requested: number,
  current: number,
): PlacementOddsCheck {
  return isOddsChangeAccepted(mode, requested, current)
    ? { accepted: true, odds: current }
    : { accepted: false, current };
}
