import de from './messages/de.json';
import en from './messages/en.json';

/** The back office's own catalogue (ADR 036): English, and German for the German-speaking trading desk. */
export type MessageKey = keyof typeof en;
const catalogues: Record<string, Record<MessageKey, string>> = { en, de };

export const locale = navigator.language.toLowerCase().startsWith('de') ? 'de' : 'en';
const messages = catalogues[locale] ?? en;

/** A message with its `{name}` placeholders filled in. */
export function t(key: MessageKey, values: Record<string, string | number> = {}): string {
  return messages[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}
