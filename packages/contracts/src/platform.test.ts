import { describe, expect, it } from 'vitest';
import {
  COUNTRY_CODES,
  countryCodeSchema,
  emailSchema,
  passwordSchema,
  phoneSendRequestSchema,
  signUpRequestSchema,
} from './platform';

describe('platform contracts', () => {
  it('knows the 249 ISO 3166-1 alpha-2 codes once each', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect(COUNTRY_CODES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(countryCodeSchema.parse(' br ')).toBe('BR');
    expect(countryCodeSchema.safeParse('UK').success).toBe(false);
  });

  it('normalises e-mails and enforces password strength', () => {
    expect(emailSchema.parse('  Ada@Example.COM ')).toBe('ada@example.com');
    expect(emailSchema.safeParse('ada@').success).toBe(false);
    expect(passwordSchema.safeParse('abcdefg1').success).toBe(true);
    expect(passwordSchema.safeParse('abcdefgh').error?.issues[0]?.message).toBe('must contain a digit');
    expect(passwordSchema.safeParse('12345678').error?.issues[0]?.message).toBe('must contain a letter');
    expect(passwordSchema.safeParse('abc1').error?.issues[0]?.message).toBe('must be at least 8 characters');
  });

  it('normalises phone numbers to E.164', () => {
    expect(phoneSendRequestSchema.parse({ phone: '+44 (20) 7946-0958' })).toEqual({ phone: '+442079460958' });
    expect(phoneSendRequestSchema.safeParse({ phone: '02079460958' }).success).toBe(false);
  });

  it('upper-cases the sign-up currency and country', () => {
    const parsed = signUpRequestSchema.parse({
      email: 'a@b.co',
      password: 'secret-9x',
      currency: 'eur',
      country: 'de',
    });
    expect(parsed).toMatchObject({ currency: 'EUR', country: 'DE' });
  });
});
