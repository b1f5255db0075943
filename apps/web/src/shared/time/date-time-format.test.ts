import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateTimeFormat } from './date-time-format';

describe('dateTimeFormat', () => {
  it('hands out one instance per locale and options', () => {
    const options = { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Berlin' } as const;
    expect(dateTimeFormat('de', options)).toBe(dateTimeFormat('de', { ...options }));
    expect(dateTimeFormat('de', options)).not.toBe(dateTimeFormat('en', options));
    expect(dateTimeFormat('de', options)).not.toBe(dateTimeFormat('de', { ...options, timeZone: 'UTC' }));
  });

  it('formats exactly as a freshly built Intl.DateTimeFormat', () => {
    const zones = ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe'];
    fc.assert(
      fc.property(
        fc.constantFrom('en', 'de', 'pt-BR', 'ja', 'ru'),
        fc.constantFrom(...zones),
        fc.integer({ min: 0, max: 4_102_444_800_000 }),
        (locale, timeZone, instant) => {
          const options: Intl.DateTimeFormatOptions = {
            weekday: 'short',
            day: 'numeric',
            hour: '2-digit',
            timeZone,
          };
          expect(dateTimeFormat(locale, options).format(instant)).toBe(
            new Intl.DateTimeFormat(locale, options).format(instant),
          );
        },
      ),
    );
  });
});
