import { describe, expect, it } from 'vitest';
import { authAccess, countryOptions, depositAccess } from './access-rules';

describe('access rules', () => {
  it('blocks sign-in and sign-up by country, in a frame and on top alike', () => {
    for (const inIframe of [false, true]) {
      expect(authAccess({ countryBlocked: true, inIframe, iframeListenersEnabled: true })).toEqual({
        allowed: false,
        reason: 'country',
      });
    }
  });

  it('allows forms inside a frame only with the iframe listeners enabled', () => {
    expect(authAccess({ countryBlocked: false, inIframe: true, iframeListenersEnabled: false })).toEqual({
      allowed: false,
      reason: 'iframe',
    });
    expect(authAccess({ countryBlocked: false, inIframe: true, iframeListenersEnabled: true }).allowed).toBe(
      true,
    );
    expect(
      authAccess({ countryBlocked: false, inIframe: false, iframeListenersEnabled: false }).allowed,
    ).toBe(true);
    expect(depositAccess({ inIframe: true, iframeListenersEnabled: false }).allowed).toBe(false);
    expect(depositAccess({ inIframe: false, iframeListenersEnabled: false }).allowed).toBe(true);
  });

  it('names every country in the page language, sorted for that language', () => {
    const german = countryOptions('de');
    expect(german).toHaveLength(249);
    expect(german.find((c) => c.value === 'DE')?.label).toBe('Deutschland');
    const labels = german.map((c) => c.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('de').compare));
  });
});
