import { type RiskLimitView, type RiskPlayer, riskLimitTarget } from '@sportsbook/contracts/backoffice-risk';
import type { RiskLimitScope } from '@sportsbook/domain/risk-limits';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client';
import { markets, sports } from '../../../db/schema/catalogue';
import { players } from '../../../db/schema/players';
import { riskAlertThresholds, riskBetLimits, riskStakeFactors } from '../../../db/schema/risk';

type Reader = Transaction | Database;

/** Where a limit applies, as the routes read it from the body. */
export type LimitTarget =
  | { scope: 'sport'; sportId: number }
  | { scope: 'market'; matchId: number; marketId: number; specifier: string }
  | { scope: 'player'; playerId: number };

export interface LimitAmounts {
  currency: string;
  max_stake: number | null;
  max_payout: number | null;
}

type LimitRow = typeof riskBetLimits.$inferSelect;

function limitView(row: LimitRow): RiskLimitView {
  const target: LimitTarget =
    row.scope === 'sport'
      ? { scope: 'sport', sportId: row.sportId ?? 0 }
      : row.scope === 'player'
        ? { scope: 'player', playerId: row.playerId ?? 0 }
        : {
            scope: 'market',
            matchId: row.matchId ?? 0,
            marketId: row.marketId ?? 0,
            specifier: row.specifier ?? '',
          };
  return {
    id: row.id,
    scope: row.scope,
    target: riskLimitTarget(target),
    currency: row.currency,
    max_stake: row.maxStake,
    max_payout: row.maxPayout,
  };
}

export async function playerExists(db: Reader, playerId: number): Promise<boolean> {
  return (await db.select({ id: players.id }).from(players).where(eq(players.id, playerId))).length > 0;
}

/** Whether the limit's sport, market or player exists. */
export async function targetExists(db: Reader, target: LimitTarget): Promise<boolean> {
  if (target.scope === 'player') return playerExists(db, target.playerId);
  if (target.scope === 'sport') {
    return (await db.select({ id: sports.id }).from(sports).where(eq(sports.id, target.sportId))).length > 0;
  }
  const found = await db
    .select({ id: markets.matchId })
    .from(markets)
    .where(
      and(
        eq(markets.matchId, target.matchId),
        eq(markets.marketId, target.marketId),
        eq(markets.specifier, target.specifier),
      ),
    );
  return found.length > 0;
}

function targetCondition(target: LimitTarget): SQL | undefined {
  if (target.scope === 'sport') {
    return and(eq(riskBetLimits.scope, 'sport'), eq(riskBetLimits.sportId, target.sportId));
  }
  if (target.scope === 'player') {
    return and(eq(riskBetLimits.scope, 'player'), eq(riskBetLimits.playerId, target.playerId));
  }
  return and(
    eq(riskBetLimits.scope, 'market'),
    eq(riskBetLimits.matchId, target.matchId),
    eq(riskBetLimits.marketId, target.marketId),
    eq(riskBetLimits.specifier, target.specifier),
  );
}

export async function limitOf(
  db: Reader,
  target: LimitTarget,
  currency: string,
): Promise<RiskLimitView | null> {
  const [row] = await db
    .select()
    .from(riskBetLimits)
    .where(and(targetCondition(target), eq(riskBetLimits.currency, currency)));
  return row ? limitView(row) : null;
}

/** Sets the target's limit in the currency; both amounts null removes it. Answers the limit after. */
export async function saveLimit(
  tx: Transaction,
  target: LimitTarget,
  amounts: LimitAmounts,
  now: Date,
): Promise<RiskLimitView | null> {
  const where = and(targetCondition(target), eq(riskBetLimits.currency, amounts.currency));
  await tx.delete(riskBetLimits).where(where);
  if (amounts.max_stake === null && amounts.max_payout === null) return null;
  const [row] = await tx
    .insert(riskBetLimits)
    .values({
      scope: target.scope,
      sportId: target.scope === 'sport' ? target.sportId : null,
      matchId: target.scope === 'market' ? target.matchId : null,
      marketId: target.scope === 'market' ? target.marketId : null,
      specifier: target.scope === 'market' ? target.specifier : null,
      playerId: target.scope === 'player' ? target.playerId : null,
      currency: amounts.currency,
      maxStake: amounts.max_stake,
      maxPayout: amounts.max_payout,
      updatedAt: now,
    })
    .returning();
  return row ? limitView(row) : null;
}

export async function listLimits(db: Reader, scope: RiskLimitScope | undefined): Promise<RiskLimitView[]> {
  const rows = await db
    .select()
    .from(riskBetLimits)
    .where(scope ? eq(riskBetLimits.scope, scope) : undefined)
    .orderBy(asc(riskBetLimits.id))
    .limit(500);
  return rows.map(limitView);
}

/** The player as risk sees them: account currency, stake factors per sport and own limits. */
export async function riskPlayer(db: Reader, playerId: number): Promise<RiskPlayer | null> {
  const [player] = await db
    .select({ id: players.id, email: players.email, currency: players.currency })
    .from(players)
    .where(eq(players.id, playerId));
  if (!player) return null;
  const factors = await db
    .select({ sport_id: riskStakeFactors.sportId, sport: sports.key, factor_bp: riskStakeFactors.factorBp })
    .from(riskStakeFactors)
    .innerJoin(sports, eq(sports.id, riskStakeFactors.sportId))
    .where(eq(riskStakeFactors.playerId, playerId))
    .orderBy(asc(sports.key));
  const limits = await db
    .select()
    .from(riskBetLimits)
    .where(and(eq(riskBetLimits.scope, 'player'), eq(riskBetLimits.playerId, playerId)));
  return { ...player, stake_factors: factors, limits: limits.map(limitView) };
}

export async function stakeFactorOf(db: Reader, playerId: number, sportId: number): Promise<number | null> {
  const [row] = await db
    .select({ factor: riskStakeFactors.factorBp })
    .from(riskStakeFactors)
    .where(and(eq(riskStakeFactors.playerId, playerId), eq(riskStakeFactors.sportId, sportId)));
  return row?.factor ?? null;
}

export async function saveStakeFactor(
  tx: Transaction,
  playerId: number,
  sportId: number,
  factorBp: number,
  now: Date,
): Promise<void> {
  const values = { playerId, sportId, factorBp, updatedAt: now };
  await tx
    .insert(riskStakeFactors)
    .values(values)
    .onConflictDoUpdate({ target: [riskStakeFactors.playerId, riskStakeFactors.sportId], set: values });
}

export async function saveThreshold(
  tx: Transaction,
  threshold: { currency: string; large_bet: number; large_liability: number },
  now: Date,
): Promise<void> {
  const values = {
    currency: threshold.currency,
    largeBet: threshold.large_bet,
    largeLiability: threshold.large_liability,
    updatedAt: now,
  };
  await tx
    .insert(riskAlertThresholds)
    .values(values)
    .onConflictDoUpdate({ target: riskAlertThresholds.currency, set: values });
}
