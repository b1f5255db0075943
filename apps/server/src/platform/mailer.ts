export interface OutgoingMessage {
  channel: 'email' | 'sms';
  /** An e-mail address or a phone number. */
  to: string;
  subject: string;
  body: string;
  /** The links in the body, listed so the mailbox page (and end-to-end tests) can follow them. */
  links: string[];
}

/** Delivers mail and SMS. The development implementation writes an outbox table; an SMTP one can follow. */
export interface Mailer {
  send(message: OutgoingMessage): Promise<void>;
}
