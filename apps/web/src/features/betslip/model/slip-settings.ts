import { settingsSchema } from '@sportsbook/contracts/betting';
import type { BetLimitsConfig } from '@sportsbook/domain/bet-limits';
import type { OddsAcceptMode } from '@sportsbook/domain/odds-acceptance';
import { PROVIDERS, type Provider } from '@sportsbook/domain/slip/types';
import { z } from 'zod';

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
}

export const DEFAULT_SLIP_SETTINGS: SlipSettings = {
  stakes: [500, 1000, 2500],
  mode: 'none',
  customBetEnabled: true,
  multiSingleAvailableByProvider: {},
};

const amount = z.object({ currency_code: z.string(), amount: z.number().int() });
const action = z.enum(['reject', 'warning']);
const amountAction = amount.extend({ action });
const currencyLists = <T extends z.ZodType>(item: T) =>
  z.object({ fiat: z.array(item).default([]), crypto: z.array(item).default([]) });

export const betLimitsSettingsSchema = z.object({
  max_stake_limit: currencyLists(amount).nullish(),
  payout_limit: currencyLists(amountAction).nullish(),
  selection_limit: z.object({ value: z.number().int() }).nullish(),
  odds_limit: z.object({ value: z.number().int(), action }).nullish(),
});

/** GET and POST /settings answer the settings and the operator's part. */
export const settingsResponseSchema = settingsSchema.extend({
  bet_limits_settings: betLimitsSettingsSchema.nullish(),
  custom_bet_enabled: z.boolean().optional(),
  multi_bet_settings: z.object({ available_by_provider: z.record(z.string(), z.boolean()) }).nullish(),
});
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;

type Amounts = z.infer<typeof amount>[];
type AmountActions = z.infer<typeof amountAction>[];

const toAmounts = (list: Amounts) => list.map((e) => ({ currencyCode: e.currency_code, amount: e.amount }));
const toAmountActions = (list: AmountActions) =>
  list.map((e) => ({ currencyCode: e.currency_code, amount: e.amount, action: e.action }));

export function toBetLimits(settings: z.infer<typeof betLimitsSettingsSchema>): BetLimitsConfig {
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
    customBetEnabled: response.custom_bet_enabled ?? DEFAULT_SLIP_SETTINGS.customBetEnabled,
    multiSingleAvailableByProvider: multiSingle,
  };
  if (response.bet_limits_settings) settings.limits = toBetLimits(response.bet_limits_settings);
  return settings;
}
