import type { OutgoingMessage } from '../../platform/mailer';

/**
 * The texts of the platform's mails and SMS, in English. Links point at the web app's account pages, which
 * read the token from the query string (spec §2: /users/confirmation, /users/password/edit).
 */
export interface LinkBase {
  publicUrl: string;
  locale: string;
}

const link = ({ publicUrl, locale }: LinkBase, path: string, query: Record<string, string>) => {
  const url = new URL(`/${locale}${path}`, publicUrl);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
};

export function confirmationMail(to: string, base: LinkBase, token: string): OutgoingMessage {
  const url = link(base, '/users/confirmation', { confirmation_token: token });
  return {
    channel: 'email',
    to,
    subject: 'Confirm your e-mail address',
    body: `Welcome! Confirm your e-mail address to start playing:\n\n${url}\n\nThe link works once, for 24 hours.`,
    links: [url],
  };
}

/** Sent instead of a confirmation when someone signs up with an address that already has an account. */
export function alreadyRegisteredMail(to: string, base: LinkBase): OutgoingMessage {
  const signIn = link(base, '/users/sign-in', {});
  const reset = link(base, '/users/password/new', {});
  return {
    channel: 'email',
    to,
    subject: 'You already have an account',
    body:
      'Someone (hopefully you) tried to sign up with this address, which already has an account.\n\n' +
      `Sign in: ${signIn}\nForgot your password? ${reset}\n\nIf it was not you, you can ignore this mail.`,
    links: [signIn, reset],
  };
}

export function passwordResetMail(to: string, base: LinkBase, token: string): OutgoingMessage {
  const url = link(base, '/users/password/edit', { reset_password_token: token });
  return {
    channel: 'email',
    to,
    subject: 'Reset your password',
    body: `Choose a new password here:\n\n${url}\n\nThe link works once, for 1 hour. If you did not ask, ignore this mail.`,
    links: [url],
  };
}

export function phoneCodeSms(to: string, code: string): OutgoingMessage {
  return {
    channel: 'sms',
    to,
    subject: 'Phone verification code',
    body: `Your verification code is ${code}. It expires in 10 minutes.`,
    links: [],
  };
}
