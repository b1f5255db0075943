import { isApiError } from '@/shared/api/api-client';
import { reportError } from '@/shared/monitoring/report-error';

/**
 * Statuses a jackpot call may answer without being reported (spec part 2 §8): a bad query, a jackpot that is
 * gone, and the server's own failure (the server records that one itself).
 */
export const UNREPORTED_JACKPOT_STATUSES: readonly number[] = [400, 404, 500];

/** Whether a failed jackpot call is worth a report. An aborted call (the page moved on) is not. */
export function isReportedJackpotError(error: unknown): boolean {
  if (error instanceof Error && error.name === 'AbortError') return false;
  return !(isApiError(error) && UNREPORTED_JACKPOT_STATUSES.includes(error.status));
}

/** Runs a jackpot call, reporting its failure when the spec says so; the failure is still the caller's. */
export async function reportingJackpotErrors<T>(call: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isReportedJackpotError(error)) reportError(`jackpot call failed: ${call}`, error);
    throw error;
  }
}
