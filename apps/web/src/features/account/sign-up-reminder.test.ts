import { describe, expect, it } from 'vitest';
import type { AuthStatus } from './auth-store';
import { type SignUpReminderInput, signUpReminderDelayMs } from './sign-up-reminder';

const base: SignUpReminderInput = {
  status: 'not_logged_in',
  seconds: 30,
  signUpAllowed: true,
  alreadyShown: false,
  isRegistered: false,
};

describe('sign-up reminder', () => {
  it('pops up after signUpReminderSeconds for a visitor who may sign up', () => {
    expect(signUpReminderDelayMs(base)).toBe(30_000);
  });

  it('waits for the auth status and never shows to a signed-in player', () => {
    for (const status of ['unknown', 'pending', 'logged_in'] as AuthStatus[]) {
      expect(signUpReminderDelayMs({ ...base, status })).toBeNull();
    }
  });

  it('stays away when sign-up is blocked, when it was shown, after sign-up, or when switched off', () => {
    expect(signUpReminderDelayMs({ ...base, signUpAllowed: false })).toBeNull();
    expect(signUpReminderDelayMs({ ...base, alreadyShown: true })).toBeNull();
    expect(signUpReminderDelayMs({ ...base, isRegistered: true })).toBeNull();
    expect(signUpReminderDelayMs({ ...base, seconds: 0 })).toBeNull();
  });
});
