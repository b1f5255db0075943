import { describe, expect, it } from 'vitest';
import { listHref } from './list-href';

describe('listHref', () => {
  it('changes one parameter and keeps the other list parameters', () => {
    expect(listHref('/en', { sortBy: 'priority', utm: 'x' }, { sport: 'football' })).toBe(
      '/en?sortBy=priority&sport=football',
    );
  });

  it('starts again at page 1 when a filter changes', () => {
    expect(listHref('/en/live', { sport: 'tennis', page: '3' }, { sport: 'football' })).toBe(
      '/en/live?sport=football',
    );
  });

  it('pages keep the filters, and page 1 is the bare list', () => {
    expect(listHref('/en/live', { sport: ['football', 'tennis'] }, { page: '2' })).toBe(
      '/en/live?sport=football%2Ctennis&page=2',
    );
    expect(listHref('/en/live', { sport: 'tennis', page: '2' }, { page: '1' })).toBe('/en/live?sport=tennis');
  });

  it('removes a parameter set to undefined', () => {
    expect(listHref('/en/schedule', { date: '2026-07-02', sport: 'cs2' }, { sport: undefined })).toBe(
      '/en/schedule?date=2026-07-02',
    );
  });
});
