/**
 * Period keys of the score by period (`period_key`), the stable id a name is rendered from in each locale.
 * Numbered kinds read `1st_period`, `2nd_set`, `3rd_quarter`; basketball's extra periods `overtime_1`; the
 * rest are fixed: `1st_half`, `2nd_half`, `overtime`, `penalties`, `super_over`.
 */

/** Each kind has one name template per locale (see FeedDictionary.periods). */
export const PERIOD_KINDS = [
  'first_half',
  'second_half',
  'period',
  'quarter',
  'set',
  'map',
  'innings',
  'overtime',
  'numbered_overtime',
  'penalties',
  'super_over',
] as const;

export type PeriodKind = (typeof PERIOD_KINDS)[number];

/** Kinds counted by a number in their key and name. */
const NUMBERED = ['period', 'quarter', 'set', 'map', 'innings'] as const;
type NumberedKind = (typeof NUMBERED)[number];

// A Map, not an object: a key such as `constructor` must not find anything.
const FIXED: ReadonlyMap<string, PeriodKind> = new Map([
  ['1st_half', 'first_half'],
  ['2nd_half', 'second_half'],
  ['overtime', 'overtime'],
  ['penalties', 'penalties'],
  ['super_over', 'super_over'],
]);

export interface PeriodRef {
  kind: PeriodKind;
  /** The count within the kind (3 for `3rd_set`, 2 for `overtime_2`); null for fixed kinds. */
  n: number | null;
}

const englishOrdinals = new Intl.PluralRules('en', { type: 'ordinal' });
const SUFFIX: Readonly<Record<string, string>> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };

function ordinal(n: number): string {
  return `${n}${SUFFIX[englishOrdinals.select(n)] ?? 'th'}`;
}

const isNumbered = (kind: string): kind is NumberedKind => (NUMBERED as readonly string[]).includes(kind);

/** The key of a period: `periodKey('set', 2)` is `2nd_set`, `periodKey('numbered_overtime', 1)` `overtime_1`. */
export function periodKey(kind: PeriodKind, n: number | null = null): string {
  if (isNumbered(kind) || kind === 'numbered_overtime') {
    if (n === null || !Number.isInteger(n) || n < 1) throw new RangeError(`${kind} needs a count from 1`);
    return kind === 'numbered_overtime' ? `overtime_${n}` : `${ordinal(n)}_${kind}`;
  }
  const key = [...FIXED].find(([, fixed]) => fixed === kind)?.[0];
  if (key === undefined) throw new RangeError(`no key for ${kind}`);
  return key;
}

const NUMBERED_KEY = /^([1-9]\d{0,2})(?:st|nd|rd|th)_([a-z]+)$/;
const OVERTIME_KEY = /^overtime_([1-9]\d{0,2})$/;

/** What a period key names, or null for a key this catalogue does not know (another feed's). */
export function parsePeriodKey(key: string): PeriodRef | null {
  const fixed = FIXED.get(key);
  if (fixed) return { kind: fixed, n: null };
  const overtime = OVERTIME_KEY.exec(key);
  if (overtime) return { kind: 'numbered_overtime', n: Number(overtime[1]) };
  const numbered = NUMBERED_KEY.exec(key);
  if (!numbered) return null;
  const [, count = '', kind = ''] = numbered;
  const n = Number(count);
  // The suffix must be the number's own (`2nd`, not `2th`), so a key reads back as it was written.
  if (!isNumbered(kind) || key !== `${ordinal(n)}_${kind}`) return null;
  return { kind, n };
}
