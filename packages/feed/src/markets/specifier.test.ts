import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatLine, formatSpecifier, marketKey, parseSpecifier, specifierNumber } from './specifier';

describe('specifiers', () => {
  it('writes lines plainly and in order', () => {
    expect(formatSpecifier({ periodnr: 1, total: 1.5 })).toBe('periodnr=1|total=1.5');
    expect(formatSpecifier({ hcp: -0.75 })).toBe('hcp=-0.75');
    expect(formatSpecifier({ hcp: 0.1 + 0.2 - 0.3 })).toBe('hcp=0');
    expect(formatLine(-0)).toBe('0');
    expect(marketKey(18, 'total=2.5')).toBe('18/total=2.5');
  });

  it('reads back what it writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.integer({ min: -40, max: 40 }), (n, quarters) => {
        const values = parseSpecifier(formatSpecifier({ setnr: n, total: quarters / 4 }));
        expect(specifierNumber(values, 'setnr')).toBe(n);
        expect(specifierNumber(values, 'total')).toBe(quarters / 4);
      }),
    );
    expect(parseSpecifier('')).toEqual({});
    expect(specifierNumber(parseSpecifier('total=abc'), 'total')).toBeNull();
  });
});
