import { randomUUID } from 'node:crypto';
import type { PaymentMethod } from '@sportsbook/contracts/wallet';

export type ProviderDecision = 'approved' | 'declined' | 'pending';

export interface DepositInstruction {
  paymentId: number;
  amount: number;
  currency: string;
  /** Minor units per major unit of the currency (100 for EUR, 10^8 for BTC). */
  subunits: number;
  method: PaymentMethod;
}

export interface ProviderAnswer {
  decision: ProviderDecision;
  providerReference: string;
  reason?: string;
}

export type SettlementListener = (
  paymentId: number,
  decision: 'approved' | 'declined',
  reason?: string,
) => Promise<void>;

/**
 * The payment provider behind the deposit widget. Only this adapter knows the provider's shapes; a real one
 * would call the provider's API and receive its webhook, which ends in the settlement listener.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Asks the provider to take the money. 'pending' means the decision arrives later through `onSettled`. */
  startDeposit(deposit: DepositInstruction): Promise<ProviderAnswer>;
  onSettled(listener: SettlementListener): void;
  close(): void;
}

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

  const cents = ({ amount, subunits }: DepositInstruction): number | undefined =>
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
    onSettled(next) {
      listener = next;
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
