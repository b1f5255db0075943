import { describe, expect, it } from 'vitest';
import { csvDocument, csvField, csvLine } from './csv';

describe('the CSV writer', () => {
  it('quotes fields with commas, quotes and line breaks, and doubles their quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Home, Away')).toBe('"Home, Away"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
    expect(csvField('')).toBe('');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it('writes numbers and booleans as they are, negative numbers included', () => {
    expect(csvField(-1250)).toBe('-1250');
    expect(csvField(0)).toBe('0');
    expect(csvField(true)).toBe('true');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-1.5')).toBe("'-1.5");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('hcp=-1.5')).toBe('hcp=-1.5');
  });

  it('ends lines with CRLF and keeps the columns in the header order', () => {
    expect(csvLine(['a', 1, null])).toBe('a,1,\r\n');
    expect(
      csvDocument(['b', 'a'] as const, [
        { a: 'x,y', b: 2 },
        { a: null, b: 'q"' },
      ]),
    ).toBe('b,a\r\n2,"x,y"\r\n"q""",\r\n');
  });
});
