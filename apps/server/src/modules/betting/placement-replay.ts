import type { PlacementRequest } from '@sportsbook/contracts/betting';
import { HTTP_ERROR_CODES } from '@sportsbook/contracts/errors';
import { PLACEMENT_ERROR_KEYS } from '@sportsbook/domain/placement-errors';
import { BetRefused } from './bet-refused';
import type { StoredBet } from './repository';
import { parseSystem } from './validated-bet';

/**
 * Whether a request sent again with a used idempotency key asks for the bets that key placed: the same bets in
 * the same order, each with its type, system, stake as placed (a partial cash-out since does not make it another
 * request), currency, freebet and selections. Prices are left out: a
 * retry after a price move asks for the same bets, and the first answer holds the prices they were placed at.
 */
export function asksForStoredBets(request: PlacementRequest, stored: readonly StoredBet[]): boolean {
  return (
    request.bets.length === stored.length &&
    request.bets.every((asked, index) => {
      const entry = stored[index];
      if (!entry) return false;
      const { bet, selections, placedStake } = entry;
      const system = parseSystem(asked.system_id);
      return (
        asked.type === bet.type &&
        (system?.winCount ?? null) === bet.systemWinCount &&
        (system?.totalCount ?? null) === bet.systemTotalCount &&
        asked.stake.value === placedStake &&
        asked.stake.currency === bet.currency &&
        (asked.bonus ? Number(asked.bonus.id) : null) === (bet.freebetId ?? bet.comboboostId) &&
        asked.selections.length === selections.length &&
        asked.selections.every((s, position) => {
          const leg = selections[position];
          return (
            leg !== undefined &&
            s.match_id === leg.matchId &&
            s.market_id === leg.marketId &&
            s.specifier === leg.specifier &&
            s.outcome_id === leg.outcomeId
          );
        })
      );
    })
  );
}

/** A used idempotency key sent with other bets (409 at the route edge): nothing is placed, the first bets stand. */
export function idempotencyConflict(): BetRefused {
  return new BetRefused(
    'idempotency_conflict',
    HTTP_ERROR_CODES.idempotencyConflict,
    'This idempotency key was used for other bets.',
    { localized_message: PLACEMENT_ERROR_KEYS.idempotencyConflict },
  );
}
