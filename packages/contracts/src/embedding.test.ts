import { describe, expect, it } from 'vitest';
import { HOST_MESSAGE_TYPES, outgoingHostMessageSchema, readHostMessage } from './embedding';

describe('host window messages', () => {
  it('names the nine messages of spec part 2 §7', () => {
    expect([...HOST_MESSAGE_TYPES].sort()).toEqual(
      [
        'odds_changed',
        'page_changed',
        'search_modal',
        'open_bet_slip',
        'viewport',
        'iframe_integration',
        'apply_bet_code',
        'change_locale',
        'change_currency',
      ].sort(),
    );
  });

  it('reads each incoming message with its fields', () => {
    expect(readHostMessage({ type: 'apply_bet_code', code: ' AB12cd ' })).toEqual({
      type: 'apply_bet_code',
      code: 'AB12cd',
    });
    expect(readHostMessage({ type: 'change_locale', locale: 'de' })).toEqual({
      type: 'change_locale',
      locale: 'de',
    });
    expect(readHostMessage({ type: 'change_currency', currency: 'usd' })).toEqual({
      type: 'change_currency',
      currency: 'USD',
    });
    expect(readHostMessage({ type: 'iframe_integration', token: 'a.b.c' })).toEqual({
      type: 'iframe_integration',
      token: 'a.b.c',
    });
  });

  it('ignores what is not an incoming message: other shapes, unknown types, outgoing names, bad fields', () => {
    for (const data of [
      null,
      'apply_bet_code',
      42,
      [],
      {},
      { type: 'unknown' },
      { type: 'viewport', height: 10 },
      { type: 'apply_bet_code' },
      { type: 'apply_bet_code', code: 'no spaces inside' },
      { type: 'apply_bet_code', code: 'x'.repeat(33) },
      { type: 'change_locale', locale: 'xx' },
      { type: 'change_currency', currency: 'E1' },
      { type: 'iframe_integration', token: 'not a token' },
      { type: 'iframe_integration', token: `a.b.${'c'.repeat(4096)}` },
    ]) {
      expect(readHostMessage(data), JSON.stringify(data)?.slice(0, 80)).toBeNull();
    }
  });

  it('describes every outgoing message', () => {
    expect(outgoingHostMessageSchema.parse({ type: 'viewport', height: 812 })).toEqual({
      type: 'viewport',
      height: 812,
    });
    expect(outgoingHostMessageSchema.safeParse({ type: 'viewport', height: -1 }).success).toBe(false);
    expect(outgoingHostMessageSchema.safeParse({ type: 'odds_changed', odds_type: 'european' }).success).toBe(
      true,
    );
  });
});
