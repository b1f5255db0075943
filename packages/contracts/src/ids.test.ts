import { describe, expect, it } from 'vitest';
import { ID_MAX, idSchema } from './ids';

describe('the id schema', () => {
  it('reads ids given as numbers or decimal digits as numbers', () => {
    for (const [input, id] of [
      [1, 1],
      ['1', 1],
      ['42', 42],
      ['0042', 42],
      [ID_MAX, ID_MAX],
      [String(ID_MAX), ID_MAX],
    ] as const) {
      expect(idSchema.parse(input), String(input)).toBe(id);
    }
  });

  it('refuses what no int4 row can have, with one message naming the range', () => {
    for (const input of [
      0,
      '0',
      -1,
      '-1',
      1.5,
      '1.5',
      ID_MAX + 1,
      String(ID_MAX + 1),
      Number.MAX_SAFE_INTEGER,
      '9007199254740991',
      1e100,
      '1e100',
      '1'.repeat(400),
      '',
      ' 1',
      '0x10',
      'abc',
      '1\u0000',
      null,
      true,
      [1],
    ]) {
      const result = idSchema.safeParse(input);
      expect(result.success, JSON.stringify(input)).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        'must be an id: a whole number from 1 to 2147483647',
      ]);
    }
  });
});
