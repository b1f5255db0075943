import { readCookie } from '@/shared/api/csrf';
import { setCookie } from '@/shared/storage/browser-storage';
import { COOKIE_LIFETIME_SECONDS, COOKIE_NAMES } from '@/shared/storage/storage-keys';

/**
 * The visitor's cookie choice (spec part 1 §7, §9: cookie `consent`, value 1 for 365 days). `granted`: every
 * cookie and the tag manager; `necessary`: only what the site needs to work, remembered as long as a yes, so an
 * EU visitor who said no is not asked on every page (ADR 032); `undecided`: no cookie yet, the banner asks.
 */
export type ConsentChoice = 'granted' | 'necessary' | 'undecided';

/** The cookie's values: the spec's 1 for a yes; 0 for necessary only. */
const VALUE_OF = { granted: '1', necessary: '0' } as const;

/** What a cookie header says; any other value counts as no choice, so the banner asks again. */
export function consentFromCookies(cookieHeader: string): ConsentChoice {
  const value = readCookie(cookieHeader, COOKIE_NAMES.consent);
  if (value === VALUE_OF.granted) return 'granted';
  if (value === VALUE_OF.necessary) return 'necessary';
  return 'undecided';
}

type Listener = () => void;
const listeners = new Set<Listener>();
/** The banner reopened from the footer's cookie settings, so a choice can be changed as easily as it was made. */
let reopened = false;

function notify(): void {
  for (const listener of listeners) listener();
}

/** The choice in this browser now (the cookie is the one record; other tabs see it on their next read). */
export function currentConsent(): ConsentChoice {
  return typeof document === 'undefined' ? 'undecided' : consentFromCookies(document.cookie);
}

/**
 * Records the choice for 365 days and tells the banner and the tag manager. Answers whether the page must be
 * loaded anew: a tag manager that already ran cannot be unloaded, so taking consent back needs a fresh page.
 */
export function chooseConsent(choice: Exclude<ConsentChoice, 'undecided'>): { reload: boolean } {
  const before = currentConsent();
  setCookie(COOKIE_NAMES.consent, VALUE_OF[choice], COOKIE_LIFETIME_SECONDS.consent);
  reopened = false;
  notify();
  return { reload: before === 'granted' && choice === 'necessary' };
}

/** Shows the banner again (the footer's cookie settings). */
export function reopenConsent(): void {
  reopened = true;
  notify();
}

/** Whether the banner asks now: no choice yet, or reopened to change it. */
export function consentAsked(): boolean {
  return reopened || currentConsent() === 'undecided';
}

/** For useSyncExternalStore: called after every choice made in this tab. */
export function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
