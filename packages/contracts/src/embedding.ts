import { ODDS_TYPES } from '@sportsbook/domain/odds-formats';
import { z } from 'zod';
import { currencyCodeSchema, localeSchema } from './platform';

/**
 * The host window messages of spec part 2 §7: what the sportsbook tells the page that frames it (or the native
 * shell of the mobile app), and what that page may ask of it. Every message is a plain object with a `type`;
 * the other fields are the message's own. Incoming messages are read with `readHostMessage` on arrival, after
 * their origin was checked (ADR 032); anything else is ignored.
 */

/** The sportsbook -> host messages. */
export const outgoingHostMessageSchema = z.discriminatedUnion('type', [
  /** The player chose another odds format. */
  z.object({ type: z.literal('odds_changed'), odds_type: z.enum(ODDS_TYPES) }),
  /** A page was shown: its data-page name and its path (with the locale segment and query). */
  z.object({ type: z.literal('page_changed'), page: z.string(), path: z.string() }),
  /** The search block opened or closed. */
  z.object({ type: z.literal('search_modal'), open: z.boolean() }),
  /** The bet slip opened (the phone's bottom sheet), holding this many selections. */
  z.object({ type: z.literal('open_bet_slip'), selections: z.number().int().min(0) }),
  /** The height of the sportsbook's content in CSS pixels, so the host can size the frame. */
  z.object({ type: z.literal('viewport'), height: z.number().int().min(0) }),
]);
export type OutgoingHostMessage = z.infer<typeof outgoingHostMessageSchema>;

/** A share-bet code as the host hands it over: letters and digits. */
export const betCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{1,32}$/, 'must be 1 to 32 letters and digits');

/** The signed hand-over token (a compact JWT): three base64url parts. */
export const handoverTokenSchema = z
  .string()
  .max(4096)
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'must be a signed token (JWT)');

/** The host -> sportsbook messages. */
export const incomingHostMessageSchema = z.discriminatedUnion('type', [
  /** Load a shared bet into the slip. */
  z.object({ type: z.literal('apply_bet_code'), code: betCodeSchema }),
  /** Show the sportsbook in this locale. */
  z.object({ type: z.literal('change_locale'), locale: localeSchema }),
  /** Bet from this currency's account (a signed-in player's). */
  z.object({ type: z.literal('change_currency'), currency: currencyCodeSchema }),
  /** Sign the host's player in: a token the host's platform signed, verified by the API, never trusted here. */
  z.object({ type: z.literal('iframe_integration'), token: handoverTokenSchema }),
]);
export type IncomingHostMessage = z.infer<typeof incomingHostMessageSchema>;

/** Every message name of spec part 2 §7, for documentation and the host page's log. */
export const HOST_MESSAGE_TYPES: readonly string[] = [
  ...outgoingHostMessageSchema.options.map((option) => option.shape.type.value),
  ...incomingHostMessageSchema.options.map((option) => option.shape.type.value),
];

/** An incoming message as the sportsbook acts on it, or null for anything that is not one (ignored). */
export function readHostMessage(data: unknown): IncomingHostMessage | null {
  const parsed = incomingHostMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** `POST /api/platform/users/handover`: the host's signed token for a session of its player. */
export const handoverRequestSchema = z.object({ token: handoverTokenSchema });
export type HandoverRequest = z.infer<typeof handoverRequestSchema>;

/** What the claims of a hand-over token must hold (checked after the signature). */
export const handoverClaimsSchema = z.object({
  /** The player's id on this platform, as a string (JWT subjects are strings). */
  sub: z.string().regex(/^[1-9]\d{0,9}$/, 'must be a player id'),
  /** Unique per token: a token is spent once. */
  jti: z.string().min(8).max(128),
  iat: z.number().int(),
  exp: z.number().int(),
});
export type HandoverClaims = z.infer<typeof handoverClaimsSchema>;

/** The longest a hand-over token may live, from iat to exp: it is made for one page load. */
export const HANDOVER_MAX_LIFETIME_SECONDS = 300;

/** Error codes of the hand-over (the `code` of the error body). */
export const HANDOVER_ERROR_CODES = {
  disabled: 'handover_disabled',
  invalid: 'handover_token_invalid',
  expired: 'handover_token_expired',
  reused: 'handover_token_used',
} as const;
