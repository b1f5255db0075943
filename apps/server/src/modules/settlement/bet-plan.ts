import type { BetResult } from '@sportsbook/domain/bet-status';
import { type FreebetKind, isFreebetKind } from '@sportsbook/domain/bonus-kinds';
import { settleBoostedCombo } from '@sportsbook/domain/comboboost';
import { type FreebetSettlement, freebetSettlement } from '@sportsbook/domain/freebets';
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
  /** A boosted combo's leg that counted towards the comboboost's range at placement. */
  qualifying?: boolean;
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

/** What a freebet bet's settlement gives back besides cash, before this plan and after it (domain freebets). */
export interface FreebetChange {
  before: FreebetSettlement | undefined;
  after: FreebetSettlement | undefined;
}

/** What bringing one bet in line with the current results takes: postings (applied together), rows to write. */
export interface BetPlan {
  bet: BetRow;
  /** The reversal of the last settlement and/or the new settlement; all posted or none. */
  postings: LedgerPosting[];
  legUpdates: { id: number; result: LegResult | null }[];
  /** The new state of the bet row; absent when only leg results are recorded. */
  update?: BetUpdate;
  /** A freebet bet's freebet given back or taken again, a no-risk freebet issued or taken back. */
  freebet?: FreebetChange;
}

/**
 * Settlement moves the stake out of bets-in-play: the payout to the player, the rest to the operator. A freebet
 * stake came from the bonus account: when the freebet comes back (a refund: the whole stake returned) the stake
 * goes back there; any other result settles it like a cash stake (the bonus account keeps the cost of the
 * freebet, the operator the bet's result). A half-lost freebet bet is not a refund: its freebet is spent.
 */
function settlementEntries(bet: BetRow, payout: number, freebetBack: boolean): LedgerPosting['entries'] {
  if (bet.freebetId !== null && freebetBack) {
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
  freebetBack = false,
): LedgerPosting {
  return {
    kind: result === 'refund' ? 'bet_refund' : 'bet_payout',
    currency: bet.currency,
    reference: `settle:${bet.id}:${version}`,
    entries: settlementEntries(bet, payout, freebetBack),
    metadata: { betId: bet.id, result, payout },
    at,
  };
}

/**
 * The exact opposite of the bet's last settlement posting: `unsettle:{betId}:{version}`. `freebetBack`: whether
 * that settlement gave a freebet back, which the legs' stored results decide (`lastOutcome`).
 */
export function reversalPosting(bet: BetRow, at: Date, freebetBack = false): LedgerPosting {
  const original = settlementPosting(
    bet,
    bet.settlementVersion,
    bet.payout,
    bet.result ?? 'lose',
    at,
    freebetBack,
  );
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

/** A bet's settlement on some leg results, and for a freebet bet what its kind gives (domain freebetSettlement). */
interface Outcome {
  settlement: Settlement;
  freebet?: FreebetSettlement;
}

/** The freebet kind a bet was placed with; bets from before kinds were stored are plain freebets. */
function freebetKindOf(bet: BetRow): FreebetKind {
  return bet.bonusType !== null && isFreebetKind(bet.bonusType) ? bet.bonusType : 'freebet';
}

function outcomeOf(
  bet: BetRow,
  legs: readonly PlannedLeg[],
  results: readonly (LegResult | null)[],
): Outcome {
  const settlement = settleAsCash(bet, legs, results);
  if (!settlement.settled || bet.freebetId === null) return { settlement };
  const freebet = freebetSettlement(freebetKindOf(bet), settlement.payout, bet.stake);
  return { settlement: { ...settlement, payout: freebet.cash }, freebet };
}

function settleAsCash(
  bet: BetRow,
  legs: readonly PlannedLeg[],
  results: readonly (LegResult | null)[],
): Settlement {
  const resultOf = (index: number) => results[index] ?? 'pending';
  if (bet.bonusType === 'comboboost' && bet.bonusOdds !== null && bet.bonusRanges !== null) {
    // A boosted combo: voids recompute the range, never above the placed boost (domain settleBoostedCombo).
    return settleBoostedCombo(
      bet.stake,
      legs.map((leg, index) => ({
        odds: leg.odds,
        result: resultOf(index),
        qualifying: leg.qualifying === true,
      })),
      { ranges: bet.bonusRanges, bonusOdds: bet.bonusOdds },
    );
  }
  return settleBet({
    betType: bet.type,
    stake: bet.stake,
    legs: legs.map((leg, index) => ({ odds: leg.odds, result: resultOf(index) })),
    ...(bet.systemWinCount !== null && bet.systemTotalCount !== null
      ? { systemType: { winCount: bet.systemWinCount, totalCount: bet.systemTotalCount } }
      : {}),
    ...(bet.type === 'custom_bet' ? { customOdds: bet.odds } : {}),
  });
}

const currentResults = (legs: readonly PlannedLeg[]) => legs.map((leg) => leg.current);

/** What the bet's last settlement gave: the outcome of the results its legs were settled with. */
function lastOutcome(bet: BetRow, legs: readonly PlannedLeg[]): Outcome | undefined {
  if (bet.status !== 'done') return undefined;
  const outcome = outcomeOf(
    bet,
    legs,
    legs.map((leg) => leg.stored),
  );
  return outcome.settlement.settled ? outcome : undefined;
}

const sameFreebet = (a: FreebetSettlement | undefined, b: FreebetSettlement | undefined) =>
  (a?.freebetBack ?? false) === (b?.freebetBack ?? false) && (a?.newFreebet ?? 0) === (b?.newFreebet ?? 0);

/**
 * False for a bet no settlement rule can decide (a type whose legs do not fit it, such as a single with two
 * selections, which placement refuses today): settlement reports it instead of leaving it open silently.
 */
export function isSettleable(bet: BetRow, legs: readonly PlannedLeg[]): boolean {
  const settlement = settleAsCash(bet, legs, currentResults(legs));
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
  const { settlement, freebet } = outcomeOf(bet, legs, currentResults(legs));
  const settled = bet.status === 'done';
  const last = lastOutcome(bet, legs);
  if (
    settled &&
    settlement.settled &&
    settlement.payout === bet.payout &&
    settlement.result === bet.result &&
    sameFreebet(last?.freebet, freebet)
  ) {
    return { bet, postings: [], legUpdates };
  }
  const postings = settled ? [reversalPosting(bet, now, last?.freebet?.freebetBack ?? false)] : [];
  const freebetChange =
    bet.freebetId === null
      ? {}
      : { freebet: { before: last?.freebet, after: settlement.settled ? freebet : undefined } };
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
    return {
      bet,
      postings: postings.filter(moves),
      legUpdates,
      ...(update ? { update } : {}),
      ...freebetChange,
    };
  }
  const version = bet.settlementVersion + 1;
  postings.push(
    settlementPosting(bet, version, settlement.payout, settlement.result, now, freebet?.freebetBack ?? false),
  );
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
    ...freebetChange,
  };
}
