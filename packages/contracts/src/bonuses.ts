import { FREEBET_MATCH_STATUSES, FREEBET_STATUSES } from '@sportsbook/domain/freebets';
import { z } from 'zod';
import { idSchema } from './ids';

/**
 * Bonuses (spec part 2 §3 "Bonuses", §7): the freebet shape of `GET /api/sportsbook/bonuses/freebets` and
 * `GET /api/sportsbook/bonuses`, and the bonus a bet is placed with. Money in minor units, odds in thousandths.
 */

export const BONUS_KINDS = ['freebet'] as const;

export const freebetSchema = z.object({
  id: z.string(),
  type: z.literal('freebet'),
  status: z.enum(FREEBET_STATUSES),
  min_odds: z.number().int().nullable(),
  max_odds: z.number().int().nullable(),
  match_status: z.enum(FREEBET_MATCH_STATUSES),
  selection_count_from: z.number().int(),
  selection_count_to: z.number().int().nullable(),
  valid_to: z.string(),
  issued: z.object({
    is_active: z.boolean(),
    currency: z.string(),
    amount: z.number().int(),
    issued_at: z.string(),
    used_in_bet: z.string().nullable(),
  }),
});
export type Freebet = z.infer<typeof freebetSchema>;

export const freebetsResponseSchema = z.object({ data: z.array(freebetSchema) });

/** `GET /bonuses`: the player's bonuses by kind; only freebets are issued so far. */
export const bonusesQuerySchema = z.object({
  status: z.enum(['all', 'active']).default('all'),
  type: z.enum(BONUS_KINDS).optional(),
  limit_per_type: z.coerce.number().int().min(1).max(500).default(500),
});
export const bonusesResponseSchema = z.object({ freebet: z.array(freebetSchema) });

/** The bonus a bet is placed with (part 2 §3 placement payload `bonus {id, type, odds}`). */
export const placementBonusSchema = z.object({
  id: idSchema.transform(String),
  type: z.literal('freebet'),
  odds: z.number().int().optional(),
});

/** The bonus of a placed bet, in the placement answer and the bets history. */
export const betBonusSchema = z.object({ id: z.string(), type: z.literal('freebet') });

export const BONUS_ERROR_CODES = { freebetUnavailable: 'freebet_unavailable' } as const;
/** The message key of a refused freebet, with the reason in `details.reason`. */
export const FREEBET_UNAVAILABLE_KEY = 'error.place_bets.freebet_unavailable';
