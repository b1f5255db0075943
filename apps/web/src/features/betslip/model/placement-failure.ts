import { BETTING_ERROR_CODES } from '@sportsbook/contracts/betting';
import {
  BONUS_ERROR_CODES,
  COMBOBOOST_UNAVAILABLE_KEY,
  FREEBET_UNAVAILABLE_KEY,
} from '@sportsbook/contracts/bonuses';
import { BET_ERROR_CODES } from '@sportsbook/contracts/errors';
import { LIMIT_ERROR_CODES } from '@sportsbook/contracts/limits';
import type { ComboboostRefusal } from '@sportsbook/domain/comboboost';
import { MARKET_STATUS } from '@sportsbook/domain/match-status';
import { marketKey, selectionKey } from '@sportsbook/domain/selection-key';
import type { MarketSnapshot } from '@sportsbook/domain/slip/refresh';
import type { PlacementFailure } from '@sportsbook/domain/slip/ticket';
import type { Bet } from '@sportsbook/domain/slip/types';
import { z } from 'zod';
import { isApiError } from '@/shared/api/api-error';

/**
 * A failed placement as the ticket reads it (spec part 1 §4, §8). Only codes the slip knows count as error
 * codes: the spec's numeric ones, the betting and the responsible-gambling ones. Anything else (no answer, a
 * server fault, a refused session) has no code for the slip: the ticket resets and the global alert speaks.
 */

/** Message keys of the API's string codes that carry no key of their own. */
export const API_CODE_KEYS: Readonly<Record<string, string>> = {
  [BETTING_ERROR_CODES.insufficientFunds]: 'error.place_bets.insufficient_funds',
  [BETTING_ERROR_CODES.currencyMismatch]: 'error.place_bets.currency_mismatch',
  [BONUS_ERROR_CODES.freebetUnavailable]: FREEBET_UNAVAILABLE_KEY,
  [BONUS_ERROR_CODES.comboboostUnavailable]: COMBOBOOST_UNAVAILABLE_KEY,
  [LIMIT_ERROR_CODES.betLimitExceeded]: 'error.responsible_gambling.bet_limit_exceeded',
  [LIMIT_ERROR_CODES.wagerLimitExceeded]: 'error.responsible_gambling.wager_limit_exceeded',
  [LIMIT_ERROR_CODES.lossLimitExceeded]: 'error.responsible_gambling.loss_limit_exceeded',
  self_excluded: 'error.responsible_gambling.self_excluded',
  cooling_off: 'error.responsible_gambling.cooling_off',
};

/**
 * A refused comboboost says why (`details.reason`, domain `ComboboostRefusal`): the reasons a player can act on
 * have their own message, the others keep the general one.
 */
export const COMBOBOOST_REFUSAL_KEYS: Readonly<Partial<Record<ComboboostRefusal, string>>> = {
  bonus_odds_changed: 'betslip-bonus.comboboost.refused.bonus_odds_changed',
  selection_count: 'betslip-bonus.comboboost.refused.selection_count',
  no_uses_left: 'betslip-bonus.comboboost.refused.no_uses_left',
  expired: 'betslip-bonus.comboboost.refused.expired',
};

const refusalReasonSchema = z.object({ reason: z.string() });

function comboboostRefusalKey(details: unknown): string | undefined {
  const parsed = refusalReasonSchema.safeParse(details);
  if (!parsed.success) return undefined;
  return Object.hasOwn(COMBOBOOST_REFUSAL_KEYS, parsed.data.reason)
    ? COMBOBOOST_REFUSAL_KEYS[parsed.data.reason as ComboboostRefusal]
    : undefined;
}

const NUMERIC_CODES: ReadonlySet<number> = new Set(Object.values(BET_ERROR_CODES));
const KNOWN_STRING_CODES: ReadonlySet<string> = new Set([
  BETTING_ERROR_CODES.invalidBet,
  ...Object.keys(API_CODE_KEYS),
]);

function slipCode(code: string): number | string | undefined {
  const numeric = Number(code);
  if (/^\d+$/.test(code) && NUMERIC_CODES.has(numeric)) return numeric;
  return KNOWN_STRING_CODES.has(code) ? code : undefined;
}

export function placementFailure(error: unknown): PlacementFailure {
  if (!isApiError(error)) return {};
  const failure: PlacementFailure = { httpStatus: error.status };
  const code = error.status === 401 ? undefined : slipCode(error.code);
  if (code === undefined) return failure;
  failure.code = code;
  const message =
    (code === BONUS_ERROR_CODES.comboboostUnavailable ? comboboostRefusalKey(error.details) : undefined) ??
    (typeof code === 'string' ? (API_CODE_KEYS[code] ?? error.localized.message) : error.localized.message);
  if (message) failure.message = message;
  if (error.localized.byBet.length > 0) {
    failure.errorsByBet = error.localized.byBet.map((text) => (text === '' ? undefined : text));
  }
  if (error.details !== undefined) failure.details = error.details;
  return failure;
}

const changedSelectionsSchema = z.object({
  selections: z.array(
    z.object({
      match_id: z.number(),
      market_id: z.number(),
      specifier: z.string(),
      outcome_id: z.string(),
      current: z.number().int(),
    }),
  ),
});

/**
 * The current prices a refused placement (101) returned, as market snapshots for the slip's odds refresh.
 * Each snapshot lists every slip selection of that market, the moved ones at their new price, so outcomes the
 * answer did not mention are not mistaken for missing ones.
 */
export function returnedPrices(bets: readonly Bet[], details: unknown): MarketSnapshot[] {
  const parsed = changedSelectionsSchema.safeParse(details);
  if (!parsed.success) return [];
  const moved = new Map(
    parsed.data.selections.map((s) => [
      selectionKey({
        matchId: s.match_id,
        marketId: s.market_id,
        specifier: s.specifier,
        outcomeId: s.outcome_id,
      }),
      s.current,
    ]),
  );
  const markets = new Map<string, MarketSnapshot>();
  for (const selection of bets.flatMap((bet) => bet.selections)) {
    const key = marketKey(selection);
    const price = moved.get(selectionKey(selection));
    const snapshot = markets.get(key) ?? {
      matchId: selection.matchId,
      marketId: selection.marketId,
      specifier: selection.specifier,
      status: MARKET_STATUS.active,
      outcomes: [],
    };
    if (!snapshot.outcomes.some((o) => o.id === selection.outcomeId)) {
      snapshot.outcomes.push({ id: selection.outcomeId, odds: price ?? selection.odds, active: true });
    }
    markets.set(key, snapshot);
  }
  // Only markets where something moved: the others are left as the live feed keeps them.
  return [...markets.values()].filter((m) =>
    m.outcomes.some((o) => moved.has(selectionKey({ ...m, outcomeId: o.id }))),
  );
}

const customQuoteSchema = z.object({ custom_odds: z.number().int().min(1001) });

/** The fresh quote a refused custom bet (120) returned, if any. */
export function returnedCustomOdds(details: unknown): number | undefined {
  const parsed = customQuoteSchema.safeParse(details);
  return parsed.success ? parsed.data.custom_odds : undefined;
}
