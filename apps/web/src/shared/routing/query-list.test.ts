import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readQueryList, readQueryValue } from './query-list';

describe('readQueryList', () => {
  it('splits comma values', () => {
    expect(readQueryList(new URLSearchParams('sport=football,tennis'), 'sport')).toEqual([
      'football',
      'tennis',
    ]);
  });

  it('merges repeated keys and drops empty parts and repeats', () => {
    const params = new URLSearchParams('sport=football,,tennis&sport=&sport=cricket,football&time=today');
    expect(readQueryList(params, 'sport')).toEqual(['football', 'tennis', 'cricket']);
  });

  it('trims parts', () => {
    expect(readQueryList(new URLSearchParams('sport= football , tennis '), 'sport')).toEqual([
      'football',
      'tennis',
    ]);
  });

  it('reads the record Next.js passes to pages', () => {
    expect(readQueryList({ sport: ['football,tennis', 'cs2'], page: '2' }, 'sport')).toEqual([
      'football',
      'tennis',
      'cs2',
    ]);
    expect(readQueryList({ page: '2' }, 'page')).toEqual(['2']);
    expect(readQueryList({}, 'sport')).toEqual([]);
  });

  it('gives the same list from a URL and from the equivalent record', () => {
    const value = fc.stringMatching(/^[a-z,]{0,20}$/);
    fc.assert(
      fc.property(fc.array(value, { maxLength: 4 }), (values) => {
        const url = new URLSearchParams(values.map((v) => ['k', v]));
        const fromUrl = readQueryList(url, 'k');
        expect(readQueryList({ k: values }, 'k')).toEqual(fromUrl);
        for (const item of fromUrl) {
          expect(item).not.toBe('');
          expect(item).not.toContain(',');
        }
        expect(new Set(fromUrl).size).toBe(fromUrl.length);
      }),
    );
  });
});

describe('readQueryValue', () => {
  it('reads the first value', () => {
    expect(readQueryValue(new URLSearchParams('country=DE&country=FR'), 'country')).toBe('DE');
    expect(readQueryValue({ country: ['DE', 'FR'] }, 'country')).toBe('DE');
    expect(readQueryValue({}, 'country')).toBeUndefined();
  });
});
