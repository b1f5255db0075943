import type { Bet } from '@sportsbook/contracts/betting';
import type { BetStatus } from '@sportsbook/domain/bet-status';

/**
 * The bets list's filters (spec part 2 §2): status all / open / settled and result all / win / lose / refund,
 * kept in the URL query (`?status=settled&result=win`). A result only belongs to a settled bet, so with the
 * open filter the result filter is not offered and reads as all.
 */

export const STATUS_FILTERS = ['all', 'open', 'settled'] as const;
export const RESULT_FILTERS = ['all', 'win', 'lose', 'refund'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export type ResultFilter = (typeof RESULT_FILTERS)[number];

export interface BetsFilter {
  status: StatusFilter;
  result: ResultFilter;
}

export const ALL_BETS: BetsFilter = { status: 'all', result: 'all' };
export const OPEN_BETS: BetsFilter = { status: 'open', result: 'all' };

/** Statuses the server lists under open and settled (apps/server betting/history.ts). */
const OPEN_STATUSES: ReadonlySet<BetStatus> = new Set([
  'submitted',
  'waiting_results',
  'ready_to_process',
  'cashout_in_progress',
]);

export function isOpenStatus(status: BetStatus): boolean {
  return OPEN_STATUSES.has(status);
}

function pick<T extends string>(value: string | null | undefined, allowed: readonly T[]): T | undefined {
  return allowed.find((candidate) => candidate === value);
}

/** The filter from the page's query; unknown values fall back to all. */
export function parseBetsFilter(query: {
  status?: string | null | undefined;
  result?: string | null | undefined;
}): BetsFilter {
  const status = pick(query.status, STATUS_FILTERS) ?? 'all';
  const result = status === 'open' ? 'all' : (pick(query.result, RESULT_FILTERS) ?? 'all');
  return { status, result };
}

/** The query string of a filter, leaving defaults out so the plain page has a plain URL. */
export function filterSearch(filter: BetsFilter): string {
  const params = new URLSearchParams();
  if (filter.status !== 'all') params.set('status', filter.status);
  if (filter.result !== 'all' && filter.status !== 'open') params.set('result', filter.result);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Whether a bet belongs in a list with this filter, as the server decides it. */
export function matchesFilter(bet: Pick<Bet, 'status' | 'result'>, filter: BetsFilter): boolean {
  const open = isOpenStatus(bet.status);
  if (filter.status === 'open' && !open) return false;
  if (filter.status === 'settled' && open) return false;
  return filter.result === 'all' || bet.result === filter.result;
}
