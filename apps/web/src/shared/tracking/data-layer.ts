import { toMajorString } from '@sportsbook/domain/money';
import { currencyOf } from '@/shared/money/money-format';

/**
 * Datalayer tracking (spec part 1 §7): the tag manager reads events pushed onto `window.dataLayer`. Only the
 * product's events are typed here; the tag manager's own script adds its entries itself.
 */

export interface OutcomeClickEvent {
  event: 'outcome_add_click' | 'outcome_delete_click';
  matchId: number;
  marketId: number;
  specifier: string;
  outcomeId: string;
  /** Thousandths, as every price in the product. */
  odds: number;
}

export interface PurchaseEvent {
  event: 'purchase';
  /** The placed bet's id. */
  transactionId: string;
  /** The outcomes the bet is on. */
  contentIds: string[];
  /** Stake in major units: stake / subunits, with the currency's own decimals (2 for EUR, 8 for BTC). */
  amount: number;
  currency: string;
}

export type TrackingEvent = OutcomeClickEvent | PurchaseEvent;

export interface DataLayerHost {
  dataLayer?: unknown[];
}

function browserHost(): DataLayerHost | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as DataLayerHost);
}

/** Pushes one event onto the data layer (created when the tag manager has not loaded yet). */
export function track(event: TrackingEvent, host: DataLayerHost | undefined = browserHost()): void {
  if (!host) return;
  host.dataLayer ??= [];
  host.dataLayer.push(event);
}

/** The purchase amount of a stake in minor units: exact decimal digits, never a float division. */
export function purchaseAmount(stake: number, currencyCode: string): number {
  return Number(toMajorString(stake, currencyOf(currencyCode)));
}
