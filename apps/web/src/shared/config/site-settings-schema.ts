import { PUSH_TYPES, siteConfigSchema } from '@sportsbook/contracts/site-config';
import { z } from 'zod';
import { parseEmbedOrigins } from '../../../server/embed-origins.mjs';
import type { SiteSettings } from './site-settings';

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

export const siteSettingsEnvSchema = z.object({
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
  /** isMyBetsVisible: the ticket panel's My Bets tab. */
  MY_BETS_VISIBLE: onOff(true),
  /** The chat widget (site config chat type, id and region): unset, no chat; type and id go together. */
  CHAT_TYPE: optional(z.string().optional()),
  CHAT_ID: optional(z.string().optional()),
  CHAT_REGION: optional(z.string().optional()),
  /** Push notifications: none or one_signal. */
  PUSH_TYPE: optional(z.enum(PUSH_TYPES).default('none')),
  /** The user-group checker: only players with this status may stay; the others go to USER_GROUP_REDIRECT_URL. */
  USER_GROUP_CHECK: optional(z.string().trim().min(1).max(64).optional()),
  USER_GROUP_REDIRECT_URL: optional(
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  ),
});

const siteSettingsSchema = siteSettingsEnvSchema
  .refine((env) => (env.CHAT_TYPE === undefined) === (env.CHAT_ID === undefined), {
    message: 'CHAT_TYPE and CHAT_ID are set together (or neither, for no chat)',
    path: ['CHAT_ID'],
  })
  .refine((env) => (env.USER_GROUP_CHECK === undefined) === (env.USER_GROUP_REDIRECT_URL === undefined), {
    message: 'USER_GROUP_CHECK and USER_GROUP_REDIRECT_URL are set together (or neither: no check)',
    path: ['USER_GROUP_REDIRECT_URL'],
  })
  .refine((env) => env.CHAT_REGION === undefined || env.CHAT_TYPE !== undefined, {
    message: 'CHAT_REGION needs CHAT_TYPE and CHAT_ID',
    path: ['CHAT_REGION'],
  });

/** Parses the settings, throwing one readable message that lists every bad variable. */
export function parseSiteSettings(source: Record<string, string | undefined>): SiteSettings {
  const result = siteSettingsSchema.safeParse(source);
  if (!result.success) throw invalid(result.error);
  const env = result.data;
  // The site config's part goes through its contract, so a bad chat value is named like any other variable.
  const siteConfig = siteConfigSchema.safeParse({
    isMyBetsVisible: env.MY_BETS_VISIBLE,
    signUpReminderSeconds: env.SIGN_UP_REMINDER_SECONDS,
    chat:
      env.CHAT_TYPE !== undefined && env.CHAT_ID !== undefined
        ? { type: env.CHAT_TYPE, id: env.CHAT_ID, region: env.CHAT_REGION ?? null }
        : null,
    push: { type: env.PUSH_TYPE },
    isShareBetOn: env.SHARE_BET,
  });
  if (!siteConfig.success) throw invalid(siteConfig.error, { chat: 'CHAT' });
  return {
    ...siteConfig.data,
    depositReminder: {
      showDepositReminder: env.DEPOSIT_REMINDER,
      playerGroupId: env.DEPOSIT_REMINDER_GROUP ?? null,
      remindAfter: env.DEPOSIT_REMINDER_SECONDS,
    },
    quickDepositEnabled: env.QUICK_DEPOSIT,
    activityTrackingEnabled: env.ACTIVITY_TRACKING,
    iframeListenersEnabled: env.IFRAME_LISTENERS,
    embedAllowedOrigins: parseEmbedOrigins(env.EMBED_ALLOWED_ORIGINS),
    userGroupCheck:
      env.USER_GROUP_CHECK !== undefined && env.USER_GROUP_REDIRECT_URL !== undefined
        ? { group: env.USER_GROUP_CHECK, redirectUrl: env.USER_GROUP_REDIRECT_URL }
        : null,
  };
}

/** One readable message listing every bad variable; `prefixes` name the variables behind a site-config field. */
function invalid(error: z.ZodError, prefixes: Record<string, string> = {}): Error {
  const renamed = new z.ZodError(
    error.issues.map((issue) => {
      const [field, ...rest] = issue.path.map(String);
      const prefix = field !== undefined ? prefixes[field] : undefined;
      return prefix ? { ...issue, path: [`${prefix}_${rest.join('_').toUpperCase()}`] } : issue;
    }),
  );
  return new Error(`Invalid site settings for the web app:\n${z.prettifyError(renamed)}`);
}
