import type { PlacedBet, PlacementRequest } from '@sportsbook/contracts/betting';
import type { QuickBetRules } from '@sportsbook/domain/quick-bet';
import type { TrackingEvent } from '@/shared/tracking/data-layer';
import type { SlipStore } from './slip-store';

/** What placing bets needs from the rest of the product; the app gives the real ones, tests give fakes. */
export interface PlacementDeps {
  slip: SlipStore;
  isLoggedIn(): boolean;
  openSignIn(): void;
  /** POST /v3/bets (retried on a lost connection with the same idempotency key). */
  post(request: PlacementRequest): Promise<PlacedBet[]>;
  deviceId(): string;
  /** Desktop or mobile layout. */
  deviceType(): string;
  newKey(): string;
  /** The global alert; `message` is a message key of the catalogue or a server's text. */
  alert(severity: 'success' | 'info' | 'danger', message: string, values?: Record<string, string>): void;
  track(event: TrackingEvent): void;
  /** Follows bets awaiting in-play acceptance until they are accepted or refused. */
  watch(betIds: string[], quick: boolean): void;
  quickRules(): QuickBetRules;
  /**
   * Reads the balance again after money moved: the live balance event may have gone out before this page's
   * private channel was subscribed (a bet placed right after a page load).
   */
  refreshBalance(): void;
}
