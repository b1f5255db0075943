import { matchesQuerySchema } from '@sportsbook/contracts/catalogue';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toSearch } from '../../../shared/api/api-fetch';
import { blocksFor, dayChoices, type ListBlock, matchesQueryFor, readListParams } from './list-query';

const now = Date.parse('2026-07-01T10:00:00Z');
const context = { now, timeZone: 'Europe/Berlin', limit: 20 };

describe('readListParams', () => {
  it('reads every list parameter', () => {
    const params = readListParams(
      new URLSearchParams(
        'time=3h&sortBy=priority&date=2026-07-02&sport=football,tennis&page=3&isBettable=true&sportType=cyber',
      ),
    );
    expect(params).toEqual({
      time: '3h',
      sortBy: 'priority',
      date: '2026-07-02',
      sports: ['football', 'tennis'],
      listKey: undefined,
      page: 3,
      isBettable: true,
      sportType: 'cyber',
    });
  });

  it('takes special list keys out of sport', () => {
    const params = readListParams({ sport: ['top,football', 'outrights'] });
    expect(params.listKey).toBe('top');
    expect(params.sports).toEqual(['football']);
  });

  it('ignores bad values instead of failing', () => {
    expect(
      readListParams(
        new URLSearchParams(
          'time=soon&sortBy=x&date=2026-13-01&sport=<b>&page=-4&isBettable=maybe&sportType=z',
        ),
      ),
    ).toEqual({
      time: 'all',
      sortBy: undefined,
      date: undefined,
      sports: [],
      listKey: undefined,
      page: 1,
      isBettable: undefined,
      sportType: undefined,
    });
  });

  it('never fails and always gives a page from 1 to 1000', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('time', 'sortBy', 'date', 'sport', 'page', 'isBettable', 'sportType'),
          fc.string(),
        ),
        (record) => {
          const params = readListParams(record);
          expect(params.page).toBeGreaterThanOrEqual(1);
          expect(params.page).toBeLessThanOrEqual(1000);
          for (const sport of params.sports) expect(sport).toMatch(/^[a-z0-9-]+$/);
        },
      ),
    );
  });
});

describe('matchesQueryFor', () => {
  const plain = readListParams({});

  it('lists live matches of the page scope', () => {
    expect(matchesQueryFor('live', plain, { sportKeys: ['football'] }, context)).toEqual({
      type: 'match',
      sport_key: ['football'],
      sort_by: 'start_time',
      match_status: [1],
      page: 1,
      limit: 20,
    });
  });

  it('sorts top events by priority with a few per sport', () => {
    expect(matchesQueryFor('top', readListParams({ page: '4' }), {}, context)).toMatchObject({
      sort_by: 'priority',
      max_per_sport: 3,
      match_status: [0, 1],
      page: 1,
    });
  });

  it('maps the URL filters onto the API names', () => {
    const params = readListParams({
      sport: 'tennis',
      sportType: 'cyber',
      isBettable: 'false',
      sortBy: 'priority',
      page: '2',
    });
    expect(matchesQueryFor('upcoming', params, { sportKeys: ['football'] }, context)).toMatchObject({
      sport_key: ['tennis'],
      sport_type: 'cyber',
      bettable: false,
      sort_by: 'priority',
      page: 2,
      match_status: [0],
      start_from: '2026-07-01T10:00:00.000Z',
    });
  });

  it('limits upcoming matches to the time window', () => {
    expect(matchesQueryFor('upcoming', readListParams({ time: '3h' }), {}, context).start_to).toBe(
      '2026-07-01T13:00:00.000Z',
    );
    // Today ends at midnight in Berlin (UTC+2 in summer).
    expect(matchesQueryFor('upcoming', readListParams({ time: 'today' }), {}, context).start_to).toBe(
      '2026-07-01T22:00:00.000Z',
    );
    expect(matchesQueryFor('upcoming', plain, {}, context).start_to).toBeUndefined();
  });

  it('asks the API for favourites and bet-builder matches by list key', () => {
    const favourites = readListParams({ sport: 'favorites,football' });
    expect(favourites.listKey).toBe('favorites');
    expect(matchesQueryFor('live', favourites, {}, context)).toMatchObject({
      favourite: true,
      sport_key: ['football'],
      match_status: [1],
    });
    const builder = matchesQueryFor('upcoming', readListParams({ sport: 'betbuilder' }), {}, context);
    expect(builder).toMatchObject({ custom_bet: true, match_status: [0] });
    expect(builder.favourite).toBeUndefined();
    expect(matchesQueryFor('live', plain, {}, context)).not.toHaveProperty('custom_bet');
  });

  it('asks for outrights by type', () => {
    expect(matchesQueryFor('outrights', plain, { tournamentIds: [5] }, context)).toMatchObject({
      type: 'outright',
      tournament_id: [5],
    });
  });

  it('schedules one local day from now on, and results one whole local day of finished matches', () => {
    const tomorrow = readListParams({ date: '2026-07-02' });
    expect(matchesQueryFor('schedule', tomorrow, {}, context)).toMatchObject({
      match_status: [0],
      start_from: '2026-07-01T22:00:00.000Z',
      start_to: '2026-07-02T22:00:00.000Z',
    });
    expect(matchesQueryFor('schedule', plain, {}, context)).toMatchObject({
      start_from: '2026-07-01T10:00:00.000Z',
    });
    expect(matchesQueryFor('results', plain, {}, context)).toMatchObject({
      match_status: [3, 4],
      start_from: '2026-06-30T22:00:00.000Z',
      start_to: '2026-07-01T22:00:00.000Z',
    });
  });
});

describe('the GET /matches query on the wire', () => {
  const blocks: ListBlock[] = ['top', 'live', 'upcoming', 'outrights', 'schedule', 'results'];
  const urls = [
    {},
    { sport: 'favorites', isBettable: 'true', sportType: 'cyber', sortBy: 'priority', page: '3' },
    { sport: 'betbuilder,football,tennis', time: '3h', date: '2026-07-02' },
  ];

  it('is read by the schema the server reads it with (packages/contracts) as the web meant it', () => {
    for (const block of blocks) {
      for (const url of urls) {
        const query = matchesQueryFor(
          block,
          readListParams(url),
          { categoryIds: [7], tournamentIds: [5] },
          context,
        );
        const wire = Object.fromEntries(new URLSearchParams(toSearch({ ...query })));
        const read = matchesQuerySchema.parse(wire);
        expect(read.match_status).toEqual(query.match_status);
        expect(read.sport_key).toEqual(query.sport_key);
        expect(read.tournament_id).toEqual([5]);
        expect(read.bettable).toBe(query.bettable);
        expect(read.favourite).toBe(query.favourite);
        expect(read.custom_bet).toBe(query.custom_bet);
        expect(read.start_from?.toISOString()).toBe(query.start_from);
      }
    }
  });
});

describe('blocksFor and dayChoices', () => {
  it('narrows the blocks by list key', () => {
    expect(blocksFor(undefined)).toEqual(['top', 'live', 'upcoming', 'outrights']);
    expect(blocksFor('all')).toEqual(['top', 'live', 'upcoming', 'outrights']);
    expect(blocksFor('outrights')).toEqual(['outrights']);
    expect(blocksFor('favorites')).toEqual(['live', 'upcoming']);
    expect(blocksFor('betbuilder')).toEqual(['live', 'upcoming']);
  });

  it('offers a week ahead for the schedule and a week back for results', () => {
    expect(dayChoices('schedule', now, 'UTC')).toEqual([
      '2026-07-01',
      '2026-07-02',
      '2026-07-03',
      '2026-07-04',
      '2026-07-05',
      '2026-07-06',
      '2026-07-07',
    ]);
    expect(dayChoices('results', now, 'UTC')[6]).toBe('2026-06-25');
  });
});
