import { BETTING_ERROR_CODES } from '@sportsbook/contracts/betting';
import { CASHOUT_UNAVAILABLE_REASONS as SERVER_REASONS } from '@sportsbook/domain/cashout';
import { z } from 'zod';
import { isApiError } from '@/shared/api/api-client';

/** Why the server did not cash out, as the cash-out control tells the player. */
export type CashoutRefusal =
  | { kind: 'offer_changed'; offer: number }
  | { kind: 'unavailable'; reason: CashoutUnavailableReason }
  | { kind: 'share_too_small' }
  | { kind: 'failed' };

/** The server's reasons (domain cash-out rules), and `unknown` for one this page does not know. */
export const CASHOUT_UNAVAILABLE_REASONS = [...SERVER_REASONS, 'unknown'] as const;
export type CashoutUnavailableReason = (typeof CASHOUT_UNAVAILABLE_REASONS)[number];

const detailsSchema = z.object({
  to_cashout: z.number().int().nullable().optional(),
  reason: z.string().optional(),
});

/** Reads an error of POST /bets/cashout (409 offer changed or unavailable, 400 share too small). */
export function cashoutRefusal(error: unknown): CashoutRefusal {
  if (!isApiError(error)) return { kind: 'failed' };
  const details = detailsSchema.safeParse(error.details);
  const data = details.success ? details.data : {};
  if (error.code === BETTING_ERROR_CODES.cashoutOfferChanged) {
    const offer = data.to_cashout;
    return typeof offer === 'number' && offer > 0
      ? { kind: 'offer_changed', offer }
      : { kind: 'unavailable', reason: 'unknown' };
  }
  if (error.code === BETTING_ERROR_CODES.cashoutUnavailable) {
    const reason = CASHOUT_UNAVAILABLE_REASONS.find((known) => known === data.reason) ?? 'unknown';
    return { kind: 'unavailable', reason };
  }
  if (error.code === BETTING_ERROR_CODES.cashoutInvalid && data.reason === 'share_too_small') {
    return { kind: 'share_too_small' };
  }
  return { kind: 'failed' };
}
