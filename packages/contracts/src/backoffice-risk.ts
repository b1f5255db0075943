import { LEDGER_LIMIT } from '@sportsbook/domain/money';
import { RISK_LIMIT_SCOPES, STAKE_FACTOR_MAX_BP, STAKE_FACTOR_MIN_BP } from '@sportsbook/domain/risk-limits';
import { TRADING_REASON_MAX_LENGTH } from '@sportsbook/domain/trading';
import { z } from 'zod';
import { backofficeMarketId, marketPathIdSchema, staffReasonSchema } from './backoffice';
import { idSchema } from './ids';
import { currencyCodeSchema } from './platform';

/**
 * The back office's Risk API (ADR 040): the bet ticker, alerts and their thresholds, stake factors and bet
 * limits. Every write names its reason, which the audit log keeps.
 */

const reason = staffReasonSchema(TRADING_REASON_MAX_LENGTH);
const amount = z.number().int().min(1).max(LEDGER_LIMIT);

export const riskBetsQuerySchema = z.object({
  sport_id: idSchema.optional(),
  player_id: idSchema.optional(),
  /** Minor units of the bet's currency. */
  min_stake: z.coerce.number().int().min(0).max(LEDGER_LIMIT).optional(),
  /** Thousandths. */
  min_odds: z.coerce.number().int().min(1000).max(1_000_000_000).optional(),
  /** Bets older than this id (the next page of a newest-first list). */
  before_id: idSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type RiskBetsQuery = z.infer<typeof riskBetsQuerySchema>;

export const riskBetSchema = z.object({
  id: z.number().int(),
  ref: z.string(),
  player_id: z.number().int(),
  placed_at: z.string(),
  status: z.string(),
  type: z.string(),
  currency: z.string(),
  stake: z.number().int(),
  odds: z.number().int().nullable(),
  potential_return: z.number().int(),
  sports: z.array(z.string()),
  selections: z.array(
    z.object({
      match_id: z.number().int(),
      match_name: z.string(),
      market_name: z.string(),
      outcome_id: z.string(),
      odds: z.number().int(),
    }),
  ),
  /** The max stake limit the player's bet meets now (operator, sport, market, player limits, stake factor). */
  max_stake_limit: z.number().int().nullable(),
  /** The stake is at least 80 % of that limit. */
  near_limit: z.boolean(),
  /** The stake is at or above the large-bet threshold of its currency. */
  large: z.boolean(),
});
export type RiskBet = z.infer<typeof riskBetSchema>;

export const riskBetsPageSchema = z.object({
  data: z.array(riskBetSchema),
  next_before_id: z.number().int().nullable(),
});

export const riskThresholdSchema = z.object({
  currency: z.string(),
  large_bet: z.number().int(),
  large_liability: z.number().int(),
});
export type RiskThreshold = z.infer<typeof riskThresholdSchema>;

export const riskThresholdBodySchema = z
  .object({ large_bet: amount, large_liability: amount, reason })
  .strict();
export const currencyPathParamsSchema = z.object({ currency: currencyCodeSchema });

export const riskLiabilityAlertSchema = z.object({
  match_id: z.number().int(),
  match_name: z.string(),
  market_id: z.string(),
  market_name: z.string(),
  outcome_id: z.string(),
  currency: z.string(),
  liability: z.number().int(),
});
export type RiskLiabilityAlert = z.infer<typeof riskLiabilityAlertSchema>;

export const riskAlertsSchema = z.object({
  thresholds: z.array(riskThresholdSchema),
  /** Open bets at or above the large-bet threshold, newest first. */
  large_bets: z.array(riskBetSchema),
  /** Outcomes whose open bets would pay at least the large-liability threshold, largest first. */
  large_liabilities: z.array(riskLiabilityAlertSchema),
});
export type RiskAlerts = z.infer<typeof riskAlertsSchema>;

export const stakeFactorSchema = z.object({
  sport_id: z.number().int(),
  sport: z.string(),
  /** Basis points: 10,000 is 1. */
  factor_bp: z.number().int(),
});

export const riskLimitSchema = z.object({
  id: z.number().int(),
  scope: z.enum(RISK_LIMIT_SCOPES),
  /** `sport:{id}`, `market:{matchId|marketId|specifier}` or `player:{id}`. */
  target: z.string(),
  currency: z.string(),
  max_stake: z.number().int().nullable(),
  max_payout: z.number().int().nullable(),
});
export type RiskLimitView = z.infer<typeof riskLimitSchema>;

export const riskPlayerSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  currency: z.string(),
  stake_factors: z.array(stakeFactorSchema),
  limits: z.array(riskLimitSchema),
});
export type RiskPlayer = z.infer<typeof riskPlayerSchema>;

export const riskPlayerPathSchema = z.object({ id: idSchema });
export const stakeFactorPathSchema = z.object({ id: idSchema, sportId: idSchema });
export const stakeFactorBodySchema = z
  .object({ factor_bp: z.number().int().min(STAKE_FACTOR_MIN_BP).max(STAKE_FACTOR_MAX_BP), reason })
  .strict();

/** A limit's target: a sport, a market (`matchId|marketId|specifier`) or a player. */
export const riskLimitTargetSchema = z.discriminatedUnion('scope', [
  z.object({ scope: z.literal('sport'), sport_id: idSchema }),
  z.object({ scope: z.literal('market'), market: marketPathIdSchema }),
  z.object({ scope: z.literal('player'), player_id: idSchema }),
]);

/** Sets a limit; both amounts null removes it. */
export const riskLimitBodySchema = z
  .object({
    target: riskLimitTargetSchema,
    currency: currencyCodeSchema,
    max_stake: amount.nullable(),
    max_payout: amount.nullable(),
    reason,
  })
  .strict();
export type RiskLimitBody = z.input<typeof riskLimitBodySchema>;

export const riskLimitsQuerySchema = z.object({ scope: z.enum(RISK_LIMIT_SCOPES).optional() });
export const riskLimitsSchema = z.object({ data: z.array(riskLimitSchema) });

export const riskLimitTarget = (
  limit:
    | { scope: 'sport'; sportId: number }
    | { scope: 'market'; matchId: number; marketId: number; specifier: string }
    | { scope: 'player'; playerId: number },
): string =>
  limit.scope === 'sport'
    ? `sport:${limit.sportId}`
    : limit.scope === 'player'
      ? `player:${limit.playerId}`
      : `market:${backofficeMarketId(limit.matchId, limit.marketId, limit.specifier)}`;
