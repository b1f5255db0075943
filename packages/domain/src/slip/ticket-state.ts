/** The ticket's state (part 1 §3 "Ticket") and the helpers its transitions share. */

import type { SystemType } from '../system-bets';
import type { Bet, TicketState } from './types';

export interface TicketError {
  message: string;
  /** The spec's numeric codes (101, 114 ...) or the API's string codes (insufficient_funds ...). */
  code?: number | string;
  details?: unknown;
  /** Message per bet, in the order the bets were sent. */
  errorsByBet: (string | undefined)[];
  /** The odds were refused: the caller refreshes prices. */
  wrongOdds: boolean;
}

export interface UpcomingBonus {
  bonusId: string;
  bonusType: string;
}

export interface Ticket {
  ticketState: TicketState;
  error?: TicketError;
  bets: Bet[];
  upcomingBonuses: UpcomingBonus[];
  selectedOutcomeIds: string[];
  processingBets: Bet[];
  isRestoring: boolean;
  inProgress: boolean;
  systemTypes: SystemType[];
}

export interface PlacementFailure {
  httpStatus?: number;
  code?: number | string;
  /** Localized message from the server, if any. */
  message?: string;
  details?: unknown;
  errorsByBet?: (string | undefined)[];
}

export function emptyTicket(): Ticket {
  return {
    ticketState: 'initial',
    bets: [],
    upcomingBonuses: [],
    selectedOutcomeIds: [],
    processingBets: [],
    isRestoring: false,
    inProgress: false,
    systemTypes: [],
  };
}

/** Identity of a bet across steps: its type and its selections. */
export function betKey(bet: Pick<Bet, 'betType' | 'selections'>): string {
  return `${bet.betType}:${bet.selections.map((s) => s.id).join(',')}`;
}

export function withoutError(ticket: Ticket): Ticket {
  const { error: _cleared, ...rest } = ticket;
  return rest;
}
