/**
 * Ticket transitions once a placement answers (part 1 §4 "Ticket processing state", §8):
 * accepted, awaiting acceptance, refused, or failed with an error body.
 */

import { type BetStatus, isAwaitingAcceptance, isRefused } from '../bet-status';
import { isWrongOddsError, PLACEMENT_ERROR_KEYS, placementErrorMessage } from '../placement-errors';
import { normaliseOrder } from './compose';
import { betKey, type PlacementFailure, type Ticket, type TicketError, withoutError } from './ticket-state';
import type { PlacedInfo } from './types';

export function placed(ticket: Ticket, results: readonly PlacedInfo[]): Ticket {
  const processingBets = ticket.processingBets.map((bet, i) => {
    const info = results[i];
    return info ? { ...bet, placed: info } : bet;
  });
  const sent = new Set(processingBets.map(betKey));
  return settleProcessing({
    ...ticket,
    inProgress: false,
    processingBets,
    bets: ticket.bets.filter((bet) => !sent.has(betKey(bet))),
  });
}

export function placedStatus(ticket: Ticket, betId: string, status: BetStatus): Ticket {
  if (ticket.ticketState !== 'processing') return ticket;
  const processingBets = ticket.processingBets.map((bet) =>
    bet.placed?.betId === betId ? { ...bet, placed: { ...bet.placed, status } } : bet,
  );
  return settleProcessing({ ...ticket, processingBets });
}

/** Processing while any bet awaits acceptance; then success, or error with refused bets back in the slip. */
function settleProcessing(ticket: Ticket): Ticket {
  const statuses = ticket.processingBets.map((bet) => bet.placed?.status);
  if (statuses.some((s) => s !== undefined && isAwaitingAcceptance(s))) {
    return { ...ticket, ticketState: 'processing' };
  }
  const refused = ticket.processingBets.filter((bet) => bet.placed && isRefused(bet.placed.status));
  if (refused.length === 0) return { ...withoutError(ticket), ticketState: 'success' };
  const returned = refused.map(({ placed: _placed, ...bet }) => bet);
  return {
    ...ticket,
    bets: normaliseOrder([...ticket.bets, ...returned]),
    ticketState: 'error',
    error: {
      message: PLACEMENT_ERROR_KEYS.default,
      errorsByBet: ticket.processingBets.map((bet) =>
        bet.placed && isRefused(bet.placed.status) ? PLACEMENT_ERROR_KEYS.default : undefined,
      ),
      wrongOdds: false,
    },
  };
}

export function failed(ticket: Ticket, failure: PlacementFailure): Ticket {
  const base = { ...withoutError(ticket), inProgress: false };
  if (failure.code === undefined || failure.httpStatus === 401) return { ...base, ticketState: 'initial' };
  const errorsByBet = failure.errorsByBet ?? [];
  const messages = [failure.message, ...errorsByBet].filter((m): m is string => m !== undefined);
  const error: TicketError = {
    message: placementErrorMessage(failure.code, failure.message),
    code: failure.code,
    errorsByBet,
    wrongOdds: isWrongOddsError(failure.code, messages),
  };
  return {
    ...base,
    ticketState: 'error',
    error: failure.details === undefined ? error : { ...error, details: failure.details },
  };
}
