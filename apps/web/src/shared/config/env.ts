import 'server-only';
import { type Env, parseEnv } from './env-schema';

let cached: Env | undefined;

/** The web app's settings, read from process.env once per server process (never at build time). */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
