import { type PaymentResult, paymentResultSchema } from '@sportsbook/contracts/wallet';

/** The query parameter the payment widget returns with (spec part 1 §2). */
export const PAYMENT_RESULT_PARAM = 'payment-result';

/** Reads and removes ?payment-result=; an unknown value is removed too and counts as none. */
export function takePaymentResult(href: string): { result: PaymentResult | null; cleanHref: string } {
  const url = new URL(href, 'http://localhost');
  const original = `${url.pathname}${url.search}${url.hash}`;
  if (!url.searchParams.has(PAYMENT_RESULT_PARAM)) return { result: null, cleanHref: original };
  const parsed = paymentResultSchema.safeParse(url.searchParams.get(PAYMENT_RESULT_PARAM));
  url.searchParams.delete(PAYMENT_RESULT_PARAM);
  return {
    result: parsed.success ? parsed.data : null,
    cleanHref: `${url.pathname}${url.search}${url.hash}`,
  };
}

/** The alert for each result: success, warning while pending, danger when declined. */
export const PAYMENT_RESULT_SEVERITY = { success: 'success', pending: 'warning', error: 'danger' } as const;
