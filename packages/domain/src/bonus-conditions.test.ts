import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EVENT_CONDITION_LEVELS,
  type EventCondition,
  type EventRef,
  meetsCondition,
  meetsEventConditions,
} from './bonus-conditions';

const derby: EventRef = {
  sportType: 'regular',
  sport: 'football',
  category: 'england',
  tournament: 'premier-league',
  event: 'sr:match:1',
};

describe('event conditions', () => {
  it('an empty list and an empty condition meet every event', () => {
    expect(meetsEventConditions(derby, [])).toBe(true);
    expect(meetsEventConditions(derby, [{}])).toBe(true);
  });

  it('a condition matches on each level it names', () => {
    const cases: [EventCondition, boolean][] = [
      [{ sportType: { id: 'regular' } }, true],
      [{ sportType: { id: 'cyber' } }, false],
      [{ sport: { id: 'football', name: 'Football' } }, true],
      [{ sport: { id: 'tennis' } }, false],
      [{ category: { id: 'england' } }, true],
      [{ category: { id: 'spain' } }, false],
      [{ tournament: { id: 'premier-league' } }, true],
      [{ tournament: { id: 'championship' } }, false],
      [{ event: { id: 'sr:match:1' } }, true],
      [{ event: { id: 'sr:match:2' } }, false],
    ];
    for (const [condition, expected] of cases) {
      expect(meetsCondition(derby, condition)).toBe(expected);
      expect(meetsEventConditions(derby, [condition])).toBe(expected);
    }
  });

  it('the levels of one condition all have to match; the conditions of a list are alternatives', () => {
    const englishTennis: EventCondition = { sport: { id: 'tennis' }, category: { id: 'england' } };
    const englishFootball: EventCondition = { sport: { id: 'football' }, category: { id: 'england' } };
    expect(meetsCondition(derby, englishTennis)).toBe(false);
    expect(meetsCondition(derby, englishFootball)).toBe(true);
    expect(meetsEventConditions(derby, [englishTennis])).toBe(false);
    expect(meetsEventConditions(derby, [englishTennis, englishFootball])).toBe(true);
  });

  it('names are never compared', () => {
    expect(meetsCondition(derby, { sport: { id: 'football', name: 'Soccer' } })).toBe(true);
  });

  it('a list meets an event exactly when one of its conditions matches every named level (property)', () => {
    const id = fc.constantFrom('a', 'b', 'c');
    const event = fc.record({ sportType: id, sport: id, category: id, tournament: id, event: id });
    const condition = fc.record(
      { sportType: id, sport: id, category: id, tournament: id, event: id },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(event, fc.array(condition, { maxLength: 4 }), (e, conditions) => {
        const asConditions: EventCondition[] = conditions.map((c) =>
          Object.fromEntries(Object.entries(c).map(([level, value]) => [level, { id: value }])),
        );
        const expected =
          conditions.length === 0 ||
          conditions.some((c) =>
            EVENT_CONDITION_LEVELS.every((level) => c[level] === undefined || c[level] === e[level]),
          );
        expect(meetsEventConditions(e, asConditions)).toBe(expected);
      }),
    );
  });
});
