import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';
import { isAdult } from './profile-routes';
import { createSignedInPlayer, createTestClient } from './testing';

const testApp = useTestApp({ env: { PHONE_VERIFICATION_REQUIRED: 'true' } });

describe('GET /player', () => {
  it('answers a visitor with an empty profile (id null) and the request country', async () => {
    const response = await createTestClient(testApp.app, { 'cf-ipcountry': 'PL' }).get(
      '/api/platform/player?locale=de',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: null,
      email: null,
      currency: null,
      locale: 'de',
      statuses: [],
      serasa: { pve: false },
      auth_fields_missed: [],
      country: { code: 'PL', name: 'Polen' },
    });
  });

  it('sets the affiliate cookie from stag for 30 days, and sign-up records it', async () => {
    const client = createTestClient(testApp.app);
    const response = await client.get('/api/platform/player?stag=partner-7');
    const cookie = response.cookies.find((c) => c.name === 'sb_stag');
    expect(cookie).toMatchObject({ value: 'partner-7', maxAge: 30 * 24 * 3600, httpOnly: true });
    const email = `stag-${Date.now()}@example.com`;
    await client.post('/api/platform/users/sign_up', {
      email,
      password: 'secret-pass-9',
      currency: 'EUR',
      country: 'DE',
    });
    const { findPlayerByEmail } = await import('../player-records/repository');
    expect((await findPlayerByEmail(testApp.database.db, email))?.marketingTags).toEqual({
      stag: 'partner-7',
    });
  });

  it('answers a signed-in player with the spec fields', async () => {
    const { client, playerId, email } = await createSignedInPlayer(testApp.app, testApp.database.db, {
      statuses: ['spi_test'],
      pve: true,
      completeProfile: false,
    });
    const profile = (await client.get('/api/platform/player')).json();
    expect(profile).toEqual({
      id: playerId,
      blocked: false,
      email,
      email_confirmed: true,
      phone: null,
      phone_verified: false,
      name: null,
      first_name: null,
      last_name: null,
      nickname: null,
      date_of_birth: null,
      locale: 'en',
      currency: 'EUR',
      statuses: [{ id: 'spi_test' }],
      serasa: { pve: true },
      auth_fields_missed: ['first_name', 'last_name', 'date_of_birth'],
      country: { code: 'DE', name: 'Germany' },
    });
  });

  it('rejects a bad stag or locale query with 400', async () => {
    expect((await createTestClient(testApp.app).get('/api/platform/player?locale=xx')).statusCode).toBe(400);
    expect(
      (await createTestClient(testApp.app).get(`/api/platform/player?stag=${'a'.repeat(300)}`)).statusCode,
    ).toBe(400);
  });
});

describe('profile, locale and country', () => {
  it('fills the missed profile fields and refuses an under-age date of birth', async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db, {
      completeProfile: false,
    });
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 17);
    const underAge = await client.put('/api/platform/player/profile', {
      date_of_birth: young.toISOString().slice(0, 10),
    });
    expect(underAge.statusCode).toBe(400);
    expect(underAge.json().code).toBe('under_age');

    const filled = await client.put('/api/platform/player/profile', {
      first_name: 'Ada',
      last_name: 'Lovelace',
      date_of_birth: '1990-12-10',
    });
    expect(filled.statusCode).toBe(200);
    expect(filled.json()).toMatchObject({ name: 'Ada Lovelace', auth_fields_missed: [] });

    expect((await client.put('/api/platform/player/profile', {})).statusCode).toBe(400);
    // ISO text has a year 0 and PostgreSQL's date has none: refused as input, not by the database.
    for (const date_of_birth of ['0000-01-01', '1899-12-31', '1990-02-30']) {
      const refused = await client.put('/api/platform/player/profile', { date_of_birth });
      expect(refused.statusCode, date_of_birth).toBe(400);
    }
    expect((await client.get('/api/platform/player')).json().name).toBe('Ada Lovelace');
    expect((await client.put('/api/platform/player/profile', { first_name: '' })).statusCode).toBe(400);
    expect((await client.put('/api/platform/player/profile', { email: 'x@example.com' })).statusCode).toBe(
      400,
    );
    expect(
      (await client.put('/api/platform/player/profile', { date_of_birth: '10.12.1990' })).statusCode,
    ).toBe(400);
  });

  it('knows who is an adult on their birthday', () => {
    expect(isAdult('2000-03-15', new Date('2018-03-15T00:00:00Z'))).toBe(true);
    expect(isAdult('2000-03-15', new Date('2018-03-14T23:59:59Z'))).toBe(false);
  });

  it('stores the locale and refuses an unknown one', async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db);
    const response = await client.put('/api/platform/player/locale', { locale: 'pt' });
    expect(response.json()).toEqual({ locale: 'pt' });
    expect((await client.get('/api/platform/player')).json().locale).toBe('pt');
    expect((await client.put('/api/platform/player/locale', { locale: 'klingon' })).statusCode).toBe(400);
    expect(
      (await createTestClient(testApp.app).put('/api/platform/player/locale', { locale: 'pt' })).statusCode,
    ).toBe(401);
  });

  it('reports the request country and whether it is blocked', async () => {
    expect(
      (await createTestClient(testApp.app, { 'cf-ipcountry': 'US' }).get('/api/platform/country')).json(),
    ).toEqual({
      country: { code: 'US', name: 'United States' },
      blocked: true,
    });
    expect(
      (await createTestClient(testApp.app, { 'cf-ipcountry': 'XX' }).get('/api/platform/country')).json(),
    ).toEqual({
      country: null,
      blocked: false,
    });
  });

  it('believes the country header only from a trusted proxy, so a client cannot pick its country', async () => {
    const direct = createTestClient(testApp.app, { 'cf-ipcountry': 'US' }, { remoteAddress: '203.0.113.9' });
    expect((await direct.get('/api/platform/country')).json()).toEqual({ country: null, blocked: false });
    const viaProxy = createTestClient(testApp.app, { 'cf-ipcountry': 'US' }, { remoteAddress: '127.0.0.1' });
    expect((await viaProxy.get('/api/platform/country')).json()).toMatchObject({ blocked: true });
  });

  it('uses DEV_COUNTRY over the header outside production', async () => {
    const dev = await testApp.buildApp({ env: { DEV_COUNTRY: 'fr' } });
    const response = await createTestClient(dev, { 'cf-ipcountry': 'DE' }).get('/api/platform/country');
    expect(response.json()).toEqual({ country: { code: 'FR', name: 'France' }, blocked: true });
  });
});

describe('phone verification', () => {
  async function latestCode(phone: string): Promise<string> {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/platform/dev/mailbox?to=${encodeURIComponent(phone)}`,
    });
    const code = /code is (\d{6})/.exec(response.json().messages[0]?.body ?? '')?.[1];
    if (!code) throw new Error('no code in the mailbox');
    return code;
  }

  it('sends a code to the development mailbox and verifies the phone with it', async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db);
    expect((await client.get('/api/platform/player/phone-verification?locale=en')).json()).toEqual({
      isVerified: false,
      required: true,
      phone: null,
    });
    const phone = `+49151${Date.now().toString().slice(-7)}`;
    const sent = await client.post('/api/platform/player/phone-verification/send', {
      phone: `${phone.slice(0, 3)} ${phone.slice(3)}`,
    });
    expect(sent.statusCode).toBe(200);
    const code = await latestCode(phone);
    const wrong = code === '000000' ? '000001' : '000000';
    const refused = await client.post('/api/platform/player/phone-verification/confirm', { code: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'phone_code_invalid',
      data: { details: { attempts_left: 4 } },
    });

    const confirmed = await client.post('/api/platform/player/phone-verification/confirm', { code });
    expect(confirmed.json()).toEqual({ isVerified: true, required: true, phone });
    expect((await client.get('/api/platform/player')).json()).toMatchObject({ phone, phone_verified: true });
    // Single use.
    expect((await client.post('/api/platform/player/phone-verification/confirm', { code })).json().code).toBe(
      'phone_code_expired',
    );
  });

  it('spends the code after five wrong tries', async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db);
    const phone = `+48600${Date.now().toString().slice(-6)}`;
    await client.post('/api/platform/player/phone-verification/send', { phone });
    const code = await latestCode(phone);
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) {
      expect(
        (await client.post('/api/platform/player/phone-verification/confirm', { code: wrong })).statusCode,
      ).toBe(400);
    }
    const late = await client.post('/api/platform/player/phone-verification/confirm', { code });
    expect(late.json().code).toBe('phone_code_expired');
  });

  it('validates numbers and codes, and needs a session', async () => {
    const { client } = await createSignedInPlayer(testApp.app, testApp.database.db);
    expect(
      (await client.post('/api/platform/player/phone-verification/send', { phone: '0151 123' })).statusCode,
    ).toBe(400);
    expect(
      (await client.post('/api/platform/player/phone-verification/confirm', { code: '12ab56' })).statusCode,
    ).toBe(400);
    expect(
      (await createTestClient(testApp.app).get('/api/platform/player/phone-verification')).statusCode,
    ).toBe(401);
  });
});
