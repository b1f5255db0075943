/**
 * Status of a placed bet as the server reports it (part 1 §4, part 2 §3).
 * submitted, rejected and cancelled are the early states around acceptance; an accepted bet waits
 * for results, is settled (done), cashed out, or withdrawn.
 */

export const BET_STATUSES = [
  'submitted',
  'rejected',
  'cancelled',
  'waiting_results',
  'ready_to_process',
  'done',
  'cashed_out',
  'withdrawn',
  'cashout_in_progress',
] as const;

export type BetStatus = (typeof BET_STATUSES)[number];

export function isBetStatus(value: unknown): value is BetStatus {
  return typeof value === 'string' && (BET_STATUSES as readonly string[]).includes(value);
}

/** A live bet in its in-play delay: still waiting for the server to accept or refuse it. */
export const AWAITING_ACCEPTANCE: BetStatus = 'submitted';
/** Refused before it ever ran: no money is at stake. */
export const REFUSED_BET_STATUSES: readonly BetStatus[] = ['rejected', 'cancelled'];

/** Still waiting for the server to accept or refuse the bet. */
export function isAwaitingAcceptance(status: BetStatus): boolean {
  return status === AWAITING_ACCEPTANCE;
}

/** Refused before it ever ran: no money is at stake. */
export function isRefused(status: BetStatus): boolean {
  return REFUSED_BET_STATUSES.includes(status);
}

/** Accepted and not yet settled: the only status a cash-out may start from. */
export function isOpenBet(status: BetStatus): boolean {
  return status === 'waiting_results';
}

/** Results and refunds of a settled bet (part 2 §3 `result`). */
export type BetResult = 'win' | 'lose' | 'refund';
