import { createHmac } from 'node:crypto';
import {
  contributionOf,
  drawFromDigest,
  drawMessage,
  type JackpotBetCandidate,
  jackpotDisqualification,
  levelAfterBet,
  PPM,
  splitContribution,
} from '@sportsbook/domain/jackpots';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jackpotContributions, jackpotHits, jackpotLevels } from '../../db/schema/jackpots';
import { type BalanceChange, type LedgerPosting, postLedgerBatch } from '../wallet';
import {
  activeJackpotLevels,
  type JackpotLevelRow,
  type JackpotRow,
  poolAccount,
  poolBalances,
} from './repository';

/** A stored bet waiting to feed the jackpots, as the drain reads it (ADR 042). */
export interface JackpotBet extends JackpotBetCandidate {
  betId: number;
  playerId: number;
}

/** A jackpot that takes contributions now, with its active levels. */
export interface OpenJackpot {
  jackpot: JackpotRow;
  levels: JackpotLevelRow[];
}

/** Active levels (in id order) with their jackpot, as open jackpots. */
export function byJackpot(rows: readonly { jackpot: JackpotRow; level: JackpotLevelRow }[]): OpenJackpot[] {
  const open = new Map<number, OpenJackpot>();
  for (const { jackpot, level } of rows) {
    const entry = open.get(jackpot.id) ?? { jackpot, levels: [] };
    entry.levels.push(level);
    open.set(jackpot.id, entry);
  }
  return [...open.values()];
}

/** How long placement trusts its list of open jackpots; the operator's and the dev control's changes clear it at once. */
const OPEN_JACKPOTS_TTL_MS = 2_000;
const openJackpotsCache = new WeakMap<Database, { until: number; list: Promise<OpenJackpot[]> }>();

/**
 * The jackpots taking contributions, cached per database for a moment: placement asks for every slip, and a
 * change made on another node shows within the time to live. It only decides which bets wait for the drain; the
 * drain reads the levels again under their lock, so a stale list never decides what is posted (ADR 042).
 */
export function openJackpots(db: Database, now = Date.now()): Promise<OpenJackpot[]> {
  const cached = openJackpotsCache.get(db);
  if (cached && cached.until > now) return cached.list;
  const list = activeJackpotLevels(db).then(byJackpot);
  openJackpotsCache.set(db, { until: now + OPEN_JACKPOTS_TTL_MS, list });
  list.catch(() => openJackpotsCache.delete(db));
  return list;
}

export const forgetOpenJackpots = (db: Database): void => {
  openJackpotsCache.delete(db);
};

const qualification = (jackpot: JackpotRow) => ({
  currency: jackpot.currency,
  minStake: jackpot.minStake,
  minOdds: jackpot.minOdds,
  sportKeys: jackpot.sportKeys,
});

/** The open jackpots this bet would feed. */
export function jackpotsFedBy(open: readonly OpenJackpot[], bet: JackpotBetCandidate): OpenJackpot[] {
  return open.filter((entry) => jackpotDisqualification(qualification(entry.jackpot), bet) === null);
}

/** The bet's draw for one level: HMAC-SHA256 of the jackpot's secret over "{levelId}:{betId}" (domain drawFromDigest). */
export const betDraw = (secret: string, levelId: number, betId: number): number =>
  drawFromDigest(createHmac('sha256', secret).update(drawMessage(levelId, betId)).digest());

interface PlannedContribution {
  levelId: number;
  betId: number;
  amount: number;
  draw: number;
}
interface PlannedHit {
  level: JackpotLevelRow;
  jackpot: JackpotRow;
  betId: number;
  playerId: number;
  amount: number;
  reason: 'forced' | 'must_drop' | 'draw';
}

/** What a drain does to the pools: the bets' contributions and the hits they trigger. */
export interface JackpotFeedPlan {
  /**
   * Writes it all: the contribution and hit rows first (their foreign keys share-lock the bets, which cash-out and
   * settlement lock before any ledger account), then every posting (house -> pools, pool -> player, house -> pool
   * again) as one ledger group, its accounts locked once in id order, then the hits marked paid. Taking a bet's
   * lock while holding the house account would deadlock with a cash-out of that bet (seen in the chaos test).
   * Answers the winners' new balances, to publish after the commit.
   */
  record(tx: Database): Promise<{ hits: number; balanceChanges: BalanceChange[] }>;
}

/**
 * Decides what these bets do to the open jackpots, whose active levels the caller holds locked (the drain's
 * transaction, ADR 042): bets are taken in order and each level's pool moves with them, so a must-drop amount and a
 * forced hit fall on exactly one bet, and the bet after a hit sees the pool paid out and seeded again.
 */
export async function planJackpotFeed(
  tx: Database,
  input: { at: Date; bets: readonly JackpotBet[] },
  locked: readonly OpenJackpot[],
): Promise<JackpotFeedPlan | undefined> {
  const lockedLevels = locked.flatMap((entry) => entry.levels);
  if (lockedLevels.length === 0) return undefined;
  const jackpotOf = new Map(locked.map((entry) => [entry.jackpot.id, entry.jackpot]));
  const pools = await poolBalances(
    tx,
    lockedLevels,
    (level) => jackpotOf.get(level.jackpotId)?.currency ?? '',
  );
  const forced = new Set(lockedLevels.filter((level) => level.forceNextHit).map((level) => level.id));
  const contributions: PlannedContribution[] = [];
  const hits: PlannedHit[] = [];
  const postings: LedgerPosting[] = [];

  for (const bet of input.bets) {
    for (const { jackpot, levels } of jackpotsFedBy(locked, bet)) {
      const total = contributionOf(bet.stake, jackpot.contributionBp);
      const parts = splitContribution(
        total,
        levels.map((level) => level.weightBp),
      );
      const entries: LedgerPosting['entries'][number][] = [];
      levels.forEach((level, index) => {
        const amount = parts[index] ?? 0;
        const draw = betDraw(jackpot.secret, level.id, bet.betId);
        const pool = pools.get(level.id) ?? 0;
        const outcome = levelAfterBet(pool, amount, level, draw, forced.has(level.id));
        contributions.push({ levelId: level.id, betId: bet.betId, amount, draw });
        if (amount > 0) entries.push({ account: poolAccount(level.id), amount });
        // A pool that holds nothing pays nothing: the hit waits for a pool with money in it.
        if (outcome.hit && outcome.hit.amount > 0) {
          hits.push({
            level,
            jackpot,
            betId: bet.betId,
            playerId: bet.playerId,
            amount: outcome.hit.amount,
            reason: outcome.hit.reason,
          });
          forced.delete(level.id);
          pools.set(level.id, outcome.poolNext);
        } else {
          pools.set(level.id, outcome.poolAfterContribution);
        }
      });
      if (total > 0) {
        postings.push({
          kind: 'jackpot_contribution',
          currency: jackpot.currency,
          reference: `jackpot_contribution:${jackpot.id}:${bet.betId}`,
          entries: [{ account: { house: 'operator' }, amount: -total }, ...entries],
          metadata: { jackpotId: jackpot.id, betId: bet.betId },
          at: input.at,
        });
      }
    }
  }

  return {
    record: async (db) => {
      if (contributions.length > 0) {
        await db
          .insert(jackpotContributions)
          .values(contributions.map((c) => ({ ...c, createdAt: input.at })));
      }
      const recorded = await recordHits(db, hits, input.at);
      const paying = recorded.flatMap(({ hit, id }) => hitPostings(hit, id, input.at));
      const posted = await postLedgerBatch(db, [[...postings, ...paying]]);
      if (!posted.groups[0]?.ok) throw new Error('jackpot contributions and hits could not be posted');
      await markHitsPaid(db, recorded, input.at);
      const winners = new Set(hits.map((hit) => hit.playerId));
      return {
        hits: hits.length,
        balanceChanges: posted.balanceChanges.filter((change) => winners.has(change.playerId)),
      };
    },
  };
}

/** The hits stored `approved`, in order, with their ids (the postings' references name them). */
async function recordHits(db: Database, hits: readonly PlannedHit[], at: Date) {
  const recorded: { hit: PlannedHit; id: number }[] = [];
  for (const hit of hits) {
    const amountEur = Number((BigInt(hit.amount) * BigInt(hit.jackpot.eurRatePpm)) / BigInt(PPM));
    const [row] = await db
      .insert(jackpotHits)
      .values({
        levelId: hit.level.id,
        betId: hit.betId,
        playerId: hit.playerId,
        amount: hit.amount,
        amountEur,
        reason: hit.reason,
        status: 'approved',
        createdAt: at,
      })
      .returning({ id: jackpotHits.id });
    if (!row) throw new Error('jackpot hit not stored');
    recorded.push({ hit, id: row.id });
  }
  return recorded;
}

/** A hit's payout, pool -> player (`jackpot_payout:{hitId}`), and the pool's new seed from the house. */
function hitPostings(hit: PlannedHit, hitId: number, at: Date): LedgerPosting[] {
  const { currency } = hit.jackpot;
  const pool = poolAccount(hit.level.id);
  const postings: LedgerPosting[] = [
    {
      kind: 'jackpot_payout',
      currency,
      reference: `jackpot_payout:${hitId}`,
      entries: [
        { account: pool, amount: -hit.amount },
        { account: { playerId: hit.playerId }, amount: hit.amount },
      ],
      metadata: { hitId, levelId: hit.level.id, betId: hit.betId },
      at,
    },
  ];
  if (hit.level.seedAmount > 0) {
    postings.push({
      kind: 'jackpot_seed',
      currency,
      reference: `jackpot_seed:${hit.level.id}:hit:${hitId}`,
      entries: [
        { account: { house: 'operator' }, amount: -hit.level.seedAmount },
        { account: pool, amount: hit.level.seedAmount },
      ],
      metadata: { hitId, levelId: hit.level.id },
      at,
    });
  }
  return postings;
}

/** The hits paid; a forced hit clears its level's flag. */
async function markHitsPaid(db: Database, recorded: readonly { hit: PlannedHit; id: number }[], at: Date) {
  for (const { hit, id } of recorded) {
    await db.update(jackpotHits).set({ status: 'paid', paidAt: at }).where(eq(jackpotHits.id, id));
    if (hit.reason === 'forced') {
      await db.update(jackpotLevels).set({ forceNextHit: false }).where(eq(jackpotLevels.id, hit.level.id));
    }
  }
}
