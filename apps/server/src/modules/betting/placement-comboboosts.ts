import { BONUS_ERROR_CODES, COMBOBOOST_UNAVAILABLE_KEY } from '@sportsbook/contracts/bonuses';
import {
  type ComboboostBet,
  type ComboboostRefusal,
  comboboostPlacementCheck,
} from '@sportsbook/domain/comboboost';
import type { Database } from '../../db/client';
import { comboboostTermsOf, eventRefs, lockComboboost, useComboboost } from '../bonuses';
import { BetRefused } from './bet-refused';
import type { CheckedBet } from './placement-bets';

/** A comboboost a bet of the request names cannot boost it; nothing was written. */
export class ComboboostRefused extends Error {
  override name = 'ComboboostRefused';
  constructor(
    readonly betIndex: number,
    readonly reason: ComboboostRefusal | 'not_found',
  ) {
    super(`comboboost of bet ${betIndex} refused: ${reason}`);
  }
}

const MESSAGES: Record<ComboboostRefused['reason'], string> = {
  not_found: 'This comboboost is not yours or does not exist.',
  not_activated: 'This comboboost is not activated.',
  not_available: 'This comboboost cannot be used now.',
  deactivated: 'This comboboost has been deactivated.',
  overridden: 'Another comboboost has been activated in place of this one.',
  not_started: 'This comboboost cannot be used yet.',
  expired: 'This comboboost has expired.',
  no_uses_left: 'This comboboost has been used up.',
  bet_type: 'A comboboost boosts combos only.',
  selection_count: 'This combo has too few qualifying selections for the comboboost.',
  bonus_odds_changed: 'The comboboost odds for this combo have changed.',
};

/** The refusal of a comboboost: `comboboost_unavailable`, the key on the bet's entry and the reason in details. */
export function comboboostRefusal(error: ComboboostRefused, bets: number): BetRefused {
  return new BetRefused(
    'comboboost_unavailable',
    BONUS_ERROR_CODES.comboboostUnavailable,
    MESSAGES[error.reason],
    {
      localized_message: COMBOBOOST_UNAVAILABLE_KEY,
      errors_by_bet: Array.from({ length: bets }, (_, i) => ({
        localized_message: i === error.betIndex ? COMBOBOOST_UNAVAILABLE_KEY : '',
      })),
      details: { reason: error.reason, bet_index: error.betIndex },
    },
  );
}

/** A bet's comboboost as placement checks it: the bonus, the combo's legs and the bonus odds the slip showed. */
export interface ComboboostPlacement {
  comboboostId: number;
  bet: ComboboostBet;
  claimedOdds: number;
}

/** The comboboost checks of the request's bets (undefined for a bet without one), legs at their accepted odds. */
export async function comboboostPlacements(
  db: Database,
  checked: readonly CheckedBet[],
): Promise<(ComboboostPlacement | undefined)[]> {
  const boosted = checked.filter((c) => c.bonusType === 'comboboost');
  if (boosted.length === 0) return checked.map(() => undefined);
  const refs = await eventRefs(
    db,
    boosted.flatMap((c) => c.source.selections.map((s) => s.match_id)),
  );
  return checked.map(({ source, bet, bonusType }) => {
    if (bonusType !== 'comboboost' || !source.bonus) return undefined;
    const legs = source.selections.map((s, position) => {
      const found = refs.get(s.match_id);
      if (!found) throw new Error(`match ${s.match_id} of a checked bet not found`);
      return { id: String(position), odds: bet.selections[position]?.acceptedOdds ?? 0, event: found.event };
    });
    return {
      comboboostId: Number(source.bonus.id),
      bet: { betType: bet.betType, legs },
      claimedOdds: source.bonus.odds ?? 0,
    };
  });
}

/** Checks one comboboost with domain `comboboostPlacementCheck`: the player's, usable, the bet qualifying. */
async function checkComboboost(
  issued: Awaited<ReturnType<typeof comboboostTermsOf>>,
  placement: ComboboostPlacement,
  index: number,
  playerId: number,
  now: Date,
) {
  if (!issued || issued.playerId !== playerId) throw new ComboboostRefused(index, 'not_found');
  const check = comboboostPlacementCheck(issued.terms, placement.bet, now.getTime(), placement.claimedOdds);
  if (!check.ok) throw new ComboboostRefused(index, check.reason);
  const qualifying = new Set(check.suitableSelections);
  return {
    comboboostId: issued.id,
    bonusOdds: check.bonusOdds,
    ranges: [...issued.terms.ranges],
    qualifying: placement.bet.legs.map((leg) => qualifying.has(leg.id)),
  };
}

/**
 * The checked bets with their comboboosts granted (an unlocked first check, so a refused one costs no write and
 * the stored bet carries its boosted odds); throws ComboboostRefused.
 */
export async function grantComboboosts(
  db: Database,
  playerId: number,
  checked: readonly CheckedBet[],
  placements: readonly (ComboboostPlacement | undefined)[],
  now: Date,
): Promise<CheckedBet[]> {
  return Promise.all(
    checked.map(async (bet, index) => {
      const placement = placements[index];
      if (!placement) return bet;
      const issued = await comboboostTermsOf(db, placement.comboboostId, now);
      return { ...bet, boost: await checkComboboost(issued, placement, index, playerId, now) };
    }),
  );
}

/**
 * In the placement's transaction: locks each comboboost row `FOR UPDATE` (concurrent placements with it queue
 * here), checks it again as it stands now (a use spent meanwhile refuses), and counts the bet in `times_used`.
 */
export async function useComboboosts(
  tx: Database,
  playerId: number,
  placements: readonly (ComboboostPlacement | undefined)[],
  now: Date,
): Promise<void> {
  for (const [index, placement] of placements.entries()) {
    if (!placement) continue;
    await checkComboboost(
      await lockComboboost(tx, placement.comboboostId, now),
      placement,
      index,
      playerId,
      now,
    );
    await useComboboost(tx, placement.comboboostId);
  }
}
