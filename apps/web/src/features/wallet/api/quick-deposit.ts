import { depositResponseSchema } from '@sportsbook/contracts/wallet';
import { apiCall } from '@/shared/api/api-client';

/** A key per attempt: a retried request answers the first payment instead of paying twice. */
export function newIdempotencyKey(): string {
  return `qd-${crypto.randomUUID()}`;
}

/** POST /payments/quick-deposit: the last method the player paid with in that currency. */
export function quickDeposit(input: { amount: number; currency: string; idempotencyKey: string }) {
  return apiCall('/api/platform/payments/quick-deposit', depositResponseSchema, {
    method: 'POST',
    body: { amount: input.amount, currency: input.currency, idempotency_key: input.idempotencyKey },
  });
}

/** POST /payments/test-quick-deposit: only for spi_test players (spec part 1 §6). */
export function testQuickDeposit() {
  return apiCall('/api/platform/payments/test-quick-deposit', depositResponseSchema, { method: 'POST' });
}
