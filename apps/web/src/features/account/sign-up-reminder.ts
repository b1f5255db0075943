import type { AuthStatus } from './auth-store';

export interface SignUpReminderInput {
  status: AuthStatus;
  /** signUpReminderSeconds of the site config; 0 turns the reminder off. */
  seconds: number;
  signUpAllowed: boolean;
  /** The reminder was shown in this tab already (session storage). */
  alreadyShown: boolean;
  /** The visitor signed up in this tab (session storage "is registered"). */
  isRegistered: boolean;
}

/**
 * When the sign-up reminder pops up (spec part 1 §4): after signUpReminderSeconds, for a visitor who may sign
 * up and has not seen it yet. Null: not at all.
 */
export function signUpReminderDelayMs(input: SignUpReminderInput): number | null {
  if (input.status !== 'not_logged_in' || input.seconds <= 0) return null;
  if (!input.signUpAllowed || input.alreadyShown || input.isRegistered) return null;
  return input.seconds * 1000;
}
