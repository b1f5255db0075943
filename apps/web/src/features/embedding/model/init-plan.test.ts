import { describe, expect, it } from 'vitest';
import { initPlan } from './init-plan';

const plan = (query: string) => initPlan(new URLSearchParams(query), 'en');

describe('/init-sportsbook', () => {
  it('reads the token, locale, currency and the page to go to', () => {
    expect(plan('token=aa.bb.cc&locale=de&currency=usd&redirect=/en/live?sport=football#top')).toEqual({
      token: 'aa.bb.cc',
      currency: 'USD',
      target: '/de/live?sport=football#top',
    });
    expect(plan('redirect=/football')).toEqual({ token: null, currency: null, target: '/en/football' });
    expect(plan('locale=en-ie')).toMatchObject({ target: '/en-IE' });
  });

  it('goes home for a redirect that is not a path of this site', () => {
    for (const redirect of [
      'https://evil.test/en',
      '//evil.test/en',
      '/\\evil.test',
      'javascript:alert(1)',
      'en/live',
      '',
    ]) {
      expect(plan(`redirect=${encodeURIComponent(redirect)}&locale=pl`).target, redirect).toBe('/pl');
    }
  });

  it('ignores a token, currency or locale it cannot read', () => {
    expect(plan('token=not-a-token&currency=E1&locale=xx')).toEqual({
      token: null,
      currency: null,
      target: '/en',
    });
  });
});
