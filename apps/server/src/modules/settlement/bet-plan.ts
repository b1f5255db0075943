import type { BetResult } from '@sportsbook/domain/bet-status';
import { freebetPayout } from '@sportsbook/domain/freebets';
import { type LegResult, type Settlement, settleBet } from '@sportsbook/domain/settlement';
import type { BetRow } from '../betting';
import type { LedgerPosting } from '../wallet';
import { betsInPlayAccount } from '../wallet';

/** A leg of a bet with the result it was last settled with and the result the feed holds now. */
export interface PlannedLeg {
  id: number;
  odds: number;
  stored: LegResult | null;
  current: LegResult | null;
}

/** The columns of a bet row that settlement writes. */
export interface BetUpdate {
  id: number;
  status: 'waiting_results' | 'done';
  result: BetResult | null;
  payout: number;
  settledAt: Date | null;
  settlementVersion: number;
}

/** What bringing one bet in line with the current results takes: postings (applied together), rows to write. */
export interface BetPlan {
  bet: BetRow;
  /** The reversal of the last settlement and/or the new settlement; all posted or none. */
  postings: LedgerPosting[];
  legUpdates: { id: number; result: LegResult | null }[];
  /** The new state of the bet row; absent when only leg results are recorded. */
  update?: BetUpdate;
}

/**
 * Settlement moves the stake out of bets-in-play: the payout to the player, the rest to the operator. A freebet
 * stake came from the bonus account: a refund sends it back there (the freebet is given back), any other result
 * settles it like a cash stake (the bonus account keeps the cost of the freebet, the operator the bet's result).
 */
function settlementEntries(bet: BetRow, payout: number, result: BetResult): LedgerPosting['entries'] {
  if (bet.freebetId !== null && result === 'refund') {
    return [
      { account: betsInPlayAccount(bet.playerId), amount: -bet.stake },
      { account: { house: 'bonus' as const }, amount: bet.stake },
    ].filter((entry) => entry.amount !== 0);
  }
  return [
    { account: betsInPlayAccount(bet.playerId), amount: -bet.stake },
    { account: { house: 'operator' as const }, amount: bet.stake - payout },
    { account: { playerId: bet.playerId }, amount: payout },
  ].filter((entry) => entry.amount !== 0);
}

/** The posting of the bet's `version`-th settlement: `settle:{betId}:{version}`. */
export function settlementPosting(
  bet: BetRow,
  version: number,
  payout: number,
  result: BetResult,
  at: Date,
): LedgerPosting {
  return {
    kind: result === 'refund' ? 'bet_refund' : 'bet_payout',
    currency: bet.currency,
    reference: `settle:${bet.id}:${version}`,
    entries: settlementEntries(bet, payout, result),
    metadata: { betId: bet.id, result, payout },
    at,
  };
}

/** The exact opposite of the bet's last settlement posting: `unsettle:{betId}:{version}`. */
export function reversalPosting(bet: BetRow, at: Date): LedgerPosting {
  const original = settlementPosting(bet, bet.settlementVersion, bet.payout, bet.result ?? 'lose', at);
  return {
    kind: original.kind,
    currency: bet.currency,
    reference: `unsettle:${bet.id}:${bet.settlementVersion}`,
    entries: original.entries.map((entry) => ({ account: entry.account, amount: -entry.amount })),
    metadata: { betId: bet.id, reverses: original.reference },
    at,
  };
}

/** A posting that moves nothing (a zero stake that pays nothing) is not posted at all. */
const moves = (posting: LedgerPosting) => posting.entries.length > 0;

function settle(bet: BetRow, legs: readonly PlannedLeg[]): Settlement {
  const settlement = settleAsCash(bet, legs);
  if (!settlement.settled || bet.freebetId === null) return settlement;
  return { ...settlement, payout: freebetPayout(settlement.payout, bet.stake, settlement.result) };
}

function settleAsCash(bet: BetRow, legs: readonly PlannedLeg[]): Settlement {
  return settleBet({
    betType: bet.type,
    stake: bet.stake,
    legs: legs.map((leg) => ({ odds: leg.odds, result: leg.current ?? 'pending' })),
    ...(bet.systemWinCount !== null && bet.systemTotalCount !== null
      ? { systemType: { winCount: bet.systemWinCount, totalCount: bet.systemTotalCount } }
      : {}),
    ...(bet.type === 'custom_bet' ? { customOdds: bet.odds } : {}),
  });
}

/**
 * False for a bet no settlement rule can decide (a type whose legs do not fit it, such as a single with two
 * selections, which placement refuses today): settlement reports it instead of leaving it open silently.
 */
export function isSettleable(bet: BetRow, legs: readonly PlannedLeg[]): boolean {
  const settlement = settleAsCash(bet, legs);
  return settlement.settled || settlement.reason !== 'invalid_bet';
}

/**
 * Brings an open or settled bet in line with the feed's current results, computed with domain `settleBet`:
 * unchanged results plan nothing (a result delivered twice never pays twice); a settled bet whose results
 * changed is reversed and reopened, then settled again once its legs decide it; a later leg result that does
 * not change what a settled bet pays (a combo already lost) only records the leg.
 */
export function planBet(bet: BetRow, legs: readonly PlannedLeg[], now: Date): BetPlan | undefined {
  if (bet.status !== 'waiting_results' && bet.status !== 'done') return undefined;
  const legUpdates = legs
    .filter((leg) => leg.stored !== leg.current)
    .map((leg) => ({ id: leg.id, result: leg.current }));
  if (legUpdates.length === 0) return undefined;
  const settlement = settle(bet, legs);
  const settled = bet.status === 'done';
  if (settled && settlement.settled && settlement.payout === bet.payout && settlement.result === bet.result) {
    return { bet, postings: [], legUpdates };
  }
  const postings = settled ? [reversalPosting(bet, now)] : [];
  if (!settlement.settled) {
    const update: BetUpdate | undefined = settled
      ? {
          id: bet.id,
          status: 'waiting_results',
          result: null,
          payout: 0,
          settledAt: null,
          settlementVersion: bet.settlementVersion,
        }
      : undefined;
    return { bet, postings: postings.filter(moves), legUpdates, ...(update ? { update } : {}) };
  }
  const version = bet.settlementVersion + 1;
  postings.push(settlementPosting(bet, version, settlement.payout, settlement.result, now));
  return {
    bet,
    postings: postings.filter(moves),
    legUpdates,
    update: {
      id: bet.id,
      status: 'done',
      result: settlement.result,
      payout: settlement.payout,
      settledAt: now,
      settlementVersion: version,
    },
  };
}
