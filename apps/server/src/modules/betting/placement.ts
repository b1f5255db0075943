import { randomBytes } from 'node:crypto';
import {
  BETTING_ERROR_CODES,
  type PlacedBet,
  type PlacementBet,
  type PlacementRequest,
} from '@sportsbook/contracts/betting';
import { BET_ERROR_CODES } from '@sportsbook/contracts/errors';
import { betOdds, betPotentialReturn } from '@sportsbook/domain/bet-returns';
import { freebetPotentialWin } from '@sportsbook/domain/freebets';
import { findCurrency } from '@sportsbook/domain/money';
import { PLACEMENT_ERROR_KEYS } from '@sportsbook/domain/placement-errors';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { SignedInPlayer } from '../../http/session';
import { activeExclusion, checkWagerAndLossLimits } from '../limits';
import type { BalanceChange } from '../wallet';
import { betsInPlayShard, openAccount } from '../wallet';
import { type BettingConfig, inPlayDelay } from './config';
import { type CurrentSelection, selectionKey } from './current-prices';
import { checkSlip, refOf } from './placement-checks';
import type { ContextRequest, PlacementContext } from './placement-context';
import { FreebetRefused, freebetRefusal, writeWithFreebets } from './placement-freebets';
import { asksForStoredBets, idempotencyConflict } from './placement-replay';
import type { NewBet, PlacementWrite, PlacementWriteResult } from './placement-write';
import { betsWithKey, placedView } from './repository';

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
 * Places the bets of one request, all or nothing, in three round trips on the common path: the session, one read
 * of everything the rules need (placement-context), and one statement that posts the stakes and stores the bets
 * (placement-write); `io` shares the last two with concurrent requests. Current prices against the player's
 * acceptance mode (101), domain slip validation and
 * operator bet limits, responsible-gambling limits (only for players who have any), then the stakes move to
 * bets-in-play through the ledger with the bets. Any refusal leaves nothing changed.
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
  if (player.pve) {
    throw new HttpError(403, BET_ERROR_CODES.pvePlayerBetForbidden, 'This account may not place bets.', {
      localized_message: PLACEMENT_ERROR_KEYS.pvePlayerBetForbidden,
      errors_by_bet: request.bets.map(() => ({
        localized_message: PLACEMENT_ERROR_KEYS.pvePlayerBetForbidden,
      })),
    });
  }
  const clientKey = request.meta.idempotency_key ?? headerKey;
  const key = clientKey ?? randomBytes(16).toString('hex');
  // A used key answers the bets it placed (a retry), or 409 when the request asks for other bets.
  const replayed = async (): Promise<PlacementOutcome | undefined> => {
    const stored = await betsWithKey(db, player.id, key);
    if (stored.length === 0) return undefined;
    if (!asksForStoredBets(request, stored)) throw idempotencyConflict();
    const placed = stored.map(({ bet, selections }) => placedView(bet, selections));
    return { placed, balanceChanges: [], delayedUntil: undefined, replayed: true };
  };

  const context = await io.readContext({
    playerId: player.id,
    refs: request.bets.flatMap((bet) => bet.selections.map(refOf)),
    clientKey,
    now,
  });
  if (context.replay) {
    const earlier = await replayed();
    if (earlier) return earlier;
  }

  const currency = findCurrency(player.currency);
  if (!currency) throw new HttpError(400, BETTING_ERROR_CODES.currencyMismatch, 'Unknown account currency');
  const wrongCurrency = request.bets.find((bet) => bet.stake.currency !== player.currency);
  if (wrongCurrency) {
    const mismatch = 'error.place_bets.currency_mismatch';
    throw new HttpError(
      400,
      BETTING_ERROR_CODES.currencyMismatch,
      `Stakes must be in your account currency ${player.currency} (got ${wrongCurrency.stake.currency}).`,
      {
        localized_message: mismatch,
        errors_by_bet: request.bets.map((bet) => ({
          localized_message: bet.stake.currency === player.currency ? '' : mismatch,
        })),
        details: { currency: player.currency, got: wrongCurrency.stake.currency },
      },
    );
  }
  const mode = context.acceptMode;
  const lookup = (s: PlacementBet['selections'][number]): CurrentSelection => {
    const found = context.selections.get(selectionKey(refOf(s)));
    if (!found) throw new Error('selection lookup incomplete');
    return found;
  };
  const validated = checkSlip({ request, lookup, mode, currency, config, isPve: player.pve });

  const freebetIds = request.bets.map((bet) => (bet.bonus ? Number(bet.bonus.id) : null));
  if (context.hasLimits) {
    let earlierStakes = 0;
    for (const [index, bet] of validated.entries()) {
      // A freebet stake is not the player's money: no bet, wager or loss limit counts it; exclusions still apply.
      if (freebetIds[index] !== null) {
        // The limits check answers an exclusion before any limit: it words the refusal.
        const excluded =
          (await activeExclusion(db, player.id, now)) &&
          (await checkWagerAndLossLimits(db, player.id, currency.code, 0, now));
        if (excluded && !excluded.ok) {
          throw new HttpError(403, excluded.code, excluded.message, { localized_message: excluded.message });
        }
        continue;
      }
      const limits = await checkWagerAndLossLimits(
        db,
        player.id,
        currency.code,
        bet.stake,
        now,
        earlierStakes,
      );
      if (!limits.ok) {
        throw new HttpError(403, limits.code, limits.message, {
          localized_message: limits.message,
          details: limits.limit ?? {},
        });
      }
      earlierStakes += bet.stake;
    }
  }

  let delayedUntil: Date | undefined;
  const newBets: NewBet[] = validated.map((bet, index) => {
    const source = request.bets[index];
    if (!source) throw new Error('validated bets and request bets differ');
    const legs = source.selections.map(lookup);
    const delay = legs.some((leg) => leg.live)
      ? Math.max(...legs.map((leg) => inPlayDelay(config, leg.sportKey)))
      : 0;
    const acceptAfter = delay > 0 ? new Date(now.getTime() + delay) : null;
    if (acceptAfter && (!delayedUntil || acceptAfter > delayedUntil)) delayedUntil = acceptAfter;
    const betKey = `${key}#${index}`;
    return {
      idempotencyKey: betKey,
      reference: `bet:${player.id}:${betKey}`,
      ref: ticketRef(now),
      type: bet.betType,
      systemWinCount: bet.systemType?.winCount ?? null,
      systemTotalCount: bet.systemType?.totalCount ?? null,
      status: acceptAfter ? 'submitted' : 'waiting_results',
      stake: bet.stake,
      odds: betOdds(bet) ?? 0,
      // A freebet bet returns the profit only (domain freebets).
      potentialReturn: freebetIds[index]
        ? freebetPotentialWin(betPotentialReturn(bet) ?? 0, bet.stake)
        : (betPotentialReturn(bet) ?? 0),
      isVip: bet.stake >= (config.vipStake[currency.code] ?? Number.MAX_SAFE_INTEGER),
      acceptAfter,
      freebetId: freebetIds[index] ?? null,
      selections: source.selections.map((s, position) => ({
        matchId: s.match_id,
        marketId: s.market_id,
        specifier: s.specifier,
        outcomeId: s.outcome_id,
        odds: bet.selections[position]?.acceptedOdds ?? lookup(s).odds,
      })),
    };
  });

  const shard = betsInPlayShard(player.id);
  await ensureBetsInPlay(db, currency.code, shard);
  const placement = (bets: NewBet[]): PlacementWrite => ({
    playerId: player.id,
    currency: currency.code,
    shard,
    deviceId: request.meta.device_id ?? null,
    quick: request.meta.quick,
    acceptMode: mode,
    at: now,
    bets,
  });
  const withFreebet = freebetIds.some((id) => id !== null);
  const freebetChecks = validated.map((bet, index) => ({
    betType: bet.betType,
    currency: currency.code,
    odds: betOdds(bet),
    stake: bet.stake,
    legs: (request.bets[index]?.selections ?? []).map((s) => ({ live: lookup(s).live })),
  }));
  const write = (bets: NewBet[]) =>
    withFreebet ? writeWithFreebets(db, placement(bets), freebetChecks) : io.write(placement(bets));
  let written: PlacementWriteResult;
  try {
    written = await write(newBets);
  } catch (error) {
    if (error instanceof FreebetRefused) {
      // The same request retried while its first attempt used the freebet: answer the first attempt's bets.
      const earlier = error.reason === 'used' ? await replayed() : undefined;
      if (earlier) return earlier;
      throw freebetRefusal(error, request.bets.length);
    }
    if (!isUniqueViolation(error)) throw error;
    // A parallel request with the same key won: answer what it placed.
    const earlier = await replayed();
    if (earlier) return earlier;
    // Otherwise a ticket reference met another bet's (the same millisecond and random part): new ones, once.
    for (const bet of newBets) bet.ref = ticketRef(now);
    written = await write(newBets);
  }
  if (!written.ok) {
    throw new HttpError(
      400,
      BETTING_ERROR_CODES.insufficientFunds,
      'Your balance does not cover the stake.',
      {
        localized_message: 'error.place_bets.insufficient_funds',
        details: { balance: written.balance, required: written.required, currency: currency.code },
      },
    );
  }
  const placed: PlacedBet[] = newBets.map((bet) => ({
    betId: String(written.betIds.get(bet.idempotencyKey) ?? ''),
    status: bet.status,
    isVip: bet.isVip,
    odds: bet.odds,
    stake: bet.stake,
    bonus: bet.freebetId === null ? null : { id: String(bet.freebetId), type: 'freebet' as const },
    freebetStake: bet.freebetId === null ? 0 : bet.stake,
    selections: bet.selections.map((s) => ({
      match_id: s.matchId,
      market_id: s.marketId,
      specifier: s.specifier,
      outcome_id: s.outcomeId,
      odds: s.odds,
    })),
  }));
  return {
    placed,
    balanceChanges: [{ playerId: player.id, currency: currency.code, balance: written.balance }],
    delayedUntil,
    replayed: false,
  };
}

/** The ticket reference players see: the placement time and 40 random bits, unique in `bets.ref`. */
function ticketRef(now: Date): string {
  return `B${now.getTime().toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`;
}

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    if ('code' in current && (current as { code: unknown }).code === '23505') return true;
    current = 'cause' in current ? (current as { cause: unknown }).cause : undefined;
  }
  return false;
}
