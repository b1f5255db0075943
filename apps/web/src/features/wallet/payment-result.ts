import { idSchema } from '@sportsbook/contracts/ids';
import { type PaymentResult, paymentResultSchema } from '@sportsbook/contracts/wallet';

/** The query parameter the payment widget returns with (spec part 1 §2). */
export const PAYMENT_RESULT_PARAM = 'payment-result';
/** The payment the widget returns from, so the page can name the amount paid (payments README). */
export const PAYMENT_ID_PARAM = 'payment-id';

/**
 * Reads and removes ?payment-result= and ?payment-id=; an unknown value is removed too and counts as none.
 */
export function takePaymentResult(href: string): {
  result: PaymentResult | null;
  paymentId: number | null;
  cleanHref: string;
} {
  const url = new URL(href, 'http://localhost');
  const original = `${url.pathname}${url.search}${url.hash}`;
  if (!url.searchParams.has(PAYMENT_RESULT_PARAM))
    return { result: null, paymentId: null, cleanHref: original };
  const parsed = paymentResultSchema.safeParse(url.searchParams.get(PAYMENT_RESULT_PARAM));
  const id = idSchema.safeParse(url.searchParams.get(PAYMENT_ID_PARAM));
  url.searchParams.delete(PAYMENT_RESULT_PARAM);
  url.searchParams.delete(PAYMENT_ID_PARAM);
  return {
    result: parsed.success ? parsed.data : null,
    paymentId: parsed.success && id.success ? id.data : null,
    cleanHref: `${url.pathname}${url.search}${url.hash}`,
  };
}

/** The alert for each result: success, warning while pending, danger when declined. */
export const PAYMENT_RESULT_SEVERITY = { success: 'success', pending: 'warning', error: 'danger' } as const;
