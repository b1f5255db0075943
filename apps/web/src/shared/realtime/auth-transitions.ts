/** Auth status of the visitor (spec part 1 §4). Accounts set it; until they exist it stays `unknown`. */
export type AuthStatus = 'unknown' | 'pending' | 'logged_in' | 'not_logged_in';

export type RealtimeAuthAction =
  /** Open the connection if it is not open (it is anonymous until a player signs in). */
  | 'connect'
  /** Drop the connection, forget its token and connect again, so the server sees who is connected now. */
  | 'reconnect'
  | 'none';

/**
 * What the real-time connection does when the auth status changes (spec part 1 §4): it connects at unknown;
 * it reconnects (drop, clear token, connect) when going to logged in from not logged in or unknown, and when
 * going to not logged in from logged in.
 *
 * `previous` is the last settled status (the last one that was not `pending`): `pending` only says the
 * settings are being fetched, so unknown -> pending -> logged in is a move from unknown to logged in. `null`
 * means no status has been seen yet.
 */
export function realtimeActionFor(previous: AuthStatus | null, next: AuthStatus): RealtimeAuthAction {
  if (next === 'pending') return 'none';
  if (next === 'unknown') return 'connect';
  if (next === 'logged_in') {
    if (previous === 'not_logged_in' || previous === 'unknown') return 'reconnect';
    return previous === null ? 'connect' : 'none';
  }
  // next === 'not_logged_in'
  if (previous === 'logged_in') return 'reconnect';
  return previous === null ? 'connect' : 'none';
}

/** Follows the statuses one by one and remembers the last settled one for the next decision. */
export function createAuthTransitionTracker() {
  let settled: AuthStatus | null = null;
  return {
    next(status: AuthStatus): RealtimeAuthAction {
      const action = realtimeActionFor(settled, status);
      if (status !== 'pending') settled = status;
      return action;
    },
    current(): AuthStatus | null {
      return settled;
    },
  };
}
