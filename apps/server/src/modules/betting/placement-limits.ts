import type { ValidatedBet } from '@sportsbook/domain/slip-validation';
import type { Database } from '../../db/client';
import { activeExclusion, checkWagerAndLossLimits } from '../limits';
import { BetRefused } from './bet-refused';

/**
 * The player's own limits, for players who have any (the placement context says): each cash bet against the bet,
 * wager and loss limits, counting the slip's earlier bets; the first one over refuses the slip with its code
 * and the limit in details. A freebet stake is not the player's money: no limit counts it, but an exclusion
 * still refuses it.
 */
export async function checkPlayerLimits(
  db: Database,
  playerId: number,
  currency: string,
  bets: readonly { bet: ValidatedBet; freebetId: number | null }[],
  now: Date,
): Promise<void> {
  let earlierStakes = 0;
  for (const { bet, freebetId } of bets) {
    if (freebetId !== null) {
      await refuseExcluded(db, playerId, currency, now);
      continue;
    }
    const limits = await checkWagerAndLossLimits(db, playerId, currency, bet.stake, now, earlierStakes);
    if (!limits.ok) {
      throw new BetRefused('player_limit', limits.code, limits.message, {
        localized_message: limits.message,
        details: limits.limit ?? {},
      });
    }
    earlierStakes += bet.stake;
  }
}

async function refuseExcluded(db: Database, playerId: number, currency: string, now: Date): Promise<void> {
  if (!(await activeExclusion(db, playerId, now))) return;
  // The limits check answers an exclusion before any limit: it words the refusal.
  const excluded = await checkWagerAndLossLimits(db, playerId, currency, 0, now);
  if (!excluded.ok) {
    throw new BetRefused('player_limit', excluded.code, excluded.message, {
      localized_message: excluded.message,
    });
  }
}
