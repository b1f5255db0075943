import { COUNTRY_CODES } from '@sportsbook/contracts/platform';

export interface AccessContext {
  /** The API says sign-in and sign-up are closed in the visitor's country. */
  countryBlocked: boolean;
  /** The site runs inside another site's frame. */
  inIframe: boolean;
  /** The operator enabled the cross-frame listeners (embedding, spec part 2). */
  iframeListenersEnabled: boolean;
}

export type AccessDecision = { allowed: true } | { allowed: false; reason: 'country' | 'iframe' };

/**
 * Sign-in and sign-up (spec part 1 §5): blocked for configured countries; inside a frame allowed only with the
 * iframe listeners enabled.
 */
export function authAccess(context: AccessContext): AccessDecision {
  if (context.countryBlocked) return { allowed: false, reason: 'country' };
  if (context.inIframe && !context.iframeListenersEnabled) return { allowed: false, reason: 'iframe' };
  return { allowed: true };
}

/** Deposit follows the frame rule only: a signed-in player was let in already. */
export function depositAccess(context: Omit<AccessContext, 'countryBlocked'>): AccessDecision {
  if (context.inIframe && !context.iframeListenersEnabled) return { allowed: false, reason: 'iframe' };
  return { allowed: true };
}

/** Every country with its name in the page's language, sorted for that language. */
export function countryOptions(locale: string): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  const collator = new Intl.Collator(locale);
  return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
}

export function isInIframe(): boolean {
  try {
    return typeof window !== 'undefined' && window.self !== window.top;
  } catch {
    // A cross-origin parent refuses access to window.top: that is a frame too.
    return true;
  }
}
