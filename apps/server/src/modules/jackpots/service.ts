import { createHash, createHmac, randomBytes } from 'node:crypto';
import {
  JACKPOT_ERROR_CODES,
  type Jackpot,
  type JackpotCreate,
  type JackpotHit,
  type JackpotHitsQuery,
} from '@sportsbook/contracts/jackpots';
import { canMoveLevel, type JackpotLevelState } from '@sportsbook/domain/jackpots';
import { and, asc, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { DomainError, notFound } from '../../core/domain-error';
import type { Database } from '../../db/client';
import { equalsAny } from '../../db/raw-rows';
import { jackpotHits, jackpotLevels, jackpots } from '../../db/schema/jackpots';
import { type LedgerPosting, openAccount, postLedgerBatch } from '../wallet';
import { forgetOpenJackpots } from './feed';
import {
  findJackpot,
  type JackpotRow,
  levelsOf,
  listJackpots,
  paidByJackpot,
  poolAccount,
  poolBalances,
  setLevelState,
} from './repository';

/** The jackpots with their pools (ledger balances) and what their hits paid; `secret` only once finished. */
export async function jackpotViews(db: Database, rows: readonly JackpotRow[]): Promise<Jackpot[]> {
  const ids = rows.map((row) => row.id);
  const levels = await levelsOf(db, ids);
  const currencyOf = new Map(rows.map((row) => [row.id, row.currency]));
  const pools = await poolBalances(db, levels, (level) => currencyOf.get(level.jackpotId) ?? '');
  const paid = await paidByJackpot(db, ids);
  return rows.map((row) => {
    const own = levels.filter((level) => level.jackpotId === row.id);
    const poolAmount = own.reduce((sum, level) => sum + (pools.get(level.id) ?? 0), 0);
    const hitsAmount = paid.get(row.id) ?? 0;
    return {
      id: row.id,
      name: row.name,
      amount: poolAmount + hitsAmount,
      pool_amount: poolAmount,
      hits_amount: hitsAmount,
      currency: row.currency,
      contribution_bp: row.contributionBp,
      min_stake: row.minStake,
      min_odds: row.minOdds,
      sport_keys: row.sportKeys,
      levels: own.map((level) => ({
        code: level.code,
        name: level.name,
        pool_amount: pools.get(level.id) ?? 0,
        state: level.state,
        seed_amount: level.seedAmount,
        must_drop_by: level.mustDropBy,
        hit_probability_ppm: level.hitProbabilityPpm,
      })),
      secret_sha256: row.secretSha256,
      secret: own.length > 0 && own.every((level) => level.state === 'finished') ? row.secret : null,
    };
  });
}

/** The jackpots everyone sees: those with a level that is not `created` or `disabled`. */
export async function visibleJackpots(db: Database, ids?: readonly number[]): Promise<Jackpot[]> {
  const views = await jackpotViews(db, await listJackpots(db, ids));
  return views.filter((view) => view.levels.some((level) => !['created', 'disabled'].includes(level.state)));
}

/**
 * Creates a jackpot with its levels and funds each level's seed from the house (`jackpot_seed:{levelId}:0`), in one
 * transaction. The secret of its draws is drawn here; its SHA-256 is published at once.
 */
export async function createJackpot(db: Database, input: JackpotCreate, at: Date): Promise<JackpotRow> {
  const secret = randomBytes(32).toString('hex');
  const row = await db.transaction(async (tx) => {
    const [jackpot] = await tx
      .insert(jackpots)
      .values({
        name: input.name,
        currency: input.currency,
        contributionBp: input.contribution_bp,
        minStake: input.min_stake,
        minOdds: input.min_odds,
        sportKeys: input.sport_keys,
        eurRatePpm: input.eur_rate_ppm,
        secret,
        secretSha256: createHash('sha256').update(secret).digest('hex'),
        createdAt: at,
      })
      .returning();
    if (!jackpot) throw new Error('jackpot not stored');
    const levels = await tx
      .insert(jackpotLevels)
      .values(
        input.levels.map((level, position) => ({
          jackpotId: jackpot.id,
          position,
          code: level.code,
          name: level.name,
          state: input.state,
          seedAmount: level.seed_amount,
          mustDropBy: level.must_drop_by,
          hitProbabilityPpm: level.hit_probability_ppm,
          weightBp: level.weight_bp,
        })),
      )
      .returning();
    for (const level of levels) await openAccount(tx, poolAccount(level.id), input.currency);
    const seeds: LedgerPosting[] = levels
      .filter((level) => level.seedAmount > 0)
      .map((level) => ({
        kind: 'jackpot_seed',
        currency: input.currency,
        reference: `jackpot_seed:${level.id}:0`,
        entries: [
          { account: { house: 'operator' }, amount: -level.seedAmount },
          { account: poolAccount(level.id), amount: level.seedAmount },
        ],
        metadata: { jackpotId: jackpot.id, levelId: level.id },
        at,
      }));
    if (seeds.length > 0) {
      const [posted] = (await postLedgerBatch(tx, [seeds])).groups;
      if (!posted?.ok) throw new Error('jackpot seeds not posted');
    }
    return jackpot;
  });
  forgetOpenJackpots(db);
  return row;
}

/** Moves the jackpot's levels (or the one named) to `state`; a move the states do not allow is a 409 and changes nothing. */
export async function moveJackpot(
  db: Database,
  id: number,
  state: JackpotLevelState,
  levelCode?: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const levels = await tx
      .select()
      .from(jackpotLevels)
      .where(and(eq(jackpotLevels.jackpotId, id), levelCode ? eq(jackpotLevels.code, levelCode) : undefined))
      .orderBy(asc(jackpotLevels.id))
      .for('update');
    if (levels.length === 0) throw notFound(levelCode ? 'Jackpot level' : 'Jackpot');
    const refused = levels.find((level) => !canMoveLevel(level.state, state));
    if (refused) {
      throw new DomainError(
        'conflict',
        JACKPOT_ERROR_CODES.stateMove,
        `Level ${refused.code} is ${refused.state} and cannot become ${state}`,
        { details: { level_code: refused.code, state: refused.state } },
      );
    }
    await setLevelState(
      tx,
      levels.map((level) => level.id),
      state,
    );
  });
  forgetOpenJackpots(db);
}

/** The development control: the next qualifying bet hits this level (the first active one unless named). */
export async function forceNextHit(
  db: Database,
  id: number,
  levelCode?: string,
): Promise<{ level_code: string }> {
  if (!(await findJackpot(db, id))) throw notFound('Jackpot');
  const [level] = await db
    .update(jackpotLevels)
    .set({ forceNextHit: true })
    .where(
      and(
        eq(jackpotLevels.jackpotId, id),
        eq(jackpotLevels.state, 'active'),
        levelCode
          ? eq(jackpotLevels.code, levelCode)
          : eq(
              jackpotLevels.position,
              db
                .select({ position: jackpotLevels.position })
                .from(jackpotLevels)
                .where(and(eq(jackpotLevels.jackpotId, id), eq(jackpotLevels.state, 'active')))
                .orderBy(asc(jackpotLevels.position))
                .limit(1),
            ),
      ),
    )
    .returning({ code: jackpotLevels.code });
  if (!level) {
    throw new DomainError(
      'conflict',
      JACKPOT_ERROR_CODES.forceNotActive,
      'The jackpot has no such active level',
    );
  }
  forgetOpenJackpots(db);
  return { level_code: level.code };
}

/** The winner as everyone may see them: an HMAC of the player id under the server's secret, never the id. */
export const userHash = (secret: string, playerId: number): string =>
  createHmac('sha256', secret).update(`jackpot-user:${playerId}`).digest('hex').slice(0, 16);

/** The hits, newest first, filtered as the query says; `playerId` set only for `for_user`. */
export async function listHits(
  db: Database,
  query: JackpotHitsQuery,
  playerId: number | undefined,
  hashSecret: string,
): Promise<JackpotHit[]> {
  const filters: (SQL | undefined)[] = [
    query.jackpot_id ? eq(jackpotLevels.jackpotId, query.jackpot_id) : undefined,
    query.status ? eq(jackpotHits.status, query.status) : undefined,
    playerId !== undefined ? eq(jackpotHits.playerId, playerId) : undefined,
    playerId !== undefined && query.unseen ? isNull(jackpotHits.seenAt) : undefined,
  ];
  const rows = await db
    .select({ hit: jackpotHits, level: jackpotLevels, jackpot: jackpots })
    .from(jackpotHits)
    .innerJoin(jackpotLevels, eq(jackpotLevels.id, jackpotHits.levelId))
    .innerJoin(jackpots, eq(jackpots.id, jackpotLevels.jackpotId))
    .where(and(...filters))
    .orderBy(desc(jackpotHits.createdAt), desc(jackpotHits.id))
    .limit(query.limit);
  return rows.map(({ hit, level, jackpot }) => ({
    id: hit.id,
    amount: hit.amount,
    amount_eur: hit.amountEur,
    created_at: hit.createdAt.toISOString(),
    currency: jackpot.currency,
    jackpot_id: jackpot.id,
    level_code: level.code,
    level_name: level.name,
    name: jackpot.name,
    status: hit.status,
    user_hash: userHash(hashSecret, hit.playerId),
    seen: playerId !== undefined && hit.seenAt !== null,
  }));
}

/** Marks the player's own hits seen (the hit modal closed); another player's ids are left alone. */
export async function markHitsSeen(db: Database, playerId: number, ids: readonly number[], at: Date) {
  const rows = await db
    .update(jackpotHits)
    .set({ seenAt: at })
    .where(
      and(
        eq(jackpotHits.playerId, playerId),
        equalsAny(jackpotHits.id, ids, 'int'),
        isNull(jackpotHits.seenAt),
      ),
    )
    .returning({ id: jackpotHits.id });
  return rows.length;
}
