import { describe, expect, it } from 'vitest';
import { appModeFromQuery, isAppModeRequest, isAppUserAgent } from './app-mode';

describe('mobile-app mode', () => {
  it('is turned on and off by the query and kept by the cookie otherwise', () => {
    expect(appModeFromQuery(new URLSearchParams('app=1'))).toBe(true);
    expect(appModeFromQuery(new URLSearchParams('app=0'))).toBe(false);
    expect(appModeFromQuery(new URLSearchParams('x=1'))).toBe(null);
    expect(isAppModeRequest(new URLSearchParams(''), '1')).toBe(true);
    expect(isAppModeRequest(new URLSearchParams('app=0'), '1')).toBe(false);
    expect(isAppModeRequest(new URLSearchParams('app=1'), undefined)).toBe(true);
    expect(isAppModeRequest(new URLSearchParams(''), undefined)).toBe(false);
    expect(isAppModeRequest(new URLSearchParams('app=yes'), undefined)).toBe(false);
  });

  it('knows the app by its user-agent token', () => {
    expect(isAppUserAgent('Mozilla/5.0 (Linux; Android 14) SportsbookApp/2.3')).toBe(true);
    expect(isAppUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/140')).toBe(false);
  });
});
