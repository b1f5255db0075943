import { describe, expect, it } from 'vitest';
import { acceptHostMessage } from './accept-message';
import { hostOrigin, isAllowedOrigin } from './host-origin';

const OWN = 'http://localhost:3000';
const ALLOWED = ['https://partner.example', 'https://*.casino.example:8443', 'http://127.0.0.1:4670'];

describe('allowed origins of host messages', () => {
  it('takes its own origin and the listed ones, exactly', () => {
    expect(isAllowedOrigin(OWN, [], OWN)).toBe(true);
    expect(isAllowedOrigin('https://partner.example', ALLOWED, OWN)).toBe(true);
    expect(isAllowedOrigin('http://127.0.0.1:4670', ALLOWED, OWN)).toBe(true);
    for (const foreign of [
      'http://partner.example',
      'https://partner.example:444',
      'https://evil-partner.example',
      'https://partner.example.evil.test',
      'http://127.0.0.1:4671',
      'http://localhost:4670',
      'null',
      '',
      'https://partner.example/path',
    ]) {
      expect(isAllowedOrigin(foreign, ALLOWED, OWN), foreign).toBe(false);
    }
  });

  it('reads *. as the subdomains of a domain, with its scheme and port', () => {
    expect(isAllowedOrigin('https://www.casino.example:8443', ALLOWED, OWN)).toBe(true);
    expect(isAllowedOrigin('https://a.b.casino.example:8443', ALLOWED, OWN)).toBe(true);
    expect(isAllowedOrigin('https://casino.example:8443', ALLOWED, OWN)).toBe(false);
    expect(isAllowedOrigin('https://www.casino.example', ALLOWED, OWN)).toBe(false);
    expect(isAllowedOrigin('http://www.casino.example:8443', ALLOWED, OWN)).toBe(false);
    expect(isAllowedOrigin('https://wwwcasino.example:8443', ALLOWED, OWN)).toBe(false);
  });

  it('finds the host to write to among the clues, only when it is allowed', () => {
    expect(hostOrigin({ ancestorOrigin: 'http://127.0.0.1:4670' }, ALLOWED, OWN)).toBe(
      'http://127.0.0.1:4670',
    );
    expect(hostOrigin({ referrer: 'https://partner.example/sports?x=1' }, ALLOWED, OWN)).toBe(
      'https://partner.example',
    );
    // A reload inside the frame: the referrer is the sportsbook itself, the noted origin still holds.
    expect(
      hostOrigin({ referrer: `${OWN}/en/live`, remembered: 'https://partner.example' }, ALLOWED, OWN),
    ).toBe('https://partner.example');
    expect(
      hostOrigin({ ancestorOrigin: 'https://evil.test', referrer: 'https://evil.test/' }, ALLOWED, OWN),
    ).toBe(null);
    expect(hostOrigin({ ancestorOrigin: OWN }, ALLOWED, OWN)).toBe(OWN);
    expect(hostOrigin({}, ALLOWED, OWN)).toBe(null);
  });
});

describe('incoming host messages', () => {
  it('reads a message from an allowed origin', () => {
    expect(
      acceptHostMessage(
        { origin: 'https://partner.example', data: { type: 'change_locale', locale: 'de' } },
        ALLOWED,
        OWN,
      ),
    ).toEqual({ accepted: true, message: { type: 'change_locale', locale: 'de' } });
  });

  it('refuses a foreign origin before reading, and a wrong shape from an allowed one', () => {
    const valid = { type: 'apply_bet_code', code: 'AB12' };
    expect(acceptHostMessage({ origin: 'https://evil.test', data: valid }, ALLOWED, OWN)).toEqual({
      accepted: false,
      reason: 'origin',
    });
    expect(
      acceptHostMessage(
        { origin: 'https://partner.example', data: { type: 'apply_bet_code' } },
        ALLOWED,
        OWN,
      ),
    ).toEqual({ accepted: false, reason: 'shape' });
    expect(acceptHostMessage({ origin: 'https://partner.example', data: 'viewport' }, ALLOWED, OWN)).toEqual({
      accepted: false,
      reason: 'shape',
    });
  });
});
