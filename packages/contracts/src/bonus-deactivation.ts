import { z } from 'zod';
import { CAMPAIGN_KINDS } from './bonus-campaigns';
import { ISSUED_BONUS_STATUSES } from './bonuses';
import { idSchema } from './ids';

/**
 * The operator deactivating one player's issued bonus (ADR 028, "Statuses"):
 * `POST /api/backoffice/players/{playerId}/bonuses/{type}/{id}/deactivate` with the reason, which the player's
 * bonus then shows as `deactivated` and placement refuses. `type` is the bonus's kind (a freebet kind or
 * `comboboost`), as `bonus_issued` and the lists name it.
 */
export const deactivateBonusParamsSchema = z.object({
  playerId: idSchema,
  type: z.enum(CAMPAIGN_KINDS),
  id: idSchema,
});

/** The longest reason kept: a sentence or two for whoever reads the bonus's history. */
export const DEACTIVATION_REASON_MAX = 500;

export const deactivateBonusBodySchema = z.object({
  reason: z.string().trim().min(1, 'names why').max(DEACTIVATION_REASON_MAX),
});

/** The bonus as it stands after the call; a repeated call answers the first deactivation unchanged. */
export const deactivatedBonusSchema = z.object({
  id: z.string(),
  type: z.enum(CAMPAIGN_KINDS),
  player_id: z.number().int(),
  computed_status: z.enum(ISSUED_BONUS_STATUSES),
  deactivated_at: z.string(),
  deactivated_reason: z.string(),
});
export type DeactivatedBonus = z.infer<typeof deactivatedBonusSchema>;
