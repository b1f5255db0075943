import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { inSeconds, secret } from './test-support';
import {
  secondsLeft,
  signConnectionToken,
  signSubscriptionToken,
  verifyConnectionToken,
  verifySubscriptionToken,
} from './tokens';

describe('tokens', () => {
  it('round-trips Centrifugo connection claims', async () => {
    // One expiry for both sides: read twice, a second's boundary between the reads failed a loaded run.
    const exp = inSeconds(60);
    const token = await signConnectionToken({ sub: 'p-1', exp, info: { name: 'P' } }, secret);
    const [header] = token.split('.');
    expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toMatchObject({ alg: 'HS256' });
    expect(await verifyConnectionToken(token, secret)).toEqual({
      ok: true,
      claims: { sub: 'p-1', exp, info: { name: 'P' } },
    });
  });

  it('round-trips subscription claims with the channel', async () => {
    const token = await signSubscriptionToken(
      { sub: 'p-1', channel: 'player:p-1', exp: inSeconds(60) },
      secret,
    );
    const verified = await verifySubscriptionToken(token, secret);
    expect(verified).toMatchObject({ ok: true, claims: { sub: 'p-1', channel: 'player:p-1' } });
  });

  it('tells an expired token from an invalid one', async () => {
    const expired = await signConnectionToken({ sub: 'p', exp: inSeconds(-5) }, secret);
    expect(await verifyConnectionToken(expired, secret)).toEqual({ ok: false, reason: 'expired' });
    const otherSecret = await signConnectionToken({ sub: 'p', exp: inSeconds(60) }, 'z'.repeat(40));
    expect(await verifyConnectionToken(otherSecret, secret)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyConnectionToken('garbage', secret)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a connection token used as a subscription token (no channel claim)', async () => {
    const token = await signConnectionToken({ sub: 'p', exp: inSeconds(60) }, secret);
    expect(await verifySubscriptionToken(token, secret)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses an unsigned token and a non-string subject', async () => {
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"p"}').toString('base64url')}.`;
    expect(await verifyConnectionToken(none, secret)).toEqual({ ok: false, reason: 'invalid' });
    const numeric = await new SignJWT({ sub: 42 as unknown as string })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(secret));
    expect(await verifyConnectionToken(numeric, secret)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('accepts a token without sub as anonymous, as Centrifugo does', async () => {
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(secret));
    expect(await verifyConnectionToken(token, secret)).toEqual({ ok: true, claims: { sub: '', exp: 0 } });
  });
});

describe('secondsLeft', () => {
  it('rounds down so a client refreshes before the token expires', () => {
    expect(secondsLeft(102, 100_900)).toBe(1);
    expect(secondsLeft(102, 100_000)).toBe(2);
    expect(secondsLeft(102, 103_000)).toBe(0);
  });
});
