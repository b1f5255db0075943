import { describe, expect, it } from 'vitest';
import { searchableQuery } from './search-catalogue';

describe('searchableQuery', () => {
  it('sends 3 to 50 characters, trimmed, with runs of spaces collapsed', () => {
    expect(searchableQuery('  rov  ')).toBe('rov');
    expect(searchableQuery('crawby   rovers')).toBe('crawby rovers');
    expect(searchableQuery('x'.repeat(50))).toHaveLength(50);
  });

  it('sends nothing shorter than 3 or longer than 50', () => {
    expect(searchableQuery('ro')).toBeNull();
    expect(searchableQuery('   ')).toBeNull();
    expect(searchableQuery('x'.repeat(51))).toBeNull();
  });
});
