import type { PlacementBet } from '@sportsbook/contracts/betting';
import type { BetLimitsConfig } from '@sportsbook/domain/bet-limits';
import {
  type BetRisk,
  DEFAULT_STAKE_FACTOR_BP,
  isNeutralRisk,
  type RiskLimit,
  riskAdjustedLimits,
} from '@sportsbook/domain/risk-limits';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { type StoredRiskLimit, storedRiskLimitSchema } from './current-prices';
import type { SelectionLookup } from './validated-bet';

/** What risk management lays one player (ADR 040): stake factors per sport and the player's own limits. */
export interface PlayerRisk {
  factors: ReadonlyMap<number, number>;
  limits: readonly StoredRiskLimit[];
}

export const NO_PLAYER_RISK: PlayerRisk = { factors: new Map(), limits: [] };

/**
 * Two columns over a player id expression: the player's stake factors and own limits as JSON arrays. Primary-key
 * and unique-index probes, in the placement context's statement and in the max stake's read alike.
 */
export const playerRiskColumns = (
  playerId: string,
) => `(SELECT json_agg(json_build_object('sportId', sport_id,
      'factorBp', factor_bp)) FROM risk_stake_factors WHERE player_id = ${playerId}) AS risk_factors,
    (SELECT json_agg(json_build_object('currency', currency, 'maxStake', max_stake, 'maxPayout', max_payout))
      FROM risk_bet_limits WHERE scope = 'player' AND player_id = ${playerId}) AS risk_limits`;

export const playerRiskRowSchema = z.object({
  risk_factors: z.array(z.object({ sportId: z.coerce.number(), factorBp: z.coerce.number() })).nullable(),
  risk_limits: z.array(storedRiskLimitSchema).nullable(),
});

export function playerRiskOf(row: z.infer<typeof playerRiskRowSchema>): PlayerRisk {
  return {
    factors: new Map((row.risk_factors ?? []).map((f) => [f.sportId, f.factorBp])),
    limits: row.risk_limits ?? [],
  };
}

/** The player's stake factors and own limits, one query (the max stake's path; placement reads them in its context). */
export async function readPlayerRisk(db: Database, playerId: number): Promise<PlayerRisk> {
  const [row] = await rawRows<unknown>(
    db,
    sql`SELECT ${sql.raw(playerRiskColumns('p.id'))} FROM (SELECT ${playerId}::int AS id) p`,
  );
  return playerRiskOf(playerRiskRowSchema.parse(row));
}

const inCurrency = (currency: string) => (limit: StoredRiskLimit) => limit.currency === currency;
const asLimit = (limit: StoredRiskLimit): RiskLimit => ({
  maxStake: limit.maxStake,
  maxPayout: limit.maxPayout,
});

/** What applies to one bet of the player: the factors of its legs' sports, its legs' sport and market limits. */
export function betRiskOf(
  bet: Pick<PlacementBet, 'selections'>,
  lookup: SelectionLookup,
  player: PlayerRisk,
  currency: string,
): BetRisk {
  const legs = bet.selections.map(lookup);
  const own = player.limits.find(inCurrency(currency));
  return {
    stakeFactorsBp: legs.map((leg) => player.factors.get(leg.sportId) ?? DEFAULT_STAKE_FACTOR_BP),
    bookLimits: legs.flatMap((leg) => leg.riskLimits.filter(inCurrency(currency)).map(asLimit)),
    playerLimit: own ? asLimit(own) : null,
  };
}

/**
 * Each bet's own limits when risk management changes any (domain `riskAdjustedLimits`); undefined when none does,
 * and the slip is validated against the operator's limits as before.
 */
export function betLimitsOf(
  base: BetLimitsConfig,
  risks: readonly BetRisk[],
  currency: { code: string; fiat: boolean },
): BetLimitsConfig[] | undefined {
  if (risks.every(isNeutralRisk)) return undefined;
  return risks.map((risk) => riskAdjustedLimits(base, risk, currency));
}
