import { FREEBET_KINDS } from '@sportsbook/domain/bonus-kinds';
import { z } from 'zod';
import { betTypeSchema, placementSelectionSchema } from './betting';
import { ISSUED_BONUS_STATUSES } from './bonuses';

/**
 * `POST /api/sportsbook/bonuses` (spec part 2 §7, offers per bet): the slip's bets in, the bonuses each may take
 * out, in the slip's own shape (domain `slip/types.ts` `AvailableBonuses`: `ComboboostOffer` with
 * `eligibleMatchIds`, `FreebetOffer`). Odds in thousandths, amounts in minor units of the player's currency.
 */

/** A selection of a slip bet: the placement's, with the slip's own id to name it in `suitableSelections`. */
export const offerSelectionSchema = placementSelectionSchema.extend({
  id: z.string().min(1).max(200).optional(),
});

export const bonusOffersBodySchema = z.object({
  bets: z
    .array(z.object({ type: betTypeSchema, selections: z.array(offerSelectionSchema).min(1).max(40) }))
    .min(1)
    .max(40),
});
export type BonusOffersBody = z.infer<typeof bonusOffersBodySchema>;

export const comboboostOfferSchema = z.object({
  bonusId: z.string(),
  status: z.enum(ISSUED_BONUS_STATUSES),
  minOdds: z.number().int(),
  ranges: z.array(
    z.object({ minCount: z.number().int(), maxCount: z.number().int(), bonusOdds: z.number().int() }),
  ),
  /** The bet's matches whose events meet the comboboost's conditions. */
  eligibleMatchIds: z.array(z.string()),
  /** The range the bet's qualifying selections fall in; absent when none (too few, or not a combo). */
  activeRangeIndex: z.number().int().optional(),
  /** The qualifying selections: their `id` as sent, else their position in the bet. */
  suitableSelections: z.array(z.string()),
});

export const freebetOfferSchema = z.object({
  bonusId: z.string(),
  bonusType: z.enum(FREEBET_KINDS),
  amount: z.number().int(),
});

/** Per bet, in the order sent: the comboboost that applies (the first of the player's usable ones) and freebets. */
export const bonusOffersResponseSchema = z.object({
  data: z.array(
    z.object({ comboboost: comboboostOfferSchema.optional(), freebet: z.array(freebetOfferSchema) }),
  ),
});
export type BonusOffersResponse = z.infer<typeof bonusOffersResponseSchema>;
