import { describe, expect, it } from 'vitest';
import { userGroupRedirect } from './user-group-check';

const check = { group: 'vip', redirectUrl: 'https://casino.example/' };

describe('the user-group checker (spec part 1 §6)', () => {
  it('sends a logged-out user and a player without the group to the platform site', () => {
    expect(userGroupRedirect(check, { status: 'not_logged_in', statuses: [] })).toBe(check.redirectUrl);
    expect(userGroupRedirect(check, { status: 'logged_in', statuses: [{ id: 'regular' }] })).toBe(
      check.redirectUrl,
    );
  });

  it('lets a player of the group stay, waits while the auth status is unknown, and does nothing when off', () => {
    expect(
      userGroupRedirect(check, { status: 'logged_in', statuses: [{ id: 'x' }, { id: 'vip' }] }),
    ).toBeNull();
    expect(userGroupRedirect(check, { status: 'unknown', statuses: [] })).toBeNull();
    expect(userGroupRedirect(check, { status: 'pending', statuses: [] })).toBeNull();
    expect(userGroupRedirect(null, { status: 'not_logged_in', statuses: [] })).toBeNull();
  });
});
