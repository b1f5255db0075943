import type { BetLimitsConfig } from '@sportsbook/domain/bet-limits';
import { type CashoutConfig, DEFAULT_CASHOUT_CONFIG } from '@sportsbook/domain/cashout';
import type { Provider } from '@sportsbook/domain/slip/types';

/** Operator settings of betting. Built in code with sensible EUR defaults; a deployment overrides them. */
export interface BettingConfig {
  /** Operator bet limits (part 1 §3 "Bet-limits config"), also served in settings.bet_limits_settings. */
  betLimits: BetLimitsConfig;
  /** In-play acceptance delay per sport key, milliseconds; `default` for the others. */
  inPlayDelayMs: Record<string, number> & { default: number };
  /** A stake at or above this (minor units, per currency) makes the bet a VIP bet. */
  vipStake: Record<string, number>;
  cashout: CashoutConfig;
  /** Stakes offered in the slip until the player picks their own (minor units). */
  defaultStakes: number[];
  /**
   * Providers whose selections may be played as several singles in one slip (multi-single, part 1 §4): there a
   * second selection adds another single instead of making a combo. Served in settings.multi_bet_settings.
   */
  multiSingleByProvider: Partial<Record<Provider, boolean>>;
  /**
   * Whether a player may hold several active freebets (settings.allow_multiple_active_user_freebets, part 2 §3);
   * when false, activating a freebet overrides the player's other active ones (ADR 028, "Statuses").
   */
  allowMultipleActiveUserFreebets: boolean;
}

export const defaultBettingConfig: BettingConfig = {
  betLimits: {
    maxStakeLimit: {
      fiat: [
        { currencyCode: 'EUR', amount: 1_000_000 },
        { currencyCode: 'USD', amount: 1_000_000 },
        { currencyCode: 'BRL', amount: 5_000_000 },
      ],
      crypto: [],
    },
    payoutLimit: {
      fiat: [
        { currencyCode: 'EUR', amount: 10_000_000, action: 'reject' },
        { currencyCode: 'USD', amount: 10_000_000, action: 'reject' },
        { currencyCode: 'BRL', amount: 50_000_000, action: 'reject' },
      ],
      crypto: [],
    },
    oddsLimit: { value: 1_000_000, action: 'reject' },
    selectionLimit: { value: 41 },
  },
  inPlayDelayMs: { default: 3000, tennis: 5000 },
  vipStake: { EUR: 500_000, USD: 500_000, BRL: 2_500_000 },
  cashout: DEFAULT_CASHOUT_CONFIG,
  defaultStakes: [500, 1000, 2500],
  // Off by default: a second selection makes a combo, what most players expect (docs/decisions/004).
  multiSingleByProvider: { betradar: false, oddin: false },
  // On by default: freebets are issued activated (ADR 028), so a player holding two may use either.
  allowMultipleActiveUserFreebets: true,
};

export function inPlayDelay(config: BettingConfig, sportKey: string): number {
  return config.inPlayDelayMs[sportKey] ?? config.inPlayDelayMs.default;
}
