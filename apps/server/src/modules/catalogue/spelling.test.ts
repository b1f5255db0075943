import { describe, expect, it } from 'vitest';
import { closestTerm, editDistance } from './spelling';

describe('editDistance', () => {
  it('counts inserts, deletes, changes and a swap of neighbours as one edit each', () => {
    expect(editDistance('arsenal', 'arsenal')).toBe(0);
    expect(editDistance('arsnal', 'arsenal')).toBe(1);
    expect(editDistance('arsenall', 'arsenal')).toBe(1);
    expect(editDistance('arsenol', 'arsenal')).toBe(1);
    expect(editDistance('arsneal', 'arsenal')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });
});

describe('closestTerm', () => {
  const names = ['Arsenal', 'Chelsea', 'Premier League', 'Crawby Rovers'];

  it('offers the nearest word or name of the catalogue for a typo', () => {
    expect(closestTerm('arsneal', names)).toBe('Arsenal');
    expect(closestTerm('Chelsae', names)).toBe('Chelsea');
    expect(closestTerm('premier leage', names)).toBe('Premier League');
    expect(closestTerm('rovres', names)).toBe('Rovers');
  });

  it('offers nothing when no name is near enough, or the query is already a name', () => {
    expect(closestTerm('barcelona', names)).toBeNull();
    expect(closestTerm('xyz', names)).toBeNull();
    expect(closestTerm('arsenal', names)).toBeNull();
  });
});
