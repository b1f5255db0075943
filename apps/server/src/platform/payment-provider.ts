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

export interface PayoutInstruction {
  withdrawalId: number;
  amount: number;
  currency: string;
  subunits: number;
  method: PaymentMethod;
}

/** A payout's answer; a real provider reporting later would call back like deposits do. */
export interface PayoutAnswer {
  decision: 'approved' | 'declined';
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
  /** Sends an approved withdrawal's money to the player. */
  startPayout(payout: PayoutInstruction): Promise<PayoutAnswer>;
  close(): void;
}
