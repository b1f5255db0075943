/**
 * The modals the shell opens (spec part 1 §4 "Modals" and the notices of §4): the account forms, deposit,
 * phone verification, missed profile fields, unlock, and the reminders and responsible-gambling notices.
 */
export const MODAL_KINDS = [
  'signIn',
  'signUp',
  'confirmation',
  'resendConfirmation',
  'deposit',
  'quickDeposit',
  'passwordNew',
  'passwordEdit',
  'phoneVerification',
  'missedAuthFields',
  'unlock',
  'signUpReminder',
  'depositReminder',
  'activityLimit',
  'sessionLimit',
  'realityCheck',
] as const;

export type ModalKind = (typeof MODAL_KINDS)[number];

/** Modal parameters travel through the URL and between tabs, so they are plain strings. */
export type ModalParams = Readonly<Record<string, string>>;

export function isModalKind(value: unknown): value is ModalKind {
  return typeof value === 'string' && (MODAL_KINDS as readonly string[]).includes(value);
}

/** Modals a URL fragment opens (spec part 1 §2). */
export const FRAGMENT_MODALS = [
  'signIn',
  'signUp',
  'confirmation',
  'passwordEdit',
  'passwordNew',
  'unlock',
] as const satisfies readonly ModalKind[];

/** Modals the `modal` query parameter opens: the fragment ones plus deposit. */
export const QUERY_MODALS = [...FRAGMENT_MODALS, 'deposit'] as const satisfies readonly ModalKind[];

/** Modal stack transitions (spec part 1 §9). */
export const MODAL_TRANSITION_MS = { enter: 50, exit: 500 } as const;
