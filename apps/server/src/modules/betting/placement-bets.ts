import { randomBytes } from 'node:crypto';
import type { PlacedBet, PlacementBet } from '@sportsbook/contracts/betting';
import type { BetBonusType } from '@sportsbook/contracts/bonuses';
import { betOdds, betPotentialReturn } from '@sportsbook/domain/bet-returns';
import { isFreebetKind } from '@sportsbook/domain/bonus-kinds';
import { comboboostOdds } from '@sportsbook/domain/comboboost';
import { freebetPotentialWin } from '@sportsbook/domain/freebets';
import { potentialReturn } from '@sportsbook/domain/odds';
import type { ValidatedBet } from '@sportsbook/domain/slip-validation';
import { type BettingConfig, inPlayDelay } from './config';
import type { NewBet, PlacedComboboost } from './placement-sql';
import { betBonusView, stakePostingReference } from './repository';
import type { SelectionLookup } from './validated-bet';

/** A bet of the request with what the checks made of it. */
export interface CheckedBet {
  source: PlacementBet;
  bet: ValidatedBet;
  /** The freebet paying the stake, if the bet names one. */
  freebetId: number | null;
  /** The bonus the bet names: a freebet's kind or comboboost; null for none. */
  bonusType: BetBonusType | null;
  /** The comboboost granted by the checks (placement-comboboosts), with each leg's qualifying flag. */
  boost: (PlacedComboboost & { qualifying: readonly boolean[] }) | null;
}

/**
 * The rows to store for the checked bets, and when the latest in-play delay among them ends. Bet `i` gets the
 * idempotency key `{key}#{i}` and the stake reference `bet:{playerId}:{key}#{i}`; a bet with a live leg waits
 * `submitted` for the longest delay of its legs' sports, the others wait for results.
 */
export function newBetsOf(input: {
  checked: readonly CheckedBet[];
  lookup: SelectionLookup;
  key: string;
  playerId: number;
  currency: string;
  config: BettingConfig;
  now: Date;
}): { bets: NewBet[]; delayedUntil: Date | undefined } {
  const { lookup, key, playerId, config, now } = input;
  let delayedUntil: Date | undefined;
  const bets = input.checked.map(({ source, bet, freebetId, bonusType, boost }, index): NewBet => {
    const acceptAfter = inPlayAcceptAfter(source, lookup, config, now);
    if (acceptAfter && (!delayedUntil || acceptAfter > delayedUntil)) delayedUntil = acceptAfter;
    const betKey = `${key}#${index}`;
    // A boosted combo runs at its boosted odds (domain comboboostOdds), which its potential return shows.
    const plainOdds = betOdds(bet) ?? 0;
    const odds = boost ? comboboostOdds(plainOdds, boost.bonusOdds) : plainOdds;
    const potential = boost ? potentialReturn(bet.stake, odds) : (betPotentialReturn(bet) ?? 0);
    return {
      idempotencyKey: betKey,
      reference: stakePostingReference(playerId, betKey),
      ref: ticketRef(now),
      type: bet.betType,
      systemWinCount: bet.systemType?.winCount ?? null,
      systemTotalCount: bet.systemType?.totalCount ?? null,
      status: acceptAfter ? 'submitted' : 'waiting_results',
      stake: bet.stake,
      odds,
      // A freebet bet returns what its kind pays (domain freebets: the profit only, or all of it for all_win).
      potentialReturn:
        freebetId !== null && bonusType !== null && isFreebetKind(bonusType)
          ? freebetPotentialWin(potential, bet.stake, bonusType)
          : potential,
      isVip: bet.stake >= (config.vipStake[input.currency] ?? Number.MAX_SAFE_INTEGER),
      acceptAfter,
      freebetId,
      bonusType,
      boost: boost
        ? { comboboostId: boost.comboboostId, bonusOdds: boost.bonusOdds, ranges: boost.ranges }
        : null,
      selections: source.selections.map((s, position) => ({
        matchId: s.match_id,
        marketId: s.market_id,
        specifier: s.specifier,
        outcomeId: s.outcome_id,
        odds: bet.selections[position]?.acceptedOdds ?? lookup(s).odds,
        boostQualifying: boost ? (boost.qualifying[position] ?? false) : null,
      })),
    };
  });
  return { bets, delayedUntil };
}

/**
 * When a bet with a live leg may be accepted: after the longest in-play delay of its legs' sports (the sport's
 * back-office setting, else the platform's `inPlayDelayMs`); else null.
 */
function inPlayAcceptAfter(
  source: PlacementBet,
  lookup: SelectionLookup,
  config: BettingConfig,
  now: Date,
): Date | null {
  const legs = source.selections.map(lookup);
  const delay = legs.some((leg) => leg.live)
    ? Math.max(...legs.map((leg) => leg.inPlayDelayMs ?? inPlayDelay(config, leg.sportKey)))
    : 0;
  return delay > 0 ? new Date(now.getTime() + delay) : null;
}

/** The ticket reference players see: the placement time and 40 random bits, unique in `bets.ref`. */
export function ticketRef(now: Date): string {
  return `B${now.getTime().toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`;
}

/** The answer for stored bets: each with its id, status, price and stake, and its freebet if it used one. */
export function placedBets(bets: readonly NewBet[], betIds: ReadonlyMap<string, number>): PlacedBet[] {
  return bets.map((bet) => ({
    betId: String(betIds.get(bet.idempotencyKey) ?? ''),
    ref: bet.ref,
    status: bet.status,
    isVip: bet.isVip,
    odds: bet.odds,
    stake: bet.stake,
    bonus: betBonusView({
      bonusType: bet.bonusType,
      freebetId: bet.freebetId,
      comboboostId: bet.boost?.comboboostId ?? null,
      bonusOdds: bet.boost?.bonusOdds ?? null,
    }),
    freebetStake: bet.freebetId === null ? 0 : bet.stake,
    selections: bet.selections.map((s) => ({
      match_id: s.matchId,
      market_id: s.marketId,
      specifier: s.specifier,
      outcome_id: s.outcomeId,
      odds: s.odds,
    })),
  }));
}
