import { randomUUID } from 'node:crypto';
import type {
  DepositInstruction,
  PaymentProvider,
  SettlementListener,
} from '../../platform/payment-provider';

/**
 * The development simulator. It decides by the amount's fractional part in major units, so every outcome can be
 * tried by hand and in tests:
 * - ends in .13 (10.13 EUR, 0.13 BTC): declined;
 * - ends in .77: pending, then approved after `pendingDelayMs`;
 * - anything else: approved at once.
 * Currencies without two decimals (JPY, KRW) are always approved.
 */
export function createSimulatedPaymentProvider({ pendingDelayMs = 5000 } = {}): PaymentProvider {
  let listener: SettlementListener | undefined;
  const timers = new Set<NodeJS.Timeout>();

  const cents = ({
    amount,
    subunits,
  }: Pick<DepositInstruction, 'amount' | 'subunits'>): number | undefined =>
    subunits >= 100 ? Math.floor((amount % subunits) / (subunits / 100)) : undefined;

  return {
    name: 'simulator',
    async startDeposit(deposit) {
      const providerReference = `sim-${randomUUID()}`;
      const exact = deposit.subunits >= 100 && deposit.amount % (deposit.subunits / 100) === 0;
      const fraction = exact ? cents(deposit) : undefined;
      if (fraction === 13)
        return { decision: 'declined', providerReference, reason: 'Card declined by the issuer' };
      if (fraction === 77) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          void listener?.(deposit.paymentId, 'approved').catch(() => undefined);
        }, pendingDelayMs);
        timers.add(timer);
        return { decision: 'pending', providerReference };
      }
      return { decision: 'approved', providerReference };
    },
    // Payouts follow the same amount rule: a fraction of .13 is declined, anything else paid at once.
    async startPayout(payout) {
      const providerReference = `sim-${randomUUID()}`;
      const exact = payout.subunits >= 100 && payout.amount % (payout.subunits / 100) === 0;
      const fraction = exact ? cents(payout) : undefined;
      if (fraction === 13)
        return { decision: 'declined', providerReference, reason: 'Payout refused by the bank' };
      return { decision: 'approved', providerReference };
    },
    onSettled(next) {
      listener = next;
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
