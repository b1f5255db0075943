import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/api-client';
import { isReportedJackpotError } from './jackpot-errors';

describe('jackpot fetch errors (spec part 2 §8)', () => {
  it('are reported, except answers 400, 404 and 500', () => {
    const answered = (status: number) => isReportedJackpotError(new ApiError(status, 'x', 'x'));
    expect([400, 404, 500].map(answered)).toEqual([false, false, false]);
    expect([401, 403, 429, 502, 503].map(answered)).toEqual([true, true, true, true, true]);
  });

  it('are reported when no answer came, but not when the page gave up the call', () => {
    expect(isReportedJackpotError(new ApiError(0, 'network_error', 'offline'))).toBe(true);
    expect(isReportedJackpotError(new DOMException('aborted', 'AbortError'))).toBe(false);
  });
});
