import { BETTING_ERROR_CODES, type PlacementBet } from '@sportsbook/contracts/betting';
import { customBetQuote } from '@sportsbook/domain/custom-bet-odds';
import { type Currency, findCurrency } from '@sportsbook/domain/money';
import type { ValidatedBet } from '@sportsbook/domain/slip-validation';
import type { SystemType } from '@sportsbook/domain/system-bets';
import type { SignedInPlayer } from '../../http/session';
import { BetRefused } from './bet-refused';
import { type CurrentSelection, type SelectionRef, selectionKey } from './current-prices';

export type RequestSelection = PlacementBet['selections'][number];

/** What the catalogue says about a selection of the request now. */
export type SelectionLookup = (s: RequestSelection) => CurrentSelection;

export const refOf = (s: RequestSelection): SelectionRef => ({
  matchId: s.match_id,
  marketId: s.market_id,
  specifier: s.specifier,
  outcomeId: s.outcome_id,
});

/** A system id `k/n` as its type; undefined when absent or not two positive numbers. */
export const parseSystem = (id: string | undefined): SystemType | undefined => {
  if (!id) return undefined;
  const [win, total] = id.split('/').map(Number);
  return win && total ? { winCount: win, totalCount: total } : undefined;
};

/** Looks selections up in what `currentSelections` or the placement context read (every ref has an entry). */
export function selectionLookup(current: ReadonlyMap<string, CurrentSelection>): SelectionLookup {
  return (s) => {
    const found = current.get(selectionKey(refOf(s)));
    if (!found) throw new Error('selection lookup incomplete');
    return found;
  };
}

/** The server's quote of a custom bet from its legs' current prices; undefined when they cannot combine. */
export function serverQuote(bet: PlacementBet, lookup: SelectionLookup): number | undefined {
  return customBetQuote(bet.selections.map((s) => ({ ...refOf(s), odds: lookup(s).odds })));
}

/**
 * A requested bet as the domain validates it, at the server's prices (ADR 021): every leg at its current price, a
 * custom bet at the server's quote, never at a number the client sent. Placement and the max stake both validate
 * this, so the max stake is the one placement would take. The client's prices only decide, in placement, whether
 * the bet may go on at these (101, 120).
 */
export function validatedBet(bet: PlacementBet, lookup: SelectionLookup): ValidatedBet {
  const selections = bet.selections.map((s, index) => {
    const current = lookup(s);
    return {
      id: `${index}:${selectionKey(refOf(s))}`,
      matchId: String(s.match_id),
      provider: current.provider,
      acceptedOdds: current.odds,
      isSuspended: current.found && !current.open,
      isNotAvailable: !current.found,
      isChanged: false,
    };
  });
  const systemType = parseSystem(bet.system_id);
  const quote = bet.type === 'custom_bet' ? serverQuote(bet, lookup) : undefined;
  return {
    betType: bet.type,
    stake: bet.stake.value,
    selections,
    ...(systemType ? { systemType } : {}),
    ...(quote === undefined ? {} : { customOdds: quote }),
  };
}

/** The player's account currency, which every stake must be in; an unknown one refuses (`currency_mismatch`). */
export function accountCurrencyOf(player: Pick<SignedInPlayer, 'currency'>): Currency {
  const currency = findCurrency(player.currency);
  if (currency) return currency;
  throw new BetRefused('currency_mismatch', BETTING_ERROR_CODES.currencyMismatch, 'Unknown account currency');
}
