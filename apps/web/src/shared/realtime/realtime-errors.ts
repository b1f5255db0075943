/**
 * Client error codes of the centrifuge SDK that describe a connection coming and going, not a fault
 * (spec part 2 §8): timeout, client disconnected, transport write error, connection closed. The SDK retries
 * these itself; reporting them would only record network weather.
 */
export const EXPECTED_ERROR_CODES: ReadonlySet<number> = new Set([1, 3, 10, 11]);

/** Whether a client or subscription error is worth reporting. */
export function isReportable(error: { code: number } | undefined): boolean {
  return error !== undefined && !EXPECTED_ERROR_CODES.has(error.code);
}
