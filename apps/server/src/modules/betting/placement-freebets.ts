import { BONUS_ERROR_CODES, FREEBET_UNAVAILABLE_KEY } from '@sportsbook/contracts/bonuses';
import {
  type FreebetCandidate,
  type FreebetRefusal,
  freebetPlacementCheck,
} from '@sportsbook/domain/freebets';
import type { Database } from '../../db/client';
import { betSelections, bets } from '../../db/schema/betting';
import { freebetStatuses, freebetTerms, lockFreebets, useFreebet } from '../bonuses';
import { queueJackpotBets } from '../jackpots';
import { type LedgerPosting, playerBalance, postLedgerBatch } from '../wallet';
import { BetRefused } from './bet-refused';
import { type ComboboostPlacement, useComboboosts } from './placement-comboboosts';
import { legMarketsStillOpen } from './placement-leg-markets';
import type { NewBet, PlacementWrite, PlacementWriteResult } from './placement-sql';

/** A freebet a bet of the request names cannot pay its stake; nothing was written. */
export class FreebetRefused extends Error {
  override name = 'FreebetRefused';
  constructor(
    readonly betIndex: number,
    readonly reason: FreebetRefusal | 'not_found' | 'used' | 'kind',
  ) {
    super(`freebet of bet ${betIndex} refused: ${reason}`);
  }
}

const FREEBET_MESSAGES: Record<FreebetRefused['reason'], string> = {
  not_found: 'This freebet is not yours or does not exist.',
  used: 'This freebet has already been used.',
  kind: 'This freebet is of another kind than the bet names.',
  not_active: 'This freebet is not active.',
  deactivated: 'This freebet has been deactivated.',
  overridden: 'Another freebet has been activated in place of this one.',
  not_available: 'This freebet cannot be used now.',
  expired: 'This freebet has expired.',
  currency: 'This freebet is in another currency.',
  bet_type: 'A freebet pays singles and combos only.',
  selection_count: 'This bet has too few or too many selections for the freebet.',
  odds_too_low: 'The odds are below the freebet minimum.',
  odds_too_high: 'The odds are above the freebet maximum.',
  match_status: 'The freebet does not cover bets on these matches now.',
  stake_mismatch: 'The stake must be the freebet amount.',
};

/** The refusal of a freebet: `freebet_unavailable`, the key on the bet's entry and the reason in details. */
export function freebetRefusal(error: FreebetRefused, bets: number): BetRefused {
  return new BetRefused(
    'freebet_unavailable',
    BONUS_ERROR_CODES.freebetUnavailable,
    FREEBET_MESSAGES[error.reason],
    {
      localized_message: FREEBET_UNAVAILABLE_KEY,
      errors_by_bet: Array.from({ length: bets }, (_, i) => ({
        localized_message: i === error.betIndex ? FREEBET_UNAVAILABLE_KEY : '',
      })),
      details: { reason: error.reason, bet_index: error.betIndex },
    },
  );
}

/** A bet of the request as the freebet rules read it, with its stake. */
export type FreebetBetCheck = FreebetCandidate & { stake: number };

/** A leg's market stopped taking bets after the checks (a bet stop or a result won the race): nothing written. */
class MarketClosed extends Error {
  constructor() {
    super('a leg market closed');
  }
}

class Insufficient extends Error {
  constructor(readonly required: number) {
    super('insufficient funds');
  }
}

/**
 * Writes a placement in which at least one bet is staked with a freebet, in ONE transaction: the freebets are
 * locked (a second placement with the same freebet waits here, then finds it used), checked with domain
 * `freebetPlacementCheck`, the bets inserted, the stakes posted as one group by the ledger's
 * `postLedgerBatch` (each cash stake player -> bets_in_play, each freebet stake bonus -> bets_in_play, the player's
 * balance untouched), the freebets marked used, and last the selections inserted and their markets checked still open
 * (placement-leg-markets.ts). A bet that feeds a jackpot is marked waiting for the jackpot drain, as on the batched
 * path (ADR 042). Freebets are rare: this path trades the batched statement's
 * throughput (ADR 014) for plain row locks. Any refusal rolls everything back.
 */
export async function writeWithBonuses(
  db: Database,
  write: PlacementWrite,
  checks: readonly FreebetBetCheck[],
  boosts: readonly (ComboboostPlacement | undefined)[] = [],
): Promise<PlacementWriteResult> {
  const { playerId, currency, shard, at } = write;
  const required = write.bets.reduce((sum, bet) => sum + (bet.freebetId === null ? bet.stake : 0), 0);
  try {
    return await db.transaction(async (tx) => {
      const ids = write.bets.flatMap((bet) => (bet.freebetId === null ? [] : [bet.freebetId]));
      const locked = await lockFreebets(tx, ids);
      const statuses = await freebetStatuses(tx, playerId, [...locked.values()], at);
      const seen = new Set<number>();
      write.bets.forEach((bet, index) => {
        if (bet.freebetId === null) return;
        const row = locked.get(bet.freebetId);
        if (!row || row.playerId !== playerId) throw new FreebetRefused(index, 'not_found');
        // The slip names the kind it priced the bet with (what it pays); another kind is not the freebet it showed.
        if (row.kind !== bet.bonusType) throw new FreebetRefused(index, 'kind');
        if (row.status === 'used' || seen.has(row.id)) throw new FreebetRefused(index, 'used');
        seen.add(row.id);
        const check = checks[index];
        if (!check) throw new Error('freebet checks and bets differ');
        const terms = { ...freebetTerms(row), bonusStatus: statuses.get(row.id) };
        const verdict = freebetPlacementCheck(terms, check, at.getTime());
        if (!verdict.ok) throw new FreebetRefused(index, verdict.reason);
      });
      await useComboboosts(tx, playerId, boosts, at);
      const inserted = await tx
        .insert(bets)
        .values(write.bets.map((bet) => betValues(write, bet)))
        .returning({ id: bets.id, key: bets.idempotencyKey });
      const betIds = new Map(inserted.map((row) => [row.key, row.id]));

      // One group, all or nothing, through the ledger's batch posting: the accounts (player, bonus, the shard)
      // locked in id order as every posting locks them; a cash stake the balance does not cover refuses it all.
      const stakes: LedgerPosting[] = write.bets.map((bet) => {
        const betId = betIds.get(bet.idempotencyKey);
        if (betId === undefined) throw new Error('placed bet without id');
        const from = bet.freebetId === null ? { playerId } : { house: 'bonus' as const };
        return {
          kind: 'bet_stake',
          currency,
          reference: bet.reference,
          entries: [
            { account: from, amount: -bet.stake },
            { account: { house: 'bets_in_play', shard }, amount: bet.stake },
          ],
          metadata: {
            idempotencyKey: bet.idempotencyKey,
            ...(bet.freebetId === null ? {} : { freebetId: bet.freebetId, betId }),
          },
          at,
        };
      });
      const [posted] = (await postLedgerBatch(tx, [stakes])).groups;
      if (!posted?.ok) throw new Insufficient(required);
      await queueJackpotBets(
        tx,
        write.bets.flatMap((bet) => {
          const betId = betIds.get(bet.idempotencyKey);
          return bet.feedsJackpot && betId !== undefined ? [betId] : [];
        }),
        at,
      );
      for (const bet of write.bets) {
        const betId = betIds.get(bet.idempotencyKey);
        if (bet.freebetId !== null && betId !== undefined) await useFreebet(tx, bet.freebetId, betId, at);
      }
      // The legs last: inserting them takes each market FOR KEY SHARE (the foreign key), and the check keeps it so
      // until the commit. Freebet placements queue on the bonus account's lock; holding the markets while they
      // waited there kept the feed's FOR UPDATE waiting for as long as freebet placements on the market went on.
      const legs = write.bets.flatMap((bet) =>
        bet.selections.map((s, position) => ({
          betId: betIds.get(bet.idempotencyKey) ?? 0,
          position,
          matchId: s.matchId,
          marketId: s.marketId,
          specifier: s.specifier,
          outcomeId: s.outcomeId,
          odds: s.odds,
          boostQualifying: s.boostQualifying ?? null,
        })),
      );
      const balance = await playerBalance(tx, playerId, currency);
      await tx.insert(betSelections).values(legs);
      if (!(await legMarketsStillOpen(tx, legs))) throw new MarketClosed();
      return { ok: true as const, betIds, balance };
    });
  } catch (error) {
    if (error instanceof MarketClosed) return { ok: false, closed: true };
    if (!(error instanceof Insufficient)) throw error;
    return { ok: false, balance: await playerBalance(db, playerId, currency), required: error.required };
  }
}

function betValues(write: PlacementWrite, bet: NewBet): typeof bets.$inferInsert {
  return {
    playerId: write.playerId,
    ref: bet.ref,
    type: bet.type,
    systemWinCount: bet.systemWinCount,
    systemTotalCount: bet.systemTotalCount,
    status: bet.status,
    stake: bet.stake,
    currency: write.currency,
    odds: bet.odds,
    potentialReturn: bet.potentialReturn,
    isVip: bet.isVip,
    idempotencyKey: bet.idempotencyKey,
    deviceId: write.deviceId,
    quick: write.quick,
    acceptMode: write.acceptMode,
    acceptAfter: bet.acceptAfter,
    createdAt: write.at,
    acceptedAt: bet.status === 'submitted' ? null : write.at,
    freebetId: bet.freebetId,
    bonusType: bet.bonusType,
    comboboostId: bet.boost?.comboboostId ?? null,
    bonusOdds: bet.boost?.bonusOdds ?? null,
    bonusRanges: bet.boost?.ranges ?? null,
  };
}
