import { MARKETING_TAGS } from '@sportsbook/contracts/platform';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capturedMarketingTags, rememberMarketingTags, takeMarketingTags } from './marketing-tags';

describe('marketing tags', () => {
  it('captures every tracked tag and removes them, keeping other parameters and the fragment', () => {
    const result = takeMarketingTags(
      '/en/live?sport=football&ctag=c1&btag=b1&stag=s1&qtag=q1&gclid=g1&page=2#signUp',
    );
    expect(result.tags).toEqual({ ctag: 'c1', btag: 'b1', stag: 's1', qtag: 'q1', gclid: 'g1' });
    expect(result.cleanHref).toBe('/en/live?sport=football&page=2#signUp');
  });

  it('leaves a URL without tags untouched', () => {
    expect(takeMarketingTags('/en?b=1&a=2#x')).toEqual({ tags: {}, cleanHref: '/en?b=1&a=2#x' });
  });

  it('removes empty and over-long values without keeping them', () => {
    const long = 'x'.repeat(201);
    expect(takeMarketingTags(`/en?stag=&btag=${long}`)).toEqual({ tags: {}, cleanHref: '/en' });
  });

  it('never leaves a tracked tag in the cleaned URL, whatever else the query holds', () => {
    const key = fc.constantFrom(...MARKETING_TAGS, 'sport', 'page', 'modal');
    fc.assert(
      fc.property(fc.array(fc.tuple(key, fc.string({ maxLength: 8 })), { maxLength: 8 }), (pairs) => {
        const query = new URLSearchParams(pairs).toString();
        const { cleanHref } = takeMarketingTags(`/en?${query}`);
        const params = new URL(cleanHref, 'http://localhost').searchParams;
        for (const tag of MARKETING_TAGS) expect(params.has(tag)).toBe(false);
        const others = pairs.filter(([name]) => !(MARKETING_TAGS as readonly string[]).includes(name));
        expect([...params.entries()]).toEqual(others);
      }),
    );
  });

  it('remembers the tags of the visit, newer values winning', () => {
    rememberMarketingTags({ stag: 'first', ctag: 'c' });
    rememberMarketingTags({ stag: 'second' });
    expect(capturedMarketingTags()).toEqual({ stag: 'second', ctag: 'c' });
  });
});
