import 'server-only';
import { type CustomPage, parseCustomPages } from './custom-pages';

let cached: readonly CustomPage[] | undefined;

/** The operator's custom pages (CUSTOM_PAGES), read once per server process. */
export function getCustomPages(): readonly CustomPage[] {
  cached ??= parseCustomPages(process.env.CUSTOM_PAGES);
  return cached;
}
