import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AuthStatus, createAuthTransitionTracker, realtimeActionFor } from './auth-transitions';

const statuses: AuthStatus[] = ['unknown', 'pending', 'logged_in', 'not_logged_in'];

describe('realtimeActionFor', () => {
  it('connects at unknown', () => {
    expect(realtimeActionFor(null, 'unknown')).toBe('connect');
    expect(realtimeActionFor('unknown', 'unknown')).toBe('connect');
  });

  it('reconnects on signing in from not logged in or unknown', () => {
    expect(realtimeActionFor('not_logged_in', 'logged_in')).toBe('reconnect');
    expect(realtimeActionFor('unknown', 'logged_in')).toBe('reconnect');
  });

  it('reconnects on signing out', () => {
    expect(realtimeActionFor('logged_in', 'not_logged_in')).toBe('reconnect');
  });

  it('leaves the connection alone otherwise', () => {
    expect(realtimeActionFor('logged_in', 'logged_in')).toBe('none');
    expect(realtimeActionFor('not_logged_in', 'not_logged_in')).toBe('none');
    expect(realtimeActionFor('unknown', 'not_logged_in')).toBe('none');
    for (const previous of [null, ...statuses]) expect(realtimeActionFor(previous, 'pending')).toBe('none');
  });

  it('connects when the first status seen is already settled', () => {
    expect(realtimeActionFor(null, 'logged_in')).toBe('connect');
    expect(realtimeActionFor(null, 'not_logged_in')).toBe('connect');
  });
});

describe('createAuthTransitionTracker', () => {
  it('looks through pending: unknown -> pending -> logged in reconnects once', () => {
    const tracker = createAuthTransitionTracker();
    expect(
      ['unknown', 'pending', 'logged_in', 'pending', 'logged_in'].map((s) => tracker.next(s as AuthStatus)),
    ).toEqual(['connect', 'none', 'reconnect', 'none', 'none']);
  });

  it('a sign-in then a sign-out reconnect each time', () => {
    const tracker = createAuthTransitionTracker();
    const actions = (['unknown', 'not_logged_in', 'pending', 'logged_in', 'not_logged_in'] as const).map(
      (s) => tracker.next(s),
    );
    expect(actions).toEqual(['connect', 'none', 'none', 'reconnect', 'reconnect']);
  });

  it('reconnects exactly when the settled status flips into or out of logged in (other than from null)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...statuses), { maxLength: 30 }), (sequence) => {
        const tracker = createAuthTransitionTracker();
        let settled: AuthStatus | null = null;
        for (const status of sequence) {
          const action = tracker.next(status);
          const flips =
            settled !== null &&
            status !== 'pending' &&
            ((status === 'logged_in' && settled !== 'logged_in') ||
              (status === 'not_logged_in' && settled === 'logged_in'));
          expect(action === 'reconnect').toBe(flips);
          if (status !== 'pending') settled = status;
        }
      }),
    );
  });
});
