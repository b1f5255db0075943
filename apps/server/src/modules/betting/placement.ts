import { randomBytes } from 'node:crypto';
import { BETTING_ERROR_CODES, type PlacedBet, type PlacementRequest } from '@sportsbook/contracts/betting';
import { BET_ERROR_CODES } from '@sportsbook/contracts/errors';
import { betOdds } from '@sportsbook/domain/bet-returns';
import { isFreebetKind } from '@sportsbook/domain/bonus-kinds';
import type { JackpotBetCandidate } from '@sportsbook/domain/jackpots';
import type { Currency } from '@sportsbook/domain/money';
import type { OddsAcceptMode } from '@sportsbook/domain/odds-acceptance';
import { PLACEMENT_ERROR_KEYS } from '@sportsbook/domain/placement-errors';
import { SLIP_ISSUE_KEYS } from '@sportsbook/domain/slip-validation';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/sql-state';
import type { SignedInPlayer } from '../../http/session';
import { jackpotsFedBy, openJackpots } from '../jackpots';
import type { BalanceChange } from '../wallet';
import { betsInPlayShard, openAccount } from '../wallet';
import { BetRefused } from './bet-refused';
import type { BettingConfig } from './config';
import { type CheckedBet, newBetsOf, placedBets, ticketRef } from './placement-bets';
import { checkSlip } from './placement-checks';
import {
  type ComboboostPlacement,
  ComboboostRefused,
  comboboostPlacements,
  comboboostRefusal,
  grantComboboosts,
} from './placement-comboboosts';
import type { ContextRequest, PlacementContext } from './placement-context';
import { FreebetRefused, freebetRefusal, writeWithBonuses } from './placement-freebets';
import { checkPlayerLimits } from './placement-limits';
import { asksForStoredBets, idempotencyConflict } from './placement-replay';
import type { NewBet, PlacementWrite, PlacementWriteResult } from './placement-sql';
import { betsWithKey, placedView } from './repository';
import { accountCurrencyOf, refOf, type SelectionLookup, selectionLookup } from './validated-bet';

/** How placement reads and writes: batched across concurrent requests by the service (db/batcher). */
export interface PlacementIo {
  readContext(request: ContextRequest): Promise<PlacementContext>;
  write(write: PlacementWrite): Promise<PlacementWriteResult>;
}

export interface PlacementOutcome {
  placed: PlacedBet[];
  balanceChanges: BalanceChange[];
  /** Bets waiting for the in-play delay: when to check them again. */
  delayedUntil: Date | undefined;
  replayed: boolean;
}

/** One placement request as its steps share it. */
interface Placement {
  db: Database;
  player: SignedInPlayer;
  request: PlacementRequest;
  /** The request's idempotency key: the client's, else a random one. */
  key: string;
  io: PlacementIo;
  now: Date;
}

/**
 * Places the bets of one request, all or nothing, in three round trips on the common path: the session, one read
 * of everything the rules need (placement-context), and one statement that posts the stakes and stores the bets
 * (placement-sql); `io` shares the last two with concurrent requests. Current prices against the player's
 * acceptance mode (101), domain slip validation and operator bet limits, responsible-gambling limits (only for
 * players who have any), then the stakes move to bets-in-play through the ledger with the bets. Any refusal
 * throws a BetRefused and leaves nothing changed.
 */
export async function placeBets(
  db: Database,
  player: SignedInPlayer,
  request: PlacementRequest,
  headerKey: string | undefined,
  config: BettingConfig,
  io: PlacementIo,
  now: Date = new Date(),
): Promise<PlacementOutcome> {
  refusePvePlayer(player, request);
  const clientKey = request.meta.idempotency_key ?? headerKey;
  const placement: Placement = {
    db,
    player,
    request,
    key: clientKey ?? randomBytes(16).toString('hex'),
    io,
    now,
  };
  const context = await io.readContext({
    playerId: player.id,
    refs: request.bets.flatMap((bet) => bet.selections.map(refOf)),
    clientKey,
    now,
  });
  const earlier = context.replay ? await replayedPlacement(placement) : undefined;
  if (earlier) return earlier;

  const currency = accountCurrency(player, request);
  const lookup = selectionLookup(context.selections);
  const mode = context.acceptMode;
  const validated = checkSlip({
    request,
    lookup,
    mode,
    currency,
    config,
    isPve: player.pve,
    risk: context.risk,
  });
  const checked: CheckedBet[] = request.bets.map((source, index) => {
    const bet = validated[index];
    if (!bet) throw new Error('validated bets and request bets differ');
    const bonus = source.bonus;
    const freebetId = bonus && isFreebetKind(bonus.type) ? Number(bonus.id) : null;
    return { source, bet, freebetId, bonusType: bonus?.type ?? null, boost: null };
  });
  if (context.hasLimits) await checkPlayerLimits(db, player.id, currency.code, checked, now);
  const boosts = await comboboostPlacements(db, checked);
  const granted = await withComboboostRefusal(request, () =>
    grantComboboosts(db, player.id, checked, boosts, now),
  );

  const { bets, delayedUntil } = newBetsOf({
    checked: granted,
    lookup,
    key: placement.key,
    playerId: player.id,
    currency: currency.code,
    config,
    now,
  });
  return writeBets(placement, { checked: granted, boosts, lookup, currency, mode, bets, delayedUntil });
}

/** Runs the comboboost checks, answering a refused one as its BetRefused. */
async function withComboboostRefusal<T>(request: PlacementRequest, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof ComboboostRefused) throw comboboostRefusal(error, request.bets.length);
    throw error;
  }
}

function refusePvePlayer(player: SignedInPlayer, request: PlacementRequest): void {
  if (!player.pve) return;
  throw new BetRefused(
    'pve_player',
    BET_ERROR_CODES.pvePlayerBetForbidden,
    'This account may not place bets.',
    {
      localized_message: PLACEMENT_ERROR_KEYS.pvePlayerBetForbidden,
      errors_by_bet: request.bets.map(() => ({
        localized_message: PLACEMENT_ERROR_KEYS.pvePlayerBetForbidden,
      })),
    },
  );
}

/** A used key answers the bets it placed (a retry), or refuses when the request asks for other bets. */
async function replayedPlacement(placement: Placement): Promise<PlacementOutcome | undefined> {
  const stored = await betsWithKey(placement.db, placement.player.id, placement.key);
  if (stored.length === 0) return undefined;
  if (!asksForStoredBets(placement.request, stored)) throw idempotencyConflict();
  const placed = stored.map(({ bet, selections, placedStake }) => placedView(bet, selections, placedStake));
  return { placed, balanceChanges: [], delayedUntil: undefined, replayed: true };
}

/** The player's account currency; every stake must be in it (`currency_mismatch`, the key on the bets that are not). */
function accountCurrency(player: SignedInPlayer, request: PlacementRequest): Currency {
  const currency = accountCurrencyOf(player);
  const wrong = request.bets.find((bet) => bet.stake.currency !== player.currency);
  if (!wrong) return currency;
  const mismatch = 'error.place_bets.currency_mismatch';
  throw new BetRefused(
    'currency_mismatch',
    BETTING_ERROR_CODES.currencyMismatch,
    `Stakes must be in your account currency ${player.currency} (got ${wrong.stake.currency}).`,
    {
      localized_message: mismatch,
      errors_by_bet: request.bets.map((bet) => ({
        localized_message: bet.stake.currency === player.currency ? '' : mismatch,
      })),
      details: { currency: player.currency, got: wrong.stake.currency },
    },
  );
}

/** House accounts known to be open, per database: placement opens each bets_in_play shard once. */
const openHouseAccounts = new WeakMap<Database, Set<string>>();

async function ensureBetsInPlay(db: Database, currency: string, shard: number): Promise<void> {
  const known = openHouseAccounts.get(db) ?? new Set<string>();
  openHouseAccounts.set(db, known);
  const key = `${currency}:${shard}`;
  if (known.has(key)) return;
  await openAccount(db, { house: 'bets_in_play', shard }, currency);
  known.add(key);
}

/**
 * Stores the bets with their stakes, all or nothing: through the batched statement, or, when a bet uses a
 * bonus (a freebet, a comboboost), its own transaction (placement-freebets). A key another request used meanwhile answers that
 * request's bets; a ticket reference that met another bet's is drawn again, once.
 */
async function writeBets(
  placement: Placement,
  slip: {
    checked: readonly CheckedBet[];
    boosts: readonly (ComboboostPlacement | undefined)[];
    lookup: SelectionLookup;
    currency: Currency;
    mode: OddsAcceptMode;
    bets: NewBet[];
    delayedUntil: Date | undefined;
  },
): Promise<PlacementOutcome> {
  const { db, player, request, now } = placement;
  const { checked, lookup, currency, bets } = slip;
  const shard = betsInPlayShard(player.id);
  await ensureBetsInPlay(db, currency.code, shard);
  const write: PlacementWrite = {
    playerId: player.id,
    currency: currency.code,
    shard,
    deviceId: request.meta.device_id ?? null,
    quick: request.meta.quick,
    acceptMode: slip.mode,
    at: now,
    bets,
  };
  const feeding = await betsFeedingJackpots(db, checked, bets, lookup, currency.code);
  bets.forEach((bet, index) => {
    bet.feedsJackpot = feeding[index] === true;
  });
  const withBonus = bets.some((bet) => bet.bonusType !== null);
  const freebetChecks = checked.map(({ source, bet }) => ({
    betType: bet.betType,
    currency: currency.code,
    odds: betOdds(bet),
    stake: bet.stake,
    legs: source.selections.map((s) => ({ live: lookup(s).live })),
  }));
  const store = () =>
    withBonus ? writeWithBonuses(db, write, freebetChecks, slip.boosts) : placement.io.write(write);

  let written: PlacementWriteResult;
  try {
    written = await store();
  } catch (error) {
    if (error instanceof FreebetRefused) {
      // The same request retried while its first attempt used the freebet: answer the first attempt's bets.
      const earlier = error.reason === 'used' ? await replayedPlacement(placement) : undefined;
      if (earlier) return earlier;
      throw freebetRefusal(error, request.bets.length);
    }
    if (error instanceof ComboboostRefused) {
      // As with a freebet: a retry whose first attempt took the last use answers the first attempt's bets.
      const earlier = error.reason === 'no_uses_left' ? await replayedPlacement(placement) : undefined;
      if (earlier) return earlier;
      throw comboboostRefusal(error, request.bets.length);
    }
    if (!isUniqueViolation(error)) throw error;
    // A parallel request with the same key won: answer what it placed.
    const earlier = await replayedPlacement(placement);
    if (earlier) return earlier;
    // Otherwise a ticket reference met another bet's (the same millisecond and random part): new ones, once.
    for (const bet of bets) bet.ref = ticketRef(now);
    written = await store();
  }
  if (!written.ok && 'closed' in written) {
    // A leg's market was stopped or settled between the checks and the write (the feed's result won the race).
    throw new BetRefused(
      'invalid_bet',
      BETTING_ERROR_CODES.invalidBet,
      `The bets cannot be placed: ${SLIP_ISSUE_KEYS.selectionUnavailable}`,
      {
        errors_by_bet: request.bets.map(() => ({ localized_message: SLIP_ISSUE_KEYS.selectionUnavailable })),
      },
    );
  }
  if (!written.ok) {
    throw new BetRefused(
      'insufficient_funds',
      BETTING_ERROR_CODES.insufficientFunds,
      'Your balance does not cover the stake.',
      {
        localized_message: 'error.place_bets.insufficient_funds',
        details: { balance: written.balance, required: written.required, currency: currency.code },
      },
    );
  }
  return {
    placed: placedBets(bets, written.betIds),
    balanceChanges: [{ playerId: player.id, currency: currency.code, balance: written.balance }],
    delayedUntil: slip.delayedUntil,
    replayed: false,
  };
}

/**
 * Which of the slip's bets feed an open jackpot: they are stored marked to wait for the jackpot drain, which decides
 * their contributions and draws after the placement (ADR 042).
 */
async function betsFeedingJackpots(
  db: Database,
  checked: readonly CheckedBet[],
  bets: readonly NewBet[],
  lookup: SelectionLookup,
  currency: string,
): Promise<boolean[]> {
  const open = await openJackpots(db);
  if (open.length === 0) return [];
  return checked.map(({ source, freebetId }, index): boolean => {
    const candidate: JackpotBetCandidate = {
      currency,
      stake: bets[index]?.stake ?? 0,
      odds: bets[index]?.odds ?? null,
      legSportKeys: source.selections.map((s) => lookup(s).sportKey),
      freebet: freebetId !== null,
    };
    return jackpotsFedBy(open, candidate).length > 0;
  });
}
