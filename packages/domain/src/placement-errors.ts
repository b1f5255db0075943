/**
 * Bet placement errors (part 1 §8, part 2 §8): error codes, their message keys, and which errors
 * mean "the odds were wrong" (the slip then refreshes prices instead of only showing a message).
 */

export const PLACEMENT_ERROR_CODES = {
  invalidOdds: 101,
  pvePlayerBetForbidden: 114,
  municipalityNotFound: 118,
  invalidOddsCustomBet: 120,
} as const;

export const PLACEMENT_ERROR_KEYS = {
  invalidOdds: 'error.place_bets.invalid_odds',
  invalidOddsCustomBet: 'error.place_bets.invalid_odds_custom_bet',
  pvePlayerBetForbidden: 'error.platform.pve_player_bet_forbidden',
  municipalityNotFound: 'error.place_bets.municipality_not_found',
  default: 'error.place_bets.default',
  idempotencyConflict: 'error.place_bets.idempotency_conflict',
} as const;

/** Risk-validation keys that mean the sent odds no longer hold. */
export const WRONG_ODDS_KEYS = [
  'error.risk_validation.odds_different_than_bookmaker',
  'error.risk_validation.odds_higher_than_bookmakers',
  'error.risk_validation.odds_to_low',
  'error.risk_validation.odds_higher_than_bookmakers_current_odds',
] as const;

const byCode: ReadonlyMap<number | string, string> = new Map([
  [PLACEMENT_ERROR_CODES.invalidOdds, PLACEMENT_ERROR_KEYS.invalidOdds],
  [PLACEMENT_ERROR_CODES.invalidOddsCustomBet, PLACEMENT_ERROR_KEYS.invalidOddsCustomBet],
  [PLACEMENT_ERROR_CODES.pvePlayerBetForbidden, PLACEMENT_ERROR_KEYS.pvePlayerBetForbidden],
  [PLACEMENT_ERROR_CODES.municipalityNotFound, PLACEMENT_ERROR_KEYS.municipalityNotFound],
]);

/**
 * The message to show for a failed placement: the key of a known code; otherwise the server's
 * localized message when there is one; otherwise the default key.
 */
export function placementErrorMessage(code: number | string | undefined, serverMessage?: string): string {
  const known = code === undefined ? undefined : byCode.get(code);
  if (known) return known;
  if (serverMessage && serverMessage.trim() !== '') return serverMessage;
  return PLACEMENT_ERROR_KEYS.default;
}

/** Wrong odds: the invalid-odds codes, or any of the risk-validation odds keys among the messages. */
export function isWrongOddsError(
  code: number | string | undefined,
  messages: readonly string[] = [],
): boolean {
  if (code === PLACEMENT_ERROR_CODES.invalidOdds || code === PLACEMENT_ERROR_CODES.invalidOddsCustomBet) {
    return true;
  }
  return messages.some((m) => (WRONG_ODDS_KEYS as readonly string[]).includes(m));
}
