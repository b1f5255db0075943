import type { AuthStatus } from './auth-store';

/** The optional user-group checker's configuration (spec part 1 §6): the group a player needs, and where others go. */
export interface UserGroupCheck {
  /** A player status id (the profile's statuses) that lets a player stay. */
  group: string;
  /** The platform site that visitors and players outside the group are sent to. */
  redirectUrl: string;
}

/**
 * Where the user-group checker sends the user, null to stay: nowhere while the check is off or the auth status is
 * not known yet; a logged-out user, or a logged-in one without the group, to the platform site.
 */
export function userGroupRedirect(
  check: UserGroupCheck | null,
  auth: { status: AuthStatus; statuses: readonly { id: string }[] },
): string | null {
  if (check === null || auth.status === 'unknown' || auth.status === 'pending') return null;
  if (auth.status === 'logged_in' && auth.statuses.some((status) => status.id === check.group)) return null;
  return check.redirectUrl;
}
