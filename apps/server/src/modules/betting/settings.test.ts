import { settingsResponseSchema } from '@sportsbook/contracts/betting';
import { ODDS_TYPES } from '@sportsbook/domain/odds-formats';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';
import { createSignedInPlayer } from '../players/testing';
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
