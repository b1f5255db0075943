import { CHAT_TYPES, PUSH_TYPES } from '@sportsbook/contracts/site-config';
import { z } from 'zod';
import { parseEmbedOrigins } from '../../../server/embed-origins.mjs';
import { tagManagerSettings } from '../../../server/tag-manager.mjs';
import type { ChatConfig, SiteSettings } from './site-settings';

// The operator's account and wallet settings from the environment (read once per server process by env.ts).
// An empty variable counts as unset.

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);
const onOff = (fallback: boolean) =>
  optional(
    z
      .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
      .transform((value) => value === 'true' || value === '1')
      .default(fallback),
  );
const seconds = (fallback: number) =>
  optional(
    z.coerce.number({ error: 'must be a number of seconds' }).int().min(0).max(86_400).default(fallback),
  );

export const siteSettingsEnvSchema = z
  .object({
    /** Seconds before the sign-up reminder pops up for a visitor; 0 turns it off. */
    SIGN_UP_REMINDER_SECONDS: seconds(60),
    /** Show the deposit reminder (at most once a day per browser). */
    DEPOSIT_REMINDER: onOff(true),
    /** Only players with this status get the deposit reminder; unset: every player. */
    DEPOSIT_REMINDER_GROUP: optional(z.string().trim().min(1).max(64).optional()),
    /** Seconds after sign-in or page load before the deposit reminder. */
    DEPOSIT_REMINDER_SECONDS: seconds(10),
    QUICK_DEPOSIT: onOff(true),
    /** The activity ping of players with an activity limit. */
    ACTIVITY_TRACKING: onOff(true),
    /** Allow sign-in, sign-up and deposit inside another site's frame. */
    IFRAME_LISTENERS: onOff(false),
    /** Origins that may frame the site and send it host messages (the same list the frame-ancestors policy names). */
    EMBED_ALLOWED_ORIGINS: optional(z.string().optional()),
    /** isShareBetOn (spec part 1 §3): share buttons, and `?shareCode=` loading a shared slip (ADR 030). */
    SHARE_BET: onOff(true),
    /** The amb progress bar (spec part 2 §6): amount-of-bets freebet progress on /promotions. */
    AMB_PROGRESS: onOff(true),
    /** isMyBetsVisible (spec part 1 §3): the ticket panel's My Bets tab. */
    MY_BETS_VISIBLE: onOff(true),
    /** Push notifications (site config push type): none, or OneSignal. */
    PUSH_TYPE: optional(z.enum(PUSH_TYPES).default('none')),
    /** The user-group checker: only players with this status may stay; the others go to USER_GROUP_REDIRECT_URL. */
    USER_GROUP_CHECK: optional(z.string().trim().min(1).max(64).optional()),
    USER_GROUP_REDIRECT_URL: optional(
      z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    ),
    /** Site config chat type (spec part 1 §3): the widget the chat slot mounts; unset or `none`: no chat. */
    CHAT_TYPE: optional(z.enum(CHAT_TYPES).default('none')),
    /** The chat's account or widget id; required with a chat type. */
    CHAT_ID: optional(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9._-]{1,64}$/, 'must be letters, digits, dots, dashes or underscores')
        .optional(),
    ),
    /** The chat provider's data region (such as eu or us); optional. */
    CHAT_REGION: optional(
      z
        .string()
        .trim()
        .regex(/^[a-z0-9-]{1,32}$/, 'must be a lower-case region code')
        .optional(),
    ),
  })
  .refine((env) => env.CHAT_TYPE === 'none' || env.CHAT_ID !== undefined, {
    message: 'CHAT_ID is required when CHAT_TYPE names a chat',
    path: ['CHAT_ID'],
  })
  .refine((env) => (env.USER_GROUP_CHECK === undefined) === (env.USER_GROUP_REDIRECT_URL === undefined), {
    message: 'USER_GROUP_CHECK and USER_GROUP_REDIRECT_URL are set together (or neither: no check)',
    path: ['USER_GROUP_REDIRECT_URL'],
  });

function chatConfig(env: z.infer<typeof siteSettingsEnvSchema>): ChatConfig | null {
  if (env.CHAT_TYPE === 'none' || env.CHAT_ID === undefined) return null;
  return { type: env.CHAT_TYPE, id: env.CHAT_ID, region: env.CHAT_REGION ?? null };
}

/**
 * TAG_MANAGER_ID and TAG_MANAGER_ORIGIN, read by the one parser the web server's page policy uses too
 * (server/tag-manager.mjs), so the page loads exactly the script the policy lets in; a bad value throws there.
 */
function tagManagerOf(source: Record<string, string | undefined>): SiteSettings['tagManager'] {
  const settings = tagManagerSettings(source);
  return settings && { containerId: settings.containerId, scriptUrl: settings.scriptUrl };
}

/** Parses the settings, throwing one readable message that lists every bad variable. */
export function parseSiteSettings(source: Record<string, string | undefined>): SiteSettings {
  const result = siteSettingsEnvSchema.safeParse(source);
  if (!result.success) {
    throw new Error(`Invalid site settings for the web app:\n${z.prettifyError(result.error)}`);
  }
  const env = result.data;
  return {
    isMyBetsVisible: env.MY_BETS_VISIBLE,
    signUpReminderSeconds: env.SIGN_UP_REMINDER_SECONDS,
    depositReminder: {
      showDepositReminder: env.DEPOSIT_REMINDER,
      playerGroupId: env.DEPOSIT_REMINDER_GROUP ?? null,
      remindAfter: env.DEPOSIT_REMINDER_SECONDS,
    },
    quickDepositEnabled: env.QUICK_DEPOSIT,
    activityTrackingEnabled: env.ACTIVITY_TRACKING,
    iframeListenersEnabled: env.IFRAME_LISTENERS,
    embedAllowedOrigins: parseEmbedOrigins(env.EMBED_ALLOWED_ORIGINS),
    isShareBetOn: env.SHARE_BET,
    chat: chatConfig(env),
    push: { type: env.PUSH_TYPE },
    userGroupCheck:
      env.USER_GROUP_CHECK !== undefined && env.USER_GROUP_REDIRECT_URL !== undefined
        ? { group: env.USER_GROUP_CHECK, redirectUrl: env.USER_GROUP_REDIRECT_URL }
        : null,
    tagManager: tagManagerOf(source),
    ambProgressEnabled: env.AMB_PROGRESS,
  };
}
