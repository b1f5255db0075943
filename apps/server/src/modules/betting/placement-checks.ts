import {
  BETTING_ERROR_CODES,
  type PlacementBet,
  type PlacementRequest,
  RISK_ODDS_CHANGED_KEY,
} from '@sportsbook/contracts/betting';
import { BET_ERROR_CODES } from '@sportsbook/contracts/errors';
import { customBetQuote } from '@sportsbook/domain/custom-bet-odds';
import type { Currency } from '@sportsbook/domain/money';
import { checkPlacementOdds, type OddsAcceptMode } from '@sportsbook/domain/odds-acceptance';
import { PLACEMENT_ERROR_KEYS } from '@sportsbook/domain/placement-errors';
import { type ValidatedBet, validateSlip } from '@sportsbook/domain/slip-validation';
import type { SystemType } from '@sportsbook/domain/system-bets';
import { HttpError } from '../../http/errors';
import type { BettingConfig } from './config';
import { type CurrentSelection, selectionKey } from './current-prices';

type RequestSelection = PlacementBet['selections'][number];

export const refOf = (s: RequestSelection) => ({
  matchId: s.match_id,
  marketId: s.market_id,
  specifier: s.specifier,
  outcomeId: s.outcome_id,
});

export const parseSystem = (id: string | undefined): SystemType | undefined => {
  if (!id) return undefined;
  const [win, total] = id.split('/').map(Number);
  return win && total ? { winCount: win, totalCount: total } : undefined;
};

/**
 * The rules a slip must pass at current prices, in the order the slip reacts to them: a moved price (101 with
 * the current prices), a custom bet price off the server's quote (120), then domain slip validation with the
 * operator bet limits (400 `invalid_bet`, a key per bet). Answers the bets at their accepted odds.
 */
export function checkSlip(input: {
  request: PlacementRequest;
  lookup: (s: RequestSelection) => CurrentSelection;
  mode: OddsAcceptMode;
  currency: Currency;
  config: BettingConfig;
  isPve: boolean;
}): ValidatedBet[] {
  const { request, lookup, mode, currency, config } = input;
  // Prices first: a moved price is the 101 the slip reacts to by refreshing its prices.
  const moved = request.bets.map((bet) =>
    bet.selections.flatMap((s) => {
      const current = lookup(s);
      if (!current.open || bet.type === 'custom_bet') return [];
      const check = checkPlacementOdds(mode, s.odds, current.odds);
      return check.accepted ? [] : [{ ...s, current: check.current }];
    }),
  );
  if (moved.some((list) => list.length > 0)) {
    throw new HttpError(400, BET_ERROR_CODES.invalidOdds, 'The odds have changed.', {
      localized_message: PLACEMENT_ERROR_KEYS.invalidOdds,
      errors_by_bet: moved.map((list) => ({
        localized_message: list.length > 0 ? RISK_ODDS_CHANGED_KEY : '',
      })),
      details: { key: RISK_ODDS_CHANGED_KEY, selections: moved.flat() },
    });
  }

  // A custom bet runs at the server's quote, never at the client's number: the acceptance mode only decides
  // whether the quote may differ from the price the player saw (120 when it may not).
  const customOdds = request.bets.map((bet, index) =>
    bet.type === 'custom_bet' ? acceptedCustomOdds(request, index, lookup, mode) : undefined,
  );

  const validated: ValidatedBet[] = request.bets.map((bet, betIndex) => {
    const selections = bet.selections.map((s, index) => {
      const current = lookup(s);
      return {
        id: `${index}:${selectionKey(refOf(s))}`,
        matchId: String(s.match_id),
        provider: current.provider,
        // Every leg runs at the server's current price: the 101 above refused a move the mode does not take,
        // and a custom bet's quote was made from these prices.
        acceptedOdds: current.odds,
        isSuspended: current.found && !current.open,
        isNotAvailable: !current.found,
        isChanged: false,
      };
    });
    const systemType = parseSystem(bet.system_id);
    const quote = customOdds[betIndex];
    return {
      betType: bet.type,
      stake: bet.stake.value,
      selections,
      ...(systemType ? { systemType } : {}),
      ...(quote === undefined ? {} : { customOdds: quote }),
    };
  });

  const validation = validateSlip({
    bets: validated,
    currency: { code: currency.code, fiat: currency.fiat },
    limits: config.betLimits,
    isPve: input.isPve,
  });
  if (!validation.placementEnabled) {
    const errors = validation.issues.filter((issue) => issue.kind === 'error');
    const keys = request.bets.map(
      (_, i) => errors.find((e) => e.betIndex === i || e.betIndex === undefined)?.key ?? '',
    );
    throw new HttpError(
      400,
      BETTING_ERROR_CODES.invalidBet,
      `The bets cannot be placed: ${errors.map((issue) => issue.key).join(', ')}`,
      { errors_by_bet: keys.map((key) => ({ localized_message: key })), details: errors },
    );
  }
  return validated;
}

/** The quote a custom bet is placed at, or 120 when the legs cannot combine or the mode refuses the quote. */
function acceptedCustomOdds(
  request: PlacementRequest,
  index: number,
  lookup: (s: RequestSelection) => CurrentSelection,
  mode: OddsAcceptMode,
): number {
  const bet = request.bets[index];
  const quote = bet && customBetQuote(bet.selections.map((s) => ({ ...refOf(s), odds: lookup(s).odds })));
  const check =
    quote === undefined || bet?.custom_odds === undefined
      ? undefined
      : checkPlacementOdds(mode, bet.custom_odds, quote);
  if (check?.accepted) return check.odds;
  throw new HttpError(400, BET_ERROR_CODES.invalidOddsCustomBet, 'The custom bet price is not valid.', {
    localized_message: PLACEMENT_ERROR_KEYS.invalidOddsCustomBet,
    errors_by_bet: request.bets.map((_, i) => ({
      localized_message: i === index ? PLACEMENT_ERROR_KEYS.invalidOddsCustomBet : '',
    })),
    details: { custom_odds: quote ?? null },
  });
}
