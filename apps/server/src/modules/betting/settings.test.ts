import { settingsResponseSchema } from '@sportsbook/contracts/betting';
import { ODDS_TYPES } from '@sportsbook/domain/odds-formats';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env';
import { providerStatuses, sports } from '../../db/schema/catalogue';
import { useTestApp } from '../../testing/test-app';
import { createSignedInPlayer, createTestClient } from '../players/testing';
import { defaultBettingConfig } from './config';

// An operator whose partial cash-out sells at least a quarter of the stake, so the share served is the config's.
const cashout = { marginBp: 500, minShareBp: 2500 };
const test = useTestApp({ dependencies: { betting: { cashout } } });

describe('the settings answer', () => {
  it('parses with the schema the web reads it with, bet limits and cash-out share included', async () => {
    const { client } = await createSignedInPlayer(test.app, test.database.db);
    for (const response of [
      await client.get('/api/sportsbook/settings'),
      await client.post('/api/sportsbook/settings', { odds_type: 'american' }),
    ]) {
      expect(response.statusCode).toBe(200);
      const settings = settingsResponseSchema.parse(response.json());
      expect(settings.cashout_settings).toEqual({ min_share_bp: 2500 });
      expect(settings.odds_types.available).toEqual([...ODDS_TYPES]);
      expect(settings.bet_limits_settings.payout_limit?.fiat[0]).toEqual({
        currency_code: 'EUR',
        amount: defaultBettingConfig.betLimits.payoutLimit?.fiat[0]?.amount,
        action: 'reject',
      });
    }
  });
});

describe('the operator part of the settings (part 2 §3)', () => {
  const operator = useTestApp({
    env: {
      ADDITIONAL_PROVIDERS: 'horse_racing=https://racing.example/embed, premium_cricket',
      VIDEO_ENABLED: 'false',
    },
  });

  it('serves provider statuses, sport type providers, video and the additional products, visitors included', async () => {
    await operator.database.db
      .insert(providerStatuses)
      .values([
        { provider: 'betradar', active: true },
        { provider: 'oddin', active: false },
      ])
      .onConflictDoUpdate({ target: providerStatuses.provider, set: { active: sql`excluded.active` } });
    await operator.database.db
      .insert(sports)
      .values([
        {
          urnId: 'sr:sport:1',
          key: 'football',
          names: { en: 'Football' },
          priority: 1,
          type: 'regular',
          provider: 'betradar',
        },
        {
          urnId: 'od:sport:3',
          key: 'cs2',
          names: { en: 'CS2' },
          priority: 2,
          type: 'cyber',
          provider: 'oddin',
        },
      ])
      .onConflictDoNothing();
    const { client } = await createSignedInPlayer(operator.app, operator.database.db);
    for (const response of [
      await client.get('/api/sportsbook/settings'),
      await createTestClient(operator.app).get('/api/sportsbook/settings'),
    ]) {
      expect(response.statusCode).toBe(200);
      const settings = settingsResponseSchema.parse(response.json());
      expect(settings.provider_statuses).toMatchObject({ betradar: true, oddin: false });
      expect(settings.sport_type_providers.regular).toContain('betradar');
      expect(settings.sport_type_providers.cyber).toContain('oddin');
      expect(settings.video_settings).toEqual({ enabled: false });
      expect(settings.additional_providers).toEqual({
        horse_racing: { enabled: true, url: 'https://racing.example/embed' },
        lotto: { enabled: false, url: null },
        premium_cricket: { enabled: true, url: null },
        virtual_gaming_arena: { enabled: false, url: null },
      });
    }
  });

  it('refuses a configuration naming an unknown product or a bad URL, naming it', () => {
    expect(() => loadConfig({ ADDITIONAL_PROVIDERS: 'bingo' })).toThrow(/bingo is not one of/);
    expect(() => loadConfig({ ADDITIONAL_PROVIDERS: 'lotto=javascript:alert(1)' })).toThrow(
      /not an http\(s\) URL/,
    );
  });
});
