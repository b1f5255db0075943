import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/api-client';
import { MIN_CHECK_INTERVAL_MS, realityCheckDue, sessionCheckOutcome } from './session-check';

const info = (next: number, period: number | null, continuedAt: string | null = null) => ({
  session: {
    started_at: '2026-01-01T10:00:00.000Z',
    duration_seconds: 60,
    limit_seconds: 3600,
    remaining_seconds: 3540,
  },
  reality_check: period === null ? null : { period, continued_at: continuedAt },
  next_check_seconds: next,
});

describe('session check', () => {
  it('continues at the pace the API asks, with the reality-check period when set', () => {
    expect(sessionCheckOutcome({ ok: true, info: info(30, 900) })).toEqual({
      kind: 'continue',
      nextCheckMs: 30_000,
      realityCheckPeriodMs: 900_000,
      anchor: '2026-01-01T10:00:00.000Z',
      elapsedMs: 60_000,
    });
    // After continueSession the periods count from the continuation: 10:00:30, half a minute before the server's
    // now (the session's start plus its 60 s), whatever this machine's clock says.
    expect(sessionCheckOutcome({ ok: true, info: info(30, 900, '2026-01-01T10:00:30.000Z') })).toMatchObject({
      anchor: '2026-01-01T10:00:30.000Z',
      elapsedMs: 30_000,
    });
    expect(sessionCheckOutcome({ ok: true, info: info(0, null) })).toMatchObject({
      nextCheckMs: MIN_CHECK_INTERVAL_MS,
      realityCheckPeriodMs: null,
    });
  });

  it('signs out on "out of limit", stops after a 400, leaves a 401 to the shell, retries the rest', () => {
    const error = (status: number, code: string) => ({
      ok: false as const,
      error: new ApiError(status, code, 'x'),
    });
    expect(sessionCheckOutcome(error(403, 'out_of_limit'))).toEqual({ kind: 'out_of_limit' });
    expect(sessionCheckOutcome(error(400, 'no_session_checks'))).toEqual({ kind: 'stop' });
    expect(sessionCheckOutcome(error(400, 'bad_request'))).toEqual({ kind: 'stop' });
    expect(sessionCheckOutcome(error(401, 'unauthorized'))).toEqual({ kind: 'signed_out' });
    expect(sessionCheckOutcome(error(0, 'network_error'))).toMatchObject({ kind: 'retry' });
    expect(sessionCheckOutcome(error(403, 'forbidden'))).toMatchObject({ kind: 'retry' });
  });
});

describe('reality check', () => {
  it('is due once per whole period of the session', () => {
    const period = 15 * 60_000;
    expect(realityCheckDue({ startedAt: 0, periodMs: period, now: period - 1, lastShownIndex: 0 })).toEqual({
      dueIndex: null,
      nextInMs: 1,
    });
    expect(realityCheckDue({ startedAt: 0, periodMs: period, now: period, lastShownIndex: 0 }).dueIndex).toBe(
      1,
    );
    expect(
      realityCheckDue({ startedAt: 0, periodMs: period, now: period + 5, lastShownIndex: 1 }).dueIndex,
    ).toBe(null);
  });

  it('always waits less than a period and never shows a period twice', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 0, max: 1000 }),
        (periodMs, elapsed, lastShownIndex) => {
          const due = realityCheckDue({ startedAt: 1000, periodMs, now: 1000 + elapsed, lastShownIndex });
          expect(due.nextInMs).toBeGreaterThan(0);
          expect(due.nextInMs).toBeLessThanOrEqual(periodMs);
          if (due.dueIndex !== null) {
            expect(due.dueIndex).toBeGreaterThan(lastShownIndex);
            expect(due.dueIndex * periodMs).toBeLessThanOrEqual(elapsed);
          }
        },
      ),
    );
  });
});
