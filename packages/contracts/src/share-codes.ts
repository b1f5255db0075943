import { LEDGER_LIMIT } from '@sportsbook/domain/money';
import { isShareCode, normalizeShareCode } from '@sportsbook/domain/share-codes';
import { z } from 'zod';
import { betTypeSchema, systemIdSchema } from './betting';
import { idSchema } from './ids';

/**
 * Share-bet codes (spec part 2 §3, §4, §7; ADR 030): `POST /api/sportsbook/bets/share-code` saves a slip and
 * answers its code, `GET /api/sportsbook/bets/share-code?code=` answers the slip at current prices with stakes in
 * the reader's currency. Money is integer minor units, odds integer thousandths.
 */

export const SHARE_CODE_ERROR_CODES = {
  /** An unknown or expired code: 404, the web shows 'share-bet.not-found-modal.link-not-found'. */
  notFound: 'share_code_not_found',
  /** A selection the catalogue does not know: 400, nothing saved. */
  unknownSelection: 'share_code_unknown_selection',
  /** A bet type whose selections or system type do not fit it: 400, nothing saved. */
  invalidBet: 'share_code_invalid_bet',
  /** A currency the product does not offer, or a signed-in player asking for another than their own: 400. */
  currencyMismatch: 'currency_mismatch',
} as const;

/** A code as typed: upper-cased and trimmed, then eight characters of the unambiguous alphabet. */
export const shareCodeSchema = z
  .string()
  .max(40)
  .transform(normalizeShareCode)
  .refine(isShareCode, 'must be 8 characters of 23456789ABCDEFGHJKMNPQRSTUVWXYZ');

const currencyCode = z.string().regex(/^[A-Z0-9]{2,10}$/);

/** A shared selection names an outcome; its price is never taken from the sharer (the reader gets today's). */
export const sharedSelectionInputSchema = z.object({
  match_id: idSchema,
  market_id: idSchema,
  specifier: z.string().max(200).default(''),
  outcome_id: z.string().min(1).max(100),
});

export const sharedBetInputSchema = z.object({
  type: betTypeSchema,
  system_id: systemIdSchema.optional(),
  /** A slip may be shared before a stake is typed: 0 is a stake left for the reader. */
  stake: z.object({ value: z.number().int().min(0).max(LEDGER_LIMIT), currency: currencyCode }),
  selections: z.array(sharedSelectionInputSchema).min(1).max(40),
});
export type SharedBetInput = z.infer<typeof sharedBetInputSchema>;

export const shareCodeRequestSchema = z.object({ bets: z.array(sharedBetInputSchema).min(1).max(40) });
export type ShareCodeRequest = z.infer<typeof shareCodeRequestSchema>;

export const shareCodeCreatedSchema = z.object({ code: z.string(), expires_at: z.string() });
export type ShareCodeCreated = z.infer<typeof shareCodeCreatedSchema>;

/** `currency`: a visitor's wanted currency; a signed-in player always reads in the account's (another is a 400). */
export const shareCodeQuerySchema = z.object({ code: shareCodeSchema, currency: currencyCode.optional() });

export const sharedSelectionSchema = sharedSelectionInputSchema.extend({
  specifier: z.string(),
  /** The current price, thousandths; 0 when the catalogue no longer has the outcome. */
  odds: z.number().int(),
  /** Takes bets now: market and outcome active, match open, provider delivering. */
  bettable: z.boolean(),
});
export type SharedSelection = z.infer<typeof sharedSelectionSchema>;

export const sharedBetSchema = z.object({
  type: betTypeSchema,
  system_id: z.string().nullable(),
  stake: z.object({ value: z.number().int(), currency: z.string() }),
  selections: z.array(sharedSelectionSchema),
});
export type SharedBet = z.infer<typeof sharedBetSchema>;

export const sharedBetsSchema = z.object({
  code: z.string(),
  /** The currency every stake is in: the reader's. */
  currency: z.string(),
  expires_at: z.string(),
  bets: z.array(sharedBetSchema),
});
export type SharedBets = z.infer<typeof sharedBetsSchema>;
