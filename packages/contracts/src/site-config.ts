import { z } from 'zod';

/**
 * Site config (spec part 1 §3): the operator's switches the shell reads, from the web process's configuration
 * (apps/web/src/shared/config/site-settings-schema.ts).
 */

/** Push notifications: none, or OneSignal (whose subscription POST /settings stores, spec part 1 §7). */
export const PUSH_TYPES = ['none', 'one_signal'] as const;
export type PushType = (typeof PUSH_TYPES)[number];

/** The chat widgets the shell can mount (web features/chat): no third-party default; `demo` is a built-in one. */
export const CHAT_TYPES = ['none', 'demo'] as const;
/** A chat the slot mounts (`none` means no chat and is never configured as one). */
export type ChatType = Exclude<(typeof CHAT_TYPES)[number], 'none'>;

/**
 * A chat widget the shell loads lazily (spec part 1 §1): which adapter, the operator's account or widget id with
 * that vendor and, for vendors that host per region, the region.
 */
export const chatConfigSchema = z.object({
  type: z.enum(CHAT_TYPES).exclude(['none']),
  id: z.string().trim().min(1).max(128),
  region: z.string().trim().min(1).max(32).nullable(),
});
export type ChatConfig = z.infer<typeof chatConfigSchema>;

export const siteConfigSchema = z.object({
  /** The My Bets tab of the ticket panel; hidden, the panel shows the slip only (spec part 1 §4). */
  isMyBetsVisible: z.boolean(),
  /** Seconds before the sign-up reminder pops up for a visitor; 0 turns it off. */
  signUpReminderSeconds: z.number().int().min(0).max(86_400),
  /** null: no chat widget. */
  chat: chatConfigSchema.nullable(),
  push: z.object({ type: z.enum(PUSH_TYPES) }),
  /** Share-bet codes: the share buttons and loading `?shareCode=` into the slip (ADR 030). */
  isShareBetOn: z.boolean(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
