import {
  type CashoutBet,
  type CashoutConfig,
  type CashoutLeg,
  type CashoutOffer,
  cashoutOffer,
} from '@sportsbook/domain/cashout';
import { settledBonusOdds } from '@sportsbook/domain/comboboost';
import type { Database } from '../../db/client';
import { currentSelections, selectionKey } from './current-prices';
import type { BetRow, BetSelectionRow } from './repository';

const refOf = (s: BetSelectionRow) => ({
  matchId: s.matchId,
  marketId: s.marketId,
  specifier: s.specifier,
  outcomeId: s.outcomeId,
});

/**
 * A boosted combo's bonus odds if its open legs win: domain `settledBonusOdds` on its legs now (voids recompute
 * the range, as settlement will); nothing for a bet without a comboboost or one the boost no longer applies to.
 */
function boostOf(bet: BetRow, selections: readonly BetSelectionRow[]): { boostOdds?: number } {
  if (bet.bonusOdds === null || bet.bonusRanges === null) return {};
  const legs = selections.map((s) => ({
    odds: s.odds,
    result: s.result ?? ('pending' as const),
    qualifying: s.boostQualifying === true,
  }));
  const boostOdds = settledBonusOdds({ ranges: bet.bonusRanges, bonusOdds: bet.bonusOdds }, legs);
  return boostOdds === undefined ? {} : { boostOdds };
}

/** The bets as domain cash-out sees them, with each leg's state and price now. */
export async function cashoutBets(
  db: Database,
  rows: readonly { bet: BetRow; selections: readonly BetSelectionRow[] }[],
): Promise<Map<number, CashoutBet>> {
  const open = rows.filter(({ bet }) => bet.status === 'waiting_results');
  const current = await currentSelections(
    db,
    open.flatMap(({ selections }) => selections.map(refOf)),
  );
  const found = new Map<number, CashoutBet>();
  for (const { bet, selections } of rows) {
    const legs: CashoutLeg[] = selections.map((s) => {
      const now = current.get(selectionKey(refOf(s)));
      const state = s.result ?? (now?.open ? 'open' : 'suspended');
      return { placedOdds: s.odds, currentOdds: now?.odds ?? 0, state };
    });
    found.set(bet.id, {
      betType: bet.type,
      status: bet.status,
      stake: bet.stake,
      legs,
      freebet: bet.freebetId !== null,
      ...boostOf(bet, selections),
    });
  }
  return found;
}

/**
 * Cash-out offers of bets at the current prices (domain `cashoutOffer`): a settled leg counts at its result,
 * an open one at placed / current odds, a leg whose market is not open now makes the offer unavailable.
 */
export async function cashoutOffers(
  db: Database,
  rows: readonly { bet: BetRow; selections: readonly BetSelectionRow[] }[],
  config: CashoutConfig,
): Promise<Map<number, CashoutOffer>> {
  const offers = new Map<number, CashoutOffer>();
  for (const [id, bet] of await cashoutBets(db, rows)) offers.set(id, cashoutOffer(bet, config));
  return offers;
}

export const offerAmount = (offer: CashoutOffer | undefined): number | null =>
  offer?.available ? offer.amount : null;
