import {
  BETTING_ERROR_CODES,
  type PlacementBet,
  type PlacementRequest,
  RISK_ODDS_CHANGED_KEY,
} from '@sportsbook/contracts/betting';
import { BET_ERROR_CODES } from '@sportsbook/contracts/errors';
import type { Currency } from '@sportsbook/domain/money';
import { checkPlacementOdds, type OddsAcceptMode } from '@sportsbook/domain/odds-acceptance';
import { PLACEMENT_ERROR_KEYS } from '@sportsbook/domain/placement-errors';
import { type ValidatedBet, validateSlip } from '@sportsbook/domain/slip-validation';
import { BetRefused } from './bet-refused';
import { betLimitsOf, betRiskOf, type PlayerRisk } from './bet-risk';
import type { BettingConfig } from './config';
import { type SelectionLookup, validatedBet } from './validated-bet';

/**
 * The rules a slip must pass at current prices, in the order the slip reacts to them: a moved price (101 with
 * the current prices), a custom bet price off the server's quote (120), then domain slip validation with the
 * operator bet limits as risk management adjusts them for the player's bets (`invalid_bet`, a key per bet). Answers the bets at the server's prices (`validatedBet`).
 */
export function checkSlip(input: {
  request: PlacementRequest;
  lookup: SelectionLookup;
  mode: OddsAcceptMode;
  currency: Currency;
  config: BettingConfig;
  isPve: boolean;
  /** The player's stake factors and own limits (ADR 040). */
  risk: PlayerRisk;
}): ValidatedBet[] {
  const { request, lookup, mode, currency, config } = input;
  refuseMovedPrices(request, lookup, mode);
  const validated = request.bets.map((bet) => validatedBet(bet, lookup));
  // A custom bet runs at the server's quote, never at the client's number: the acceptance mode only decides
  // whether the quote may differ from the price the player saw (120 when it may not).
  request.bets.forEach((bet, index) => {
    if (bet.type === 'custom_bet') refuseCustomQuote(request, index, validated[index]?.customOdds, mode);
  });

  const money = { code: currency.code, fiat: currency.fiat };
  const risks = request.bets.map((bet) => betRiskOf(bet, lookup, input.risk, currency.code));
  const betLimits = betLimitsOf(config.betLimits, risks, money);
  const validation = validateSlip({
    bets: validated,
    currency: money,
    limits: config.betLimits,
    ...(betLimits ? { betLimits } : {}),
    isPve: input.isPve,
  });
  if (!validation.placementEnabled) {
    const errors = validation.issues.filter((issue) => issue.kind === 'error');
    const keys = request.bets.map(
      (_, i) => errors.find((e) => e.betIndex === i || e.betIndex === undefined)?.key ?? '',
    );
    throw new BetRefused(
      'invalid_bet',
      BETTING_ERROR_CODES.invalidBet,
      `The bets cannot be placed: ${errors.map((issue) => issue.key).join(', ')}`,
      { errors_by_bet: keys.map((key) => ({ localized_message: key })), details: errors },
    );
  }
  return validated;
}

/** Prices first: a moved price the mode does not take is the 101 the slip reacts to by refreshing its prices. */
function refuseMovedPrices(request: PlacementRequest, lookup: SelectionLookup, mode: OddsAcceptMode): void {
  const moved = request.bets.map((bet: PlacementBet) =>
    bet.selections.flatMap((s) => {
      const current = lookup(s);
      if (!current.open || bet.type === 'custom_bet') return [];
      const check = checkPlacementOdds(mode, s.odds, current.odds);
      return check.accepted ? [] : [{ ...s, current: check.current }];
    }),
  );
  if (moved.every((list) => list.length === 0)) return;
  throw new BetRefused('odds_changed', BET_ERROR_CODES.invalidOdds, 'The odds have changed.', {
    localized_message: PLACEMENT_ERROR_KEYS.invalidOdds,
    errors_by_bet: moved.map((list) => ({
      localized_message: list.length > 0 ? RISK_ODDS_CHANGED_KEY : '',
    })),
    details: { key: RISK_ODDS_CHANGED_KEY, selections: moved.flat() },
  });
}

/** 120 when a custom bet's legs cannot combine (no quote) or the mode does not take the quote for the price sent. */
function refuseCustomQuote(
  request: PlacementRequest,
  index: number,
  quote: number | undefined,
  mode: OddsAcceptMode,
): void {
  const sent = request.bets[index]?.custom_odds;
  if (quote !== undefined && sent !== undefined && checkPlacementOdds(mode, sent, quote).accepted) return;
  throw new BetRefused(
    'custom_odds',
    BET_ERROR_CODES.invalidOddsCustomBet,
    'The custom bet price is not valid.',
    {
      localized_message: PLACEMENT_ERROR_KEYS.invalidOddsCustomBet,
      errors_by_bet: request.bets.map((_, i) => ({
        localized_message: i === index ? PLACEMENT_ERROR_KEYS.invalidOddsCustomBet : '',
      })),
      details: { custom_odds: quote ?? null },
    },
  );
}
