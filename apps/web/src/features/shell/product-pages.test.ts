import { describe, expect, it } from 'vitest';
import { productLinks } from './nav-items';
import { type AdditionalProviders, isPageOn, linksOn } from './product-pages';

const off = { enabled: false, url: null };
const providers: AdditionalProviders = {
  horse_racing: { enabled: true, url: 'https://racing.example/embed' },
  lotto: off,
  premium_cricket: off,
  virtual_gaming_arena: { enabled: true, url: null },
};

describe('additional-product pages gated by settings.additional_providers', () => {
  it('answers a page off while its product is off, and every other page on', () => {
    expect(isPageOn('horse_racing', providers)).toBe(true);
    expect(isPageOn('lotteries', providers)).toBe(false);
    expect(isPageOn('premium_cricket', providers)).toBe(false);
    expect(isPageOn('virtual_gaming_arena', providers)).toBe(true);
    expect(isPageOn('schedule', providers)).toBe(true);
  });

  it('keeps a product page that is off out of the menu', () => {
    expect(linksOn(productLinks, providers)).toEqual([
      'live',
      'cybersport',
      'schedule',
      'results',
      'promotions',
      'racing',
      'virtual-gaming-arena',
    ]);
  });

  it('links no product page and shows none while the settings are unknown', () => {
    expect(linksOn(productLinks, null)).toEqual(['live', 'cybersport', 'schedule', 'results', 'promotions']);
    expect(isPageOn('horse_racing', null)).toBe(false);
    expect(isPageOn('sports', null)).toBe(true);
  });
});
