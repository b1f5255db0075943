import { locales } from '@sportsbook/contracts/locales';
import { COUNTRY_CODES, REQUIRED_PROFILE_FIELDS, systemDataSchema } from '@sportsbook/contracts/platform';
import { MARKET_GROUP_KEYS } from '@sportsbook/feed/markets';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';
import { createTestClient } from '../players/testing';

const testApp = useTestApp({ env: { BLOCKED_COUNTRIES: 'US,FR' } });

async function systemDataOf(headers: Record<string, string> = {}, query = '') {
  const response = await createTestClient(testApp.app, headers).get(`/api/platform/system-data${query}`);
  expect(response.statusCode).toBe(200);
  return systemDataSchema.parse(response.json());
}

describe('GET /api/platform/system-data', () => {
  it('lists every field of the spec from its source', async () => {
    const data = await systemDataOf();
    expect(data.locales.map((locale) => locale.code)).toEqual([...locales]);
    expect(data.locales).toContainEqual({ code: 'de', name: 'Deutsch' });
    expect(data.platformSettings).toMatchObject({
      locale_in_url: true,
      default_locale: 'en',
      blocked_countries: ['US', 'FR'],
    });
    expect(data.playerFields.required_before_deposit).toEqual([...REQUIRED_PROFILE_FIELDS]);
    expect(data.playerFields.sign_up).toEqual(['email', 'password', 'currency', 'country']);
    expect(data.currencies).toContainEqual({ code: 'JPY', fiat: true, subcurrencies: [{ subunits: 1 }] });
    expect(data.countries).toHaveLength(COUNTRY_CODES.length);
    expect(data.countries).toContainEqual({ code: 'DE', name: 'Germany' });
    expect(Object.keys(data.marketGroups).sort()).toEqual([...MARKET_GROUP_KEYS].sort());
    expect(data.marketGroups.all).toEqual({ groupKey: 'all', name: 'All', priority: 0 });
    expect(data.defaultCurrencyCode).toBe('EUR');
  });

  it('names countries and market groups in the locale asked for', async () => {
    const byQuery = await systemDataOf({}, '?locale=de');
    expect(byQuery.countries).toContainEqual({ code: 'DE', name: 'Deutschland' });
    expect(byQuery.marketGroups.all?.name).toBe('Alle');
    const byHeader = await systemDataOf({ 'accept-language': 'de-AT,de;q=0.9' });
    expect(byHeader.marketGroups.all?.name).toBe('Alle');
  });

  it('gives the user country from the trusted country header only', async () => {
    expect((await systemDataOf({ 'cf-ipcountry': 'pl' })).userCountry).toEqual({ code: 'PL' });
    expect((await systemDataOf({ 'cf-ipcountry': 'XX' })).userCountry).toBeNull();
    const direct = createTestClient(testApp.app, { 'cf-ipcountry': 'PL' }, { remoteAddress: '203.0.113.9' });
    expect(
      systemDataSchema.parse((await direct.get('/api/platform/system-data')).json()).userCountry,
    ).toBeNull();
  });

  it('refuses an unknown locale with a 400 naming it', async () => {
    const response = await createTestClient(testApp.app).get('/api/platform/system-data?locale=klingon');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: expect.any(String) });
    expect(JSON.stringify(response.json())).toContain('locale');
  });
});
