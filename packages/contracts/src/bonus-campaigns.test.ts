import { describe, expect, it } from 'vitest';
import { campaignCreateSchema, campaignUpdateSchema } from './bonus-campaigns';

const valid = {
  name: 'Welcome',
  kind: 'freebet',
  content: { en: { title: 'Welcome freebet' } },
  valid_from: '2026-01-01T00:00:00Z',
  valid_to: '2026-12-31T00:00:00+01:00',
  trigger: { key: 'promo_code', code: ' welcome10 ' },
  params: { amounts: { EUR: 500 }, days_valid: 7 },
};

const problems = (input: unknown) => {
  const parsed = campaignCreateSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
};

describe('a campaign as the operator writes it', () => {
  it('fills the defaults and stores a promo code trimmed and upper-cased', () => {
    const campaign = campaignCreateSchema.parse(valid);
    expect(campaign).toMatchObject({
      trigger: { key: 'promo_code', code: 'WELCOME10' },
      country_codes: [],
      only_verified: false,
      budget: null,
      per_player_cap: 1,
      status: 'active',
      content: { en: { title: 'Welcome freebet', description: '', terms: '' } },
      params: {
        min_odds: null,
        max_odds: null,
        match_status: 'any',
        selection_count_from: 1,
        boost_multiplier: null,
      },
    });
  });

  it('needs English, a window that ends after it starts, params of its kind and a cap of 1 for a promo code', () => {
    expect(problems({ ...valid, content: { de: { title: 'x' } } })).toEqual(['content.en']);
    expect(problems({ ...valid, valid_to: valid.valid_from })).toEqual(['valid_to']);
    expect(problems({ ...valid, kind: 'comboboost' })).toEqual(['params']);
    expect(problems({ ...valid, per_player_cap: 3 })).toEqual(['per_player_cap']);
    expect(problems({ ...valid, budget: { EUR: 1, XYZ: 2 } })).toEqual(['budget']);
    expect(problems({ ...valid, kind: 'jackpot' })).toEqual(['kind']);
  });

  it('lets an update name only what it changes, never the kind', () => {
    expect(campaignUpdateSchema.parse({ name: 'Renamed', kind: 'comboboost' })).toEqual({ name: 'Renamed' });
  });
});
