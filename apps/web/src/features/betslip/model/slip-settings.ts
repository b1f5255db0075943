import type { BetLimitsSettings, SettingsResponse } from '@sportsbook/contracts/betting';
import type { BetLimitsConfig } from '@sportsbook/domain/bet-limits';
import { MATCH_STATUS } from '@sportsbook/domain/match-status';
import type { OddsAcceptMode } from '@sportsbook/domain/odds-acceptance';
import { type Bet, PROVIDERS, type Provider } from '@sportsbook/domain/slip/types';

/**
 * The sportsbook settings the slip runs on (spec part 1 §3 "Settings", part 2 §3): stake presets, the odds
 * acceptance mode, the operator's bet limits, custom-bet and multi-single availability. Visitors have no
 * settings of their own and get the defaults.
 */

export interface SlipSettings {
  /** Stake presets, minor units. */
  stakes: number[];
  mode: OddsAcceptMode;
  limits?: BetLimitsConfig;
  customBetEnabled: boolean;
  multiSingleAvailableByProvider: Partial<Record<Provider, boolean>>;
  /** Smallest share of the stake a partial cash-out may sell, basis points; unknown until the settings load. */
  cashoutMinShareBp?: number;
}

export const DEFAULT_SLIP_SETTINGS: SlipSettings = {
  stakes: [500, 1000, 2500],
  mode: 'none',
  customBetEnabled: true,
  multiSingleAvailableByProvider: {},
};

type Amounts = NonNullable<BetLimitsSettings['max_stake_limit']>['fiat'];
type AmountActions = NonNullable<BetLimitsSettings['payout_limit']>['fiat'];

const toAmounts = (list: Amounts) => list.map((e) => ({ currencyCode: e.currency_code, amount: e.amount }));
const toAmountActions = (list: AmountActions) =>
  list.map((e) => ({ currencyCode: e.currency_code, amount: e.amount, action: e.action }));

export function toBetLimits(settings: BetLimitsSettings): BetLimitsConfig {
  const limits: BetLimitsConfig = {};
  if (settings.max_stake_limit) {
    limits.maxStakeLimit = {
      fiat: toAmounts(settings.max_stake_limit.fiat),
      crypto: toAmounts(settings.max_stake_limit.crypto),
    };
  }
  if (settings.payout_limit) {
    limits.payoutLimit = {
      fiat: toAmountActions(settings.payout_limit.fiat),
      crypto: toAmountActions(settings.payout_limit.crypto),
    };
  }
  if (settings.selection_limit) limits.selectionLimit = { value: settings.selection_limit.value };
  if (settings.odds_limit) limits.oddsLimit = { ...settings.odds_limit };
  return limits;
}

export function toSlipSettings(response: SettingsResponse): SlipSettings {
  const multiSingle: Partial<Record<Provider, boolean>> = {};
  for (const [provider, available] of Object.entries(
    response.multi_bet_settings?.available_by_provider ?? {},
  )) {
    if ((PROVIDERS as readonly string[]).includes(provider)) multiSingle[provider as Provider] = available;
  }
  const settings: SlipSettings = {
    stakes: response.stakes,
    mode: response.auto_accept_odds_change,
    customBetEnabled: response.custom_bet_enabled,
    multiSingleAvailableByProvider: multiSingle,
  };
  settings.limits = toBetLimits(response.bet_limits_settings);
  settings.cashoutMinShareBp = response.cashout_settings.min_share_bp;
  return settings;
}

/**
 * The acceptance mode live refreshes run under: a slip with a live pick takes higher prices when the player
 * chose "always ask", so a moving in-play price does not stack a new "odds changed" stop every second
 * (issue 19); "higher" and "any" stay as chosen. Prices that fell still wait for the player.
 */
export function liveAcceptMode(mode: OddsAcceptMode, bets: readonly Bet[]): OddsAcceptMode {
  if (mode !== 'none') return mode;
  const live = bets.some((bet) => bet.selections.some((s) => s.matchStatus === MATCH_STATUS.live));
  return live ? 'higher' : mode;
}
