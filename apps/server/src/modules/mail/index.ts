// The mail module's public entry: other modules and app.ts import only from here (ADR 025).
export { createOutboxMailer } from './mailer';
export { mailboxRoutes } from './routes';
export { alreadyRegisteredMail, confirmationMail, passwordResetMail, phoneCodeSms } from './templates';
