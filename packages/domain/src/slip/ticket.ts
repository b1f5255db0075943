/**
 * The ticket (part 1 §3 "Ticket", §4 "Ticket processing state") as a pure reducer.
 * - Adding selections or loading bets: odds_changed if any selection has an unaccepted price, else initial.
 * - Clearing: initial. Accepting odds changes: initial.
 * - Placing: initial, error cleared, in progress, processing bets = bets with stake above 0. Logged out,
 *   placing only resets the ticket state (bets kept); the caller opens sign-in.
 * - Placed: bets still awaiting acceptance (status submitted) keep the ticket processing; once all
 *   are accepted it is success. Refused bets go back into the slip with the default error.
 * - Error: per-bet messages, details and code kept; without a code, or on 401, the ticket goes back to
 *   initial and the caller shows the error in the global alert.
 * - In the error and initial states the processing bets are emptied, except while a placement is in
 *   flight (in progress), when they are the bets being sent.
 * selectedOutcomeIds and systemTypes are derived from the bets after every step.
 */

import type { BetStatus } from '../bet-status';
import type { MatchStatus } from '../match-status';
import type { OddsAcceptMode } from '../odds-acceptance';
import { systemTypesFor } from '../system-bets';
import { type BetTypeTarget, changeBetType } from './bet-type';
import { applyAvailableBonuses, clearFreebet, rederiveBonus, selectFreebet, setComboboost } from './bonus';
import {
  addCustomBet,
  normaliseOrder,
  regularBets,
  removeFromBet,
  selectedOutcomeIds,
  selectionCount,
  toggleSelection,
} from './compose';
import { changeCurrency } from './currency';
import {
  acceptOddsChanges,
  applyMatchStatus,
  applyProviderStatuses,
  dropMissing,
  hasOddsChanges,
  type MarketSnapshot,
  type MatchMarkets,
  purgeUnavailable,
  refreshOdds,
} from './refresh';
import { setPotentialWin, setStake } from './stake';
import { failed, placed, placedStatus } from './ticket-placement';
import {
  emptyTicket,
  type PlacementFailure,
  type Ticket,
  type UpcomingBonus,
  withoutError,
} from './ticket-state';
import type { AvailableBonuses, Bet, PlacedInfo, ProviderStatuses, Selection, SlipContext } from './types';

export type { PlacementFailure, Ticket, TicketError, UpcomingBonus } from './ticket-state';
export { betKey, emptyTicket } from './ticket-state';

export type TicketAction =
  | { type: 'toggle'; selection: Selection; ctx: SlipContext }
  | {
      type: 'add_custom_bet';
      selections: Selection[];
      customOdds?: number;
      ctx: SlipContext;
      replace?: boolean;
    }
  | { type: 'remove'; betIndex: number; selectionId: string }
  | { type: 'load'; bets: Bet[]; restoring: boolean }
  | { type: 'restored' }
  | { type: 'clear' }
  | { type: 'change_bet_type'; target: BetTypeTarget; ctx: SlipContext }
  | { type: 'set_stake'; betIndex: number; stake: number }
  | { type: 'set_potential_win'; betIndex: number; potentialWin: number }
  | { type: 'set_custom_odds'; betIndex: number; customOdds: number }
  | { type: 'refresh_odds'; markets: MarketSnapshot[]; mode: OddsAcceptMode }
  | { type: 'match_status'; matchId: string; status: MatchStatus; providers: ProviderStatuses }
  | { type: 'provider_statuses'; providers: ProviderStatuses }
  | { type: 'drop_missing'; matches: MatchMarkets[]; providers: ProviderStatuses }
  | { type: 'purge' }
  | { type: 'accept_changes' }
  | { type: 'change_currency'; currency: string; subunits: number }
  | { type: 'set_available_bonuses'; betIndex: number; available: AvailableBonuses }
  | { type: 'set_upcoming_bonuses'; bonuses: UpcomingBonus[] }
  | { type: 'select_freebet'; betIndex: number; bonusId: string }
  | { type: 'clear_freebet'; betIndex: number }
  | { type: 'set_comboboost'; betIndex: number; on: boolean }
  | { type: 'place_start'; isLoggedIn: boolean }
  | { type: 'place_success'; placed: PlacedInfo[] }
  | { type: 'placed_bet_status'; betId: string; status: BetStatus }
  | { type: 'place_error'; failure: PlacementFailure };

function derive(ticket: Ticket): Ticket {
  const next = {
    ...ticket,
    selectedOutcomeIds: selectedOutcomeIds(ticket.bets),
    systemTypes: systemTypesFor(selectionCount(regularBets(ticket.bets))),
  };
  // While a placement is in flight the ticket is initial and holds the bets being sent.
  if ((next.ticketState === 'initial' || next.ticketState === 'error') && !next.inProgress) {
    next.processingBets = [];
  }
  return next;
}

/** Legs or prices changed: each bet's bonus follows them (a comboboost's range) from the offers it holds. */
function stateAfterEdit(ticket: Ticket, edited: Bet[]): Ticket {
  const bets = edited.map(rederiveBonus);
  return { ...ticket, bets, ticketState: hasOddsChanges(bets) ? 'odds_changed' : 'initial' };
}

/** Live updates flip initial <-> odds_changed but leave processing, success and error alone. */
function stateAfterUpdate(ticket: Ticket, bets: Bet[]): Ticket {
  if (ticket.ticketState !== 'initial' && ticket.ticketState !== 'odds_changed') return { ...ticket, bets };
  return stateAfterEdit(ticket, bets);
}

function reduce(ticket: Ticket, action: TicketAction): Ticket {
  switch (action.type) {
    case 'toggle':
      return stateAfterEdit(ticket, toggleSelection(ticket.bets, action.selection, action.ctx).bets);
    case 'add_custom_bet': {
      const options = action.replace === undefined ? {} : { replace: action.replace };
      const result = addCustomBet(ticket.bets, action.selections, action.customOdds, action.ctx, options);
      return stateAfterEdit(ticket, result.bets);
    }
    case 'remove':
      return stateAfterEdit(ticket, removeFromBet(ticket.bets, action.betIndex, action.selectionId).bets);
    case 'load':
      return { ...stateAfterEdit(ticket, normaliseOrder(action.bets)), isRestoring: action.restoring };
    case 'restored':
      return { ...ticket, isRestoring: false };
    case 'clear':
      return { ...emptyTicket(), upcomingBonuses: ticket.upcomingBonuses };
    case 'change_bet_type':
      return { ...ticket, bets: changeBetType(ticket.bets, action.target, action.ctx).bets };
    case 'set_stake':
      return { ...ticket, bets: setStake(ticket.bets, action.betIndex, action.stake) };
    case 'set_potential_win':
      return { ...ticket, bets: setPotentialWin(ticket.bets, action.betIndex, action.potentialWin) };
    case 'set_custom_odds':
      return {
        ...ticket,
        bets: ticket.bets.map((bet, i) =>
          i === action.betIndex && bet.betType === 'custom_bet'
            ? { ...bet, customOdds: action.customOdds }
            : bet,
        ),
      };
    case 'refresh_odds':
      return stateAfterUpdate(ticket, refreshOdds(ticket.bets, action.markets, action.mode));
    case 'match_status':
      return stateAfterUpdate(
        ticket,
        applyMatchStatus(ticket.bets, action.matchId, action.status, action.providers),
      );
    case 'provider_statuses':
      return stateAfterUpdate(ticket, applyProviderStatuses(ticket.bets, action.providers));
    case 'drop_missing':
      return stateAfterUpdate(ticket, dropMissing(ticket.bets, action.matches, action.providers));
    case 'purge':
      return stateAfterUpdate(ticket, purgeUnavailable(ticket.bets));
    case 'accept_changes':
      return { ...ticket, bets: acceptOddsChanges(ticket.bets), ticketState: 'initial' };
    case 'change_currency':
      return { ...ticket, bets: changeCurrency(ticket.bets, action.currency, action.subunits) };
    case 'set_available_bonuses':
      return {
        ...ticket,
        bets: ticket.bets.map((bet, i) =>
          i === action.betIndex ? applyAvailableBonuses(bet, action.available) : bet,
        ),
      };
    case 'set_upcoming_bonuses':
      return { ...ticket, upcomingBonuses: action.bonuses };
    case 'select_freebet':
      return {
        ...ticket,
        bets: ticket.bets.map((bet, i) => (i === action.betIndex ? selectFreebet(bet, action.bonusId) : bet)),
      };
    case 'clear_freebet':
      return {
        ...ticket,
        bets: ticket.bets.map((bet, i) => (i === action.betIndex ? clearFreebet(bet) : bet)),
      };
    case 'set_comboboost':
      return {
        ...ticket,
        bets: ticket.bets.map((bet, i) => (i === action.betIndex ? setComboboost(bet, action.on) : bet)),
      };
    case 'place_start':
      if (!action.isLoggedIn) return { ...withoutError(ticket), ticketState: 'initial', inProgress: false };
      return {
        ...withoutError(ticket),
        ticketState: 'initial',
        inProgress: true,
        processingBets: ticket.bets.filter((bet) => bet.stake > 0),
      };
    case 'place_success':
      return placed(ticket, action.placed);
    case 'placed_bet_status':
      return placedStatus(ticket, action.betId, action.status);
    case 'place_error':
      return failed(ticket, action.failure);
  }
}

export function ticketReducer(ticket: Ticket, action: TicketAction): Ticket {
  return derive(reduce(ticket, action));
}
