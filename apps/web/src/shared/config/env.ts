import 'server-only';
import { type Env, parseEnv } from './env-schema';
import type { SiteSettings } from './site-settings';
import { parseSiteSettings } from './site-settings-schema';

let cached: Env | undefined;

/** The web app's settings, read from process.env once per server process (never at build time). */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

let settings: SiteSettings | undefined;

/** The operator's account and wallet settings (site-settings-schema.ts), read once per server process. */
export function getSiteSettings(): SiteSettings {
  settings ??= parseSiteSettings(process.env);
  return settings;
}

/** The development failure triggers (`?throw=...`, ADR 033): in development, or when ERROR_TRIGGERS is set. */
export function errorTriggersOn(): boolean {
  return process.env.NODE_ENV !== 'production' || getEnv().ERROR_TRIGGERS;
}
