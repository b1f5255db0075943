import fc from 'fast-check';

/**
 * Values that broke servers somewhere: the edges of every number type the API stores (int4, safe integers,
 * LEDGER_LIMIT's 10^15, doubles), text PostgreSQL or a parser chokes on (NUL, lone surrogates, control characters,
 * very long), prototype keys, and SQL or path fragments.
 */
export const hostileNumbers = [
  0,
  -0,
  1,
  -1,
  0.5,
  -0.5,
  1e-7,
  5e-324,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_648,
  -2_147_483_649,
  9_007_199_254_740_991,
  9_007_199_254_740_992,
  -9_007_199_254_740_991,
  1e15,
  1e15 + 1,
  -1e15,
  1e16,
  1e21,
  1e100,
  1.7976931348623157e308,
  -1.7976931348623157e308,
];

export const hostileStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\u0001\u0008\u000b\u000c\u001b\u001f\u007f',
  '\r\n\t',
  '\u202e\u200b\ufeff',
  '😀'.repeat(40),
  '__proto__',
  'constructor',
  'prototype',
  "' OR 1=1 --",
  '"; DROP TABLE bets; --',
  '../../../etc/passwd',
  '%00',
  '%ED%A0%80',
  'NaN',
  'Infinity',
  '-0',
  '0x10',
  '1e308',
  '2147483648',
  '-1',
  'null',
  'true',
  '[]',
  '{}',
  'a'.repeat(300),
  'b'.repeat(70_000),
];

const controlChar = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code));
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

/** A string from the list above, random Unicode text with control characters and lone surrogates, or long text. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...hostileStrings),
  fc.string({
    unit: fc.oneof(fc.constantFrom('a', '1', '-', ' '), controlChar, loneSurrogate),
    maxLength: 12,
  }),
  fc.string({ unit: 'grapheme', maxLength: 16 }),
  fc.integer({ min: 1_000, max: 20_000 }).map((length) => 'x'.repeat(length)),
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...hostileNumbers),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Arrays and objects nested `depth` deep, the shape a recursive validator or serializer can overflow on. */
export const deepNesting = (depth: number, kind: 'array' | 'object'): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = kind === 'array' ? [value] : { a: value };
  return value;
};

/** An object with an own `__proto__` or `constructor` key, as JSON.parse makes one (assignment would not). */
export const prototypeKeys: fc.Arbitrary<Record<string, unknown>> = fc.constantFrom(
  JSON.parse('{"__proto__": {"isAdmin": true, "balance": 1}}'),
  JSON.parse('{"constructor": {"prototype": {"isAdmin": true}}}'),
  JSON.parse('{"__proto__": null}'),
);

/** Any JSON-ish value of the wrong kind for where it is put. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  hostileNumber,
  hostileString,
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.oneof(hostileNumber, hostileString), { maxLength: 3 }),
  fc.constantFrom(deepNesting(64, 'array'), deepNesting(64, 'object')),
  prototypeKeys,
);
