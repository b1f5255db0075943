import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FEED_LOCALES } from '../locales';
import { dictionary, periodName } from './names';
import { PERIOD_KINDS, type PeriodKind, parsePeriodKey, periodKey } from './periods';

const NUMBERED: PeriodKind[] = ['period', 'quarter', 'set', 'map', 'innings', 'numbered_overtime'];
const FIXED = PERIOD_KINDS.filter((kind) => !NUMBERED.includes(kind));

// Every key the simulator writes, by sport.
const SIMULATOR_KEYS = [
  '1st_half',
  '2nd_half',
  '1st_period',
  '2nd_period',
  '3rd_period',
  'overtime',
  'penalties',
  '1st_quarter',
  '4th_quarter',
  'overtime_1',
  'overtime_3',
  '1st_set',
  '5th_set',
  '1st_map',
  '3rd_map',
  '1st_innings',
  '2nd_innings',
  'super_over',
];

describe('period keys', () => {
  it('reads back every numbered key it writes', () => {
    fc.assert(
      fc.property(fc.constantFrom(...NUMBERED), fc.integer({ min: 1, max: 999 }), (kind, n) => {
        expect(parsePeriodKey(periodKey(kind, n))).toEqual({ kind, n });
      }),
    );
  });

  it('reads back the fixed keys', () => {
    for (const kind of FIXED) expect(parsePeriodKey(periodKey(kind))).toEqual({ kind, n: null });
    expect(periodKey('first_half')).toBe('1st_half');
    expect(periodKey('set', 2)).toBe('2nd_set');
    expect(periodKey('quarter', 3)).toBe('3rd_quarter');
    expect(periodKey('map', 11)).toBe('11th_map');
    expect(periodKey('map', 22)).toBe('22nd_map');
    expect(periodKey('numbered_overtime', 2)).toBe('overtime_2');
  });

  it('refuses a numbered kind without a count', () => {
    expect(() => periodKey('set')).toThrow(RangeError);
    expect(() => periodKey('set', 0)).toThrow(RangeError);
  });

  it('knows nothing of other feeds’ keys', () => {
    for (const key of [
      '',
      'half',
      '2th_set',
      '1st_inning',
      'extra_time',
      'constructor',
      'overtime_0',
      '0th_set',
    ])
      expect(parsePeriodKey(key), key).toBeNull();
  });
});

describe('period names', () => {
  it('names every period kind in every locale, with its count where it has one', () => {
    for (const locale of FEED_LOCALES) {
      const periods = dictionary(locale).periods;
      for (const kind of PERIOD_KINDS) {
        expect(periods[kind].trim(), `${locale} ${kind}`).not.toBe('');
        const count = periods[kind].match(/\{!?n\}/g) ?? [];
        expect(count.length, `${locale} ${kind}`).toBe(NUMBERED.includes(kind) ? 1 : 0);
      }
      for (const key of SIMULATOR_KEYS) {
        const name = periodName(key, locale);
        expect(name, `${locale} ${key}`).toBeTruthy();
        expect(name, `${locale} ${key}`).not.toMatch(/[{}]/);
      }
    }
  });

  it('writes English ordinals and the other languages’ own forms', () => {
    expect(periodName('1st_half', 'en')).toBe('1st half');
    expect(periodName('3rd_period', 'en')).toBe('3rd period');
    expect(periodName('overtime_2', 'en')).toBe('Overtime 2');
    expect(periodName('2nd_set', 'de')).toBe('2. Satz');
    expect(periodName('1st_half', 'de')).toBe('1. Halbzeit');
    expect(periodName('2nd_half', 'pt')).toBe('2.ª parte');
    expect(periodName('3rd_quarter', 'es')).toBe('Cuarto 3');
    expect(periodName('2nd_half', 'ja')).toBe('後半');
    expect(periodName('penalties', 'ru')).toBe('Буллиты');
    expect(periodName('1st_map', 'en-AU')).toBe('1st map');
  });

  it('differs from English in every language but the English variants', () => {
    for (const locale of FEED_LOCALES) {
      if (locale.startsWith('en')) continue;
      expect(periodName('1st_half', locale), locale).not.toBe(periodName('1st_half', 'en'));
    }
  });

  it('has no name for an unknown key', () => {
    expect(periodName('extra_time', 'de')).toBeNull();
  });
});
