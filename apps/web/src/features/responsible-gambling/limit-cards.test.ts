import type { Limit } from '@sportsbook/contracts/limits';
import { describe, expect, it } from 'vitest';
import { limitCards } from './limit-cards';

let nextId = 1;
const limit = (fields: Partial<Limit>): Limit => ({
  id: nextId++,
  type: 'deposit',
  status: 'active',
  in_force: true,
  period: 'day',
  currency: 'EUR',
  value: 1_000,
  unit: 'minor',
  used: 0,
  effective_at: null,
  ends_at: null,
  replaces_id: null,
  created_at: '2031-03-01T10:00:00.000Z',
  ...fields,
});

describe('limit cards', () => {
  it('makes one card per type, money first, with a slot per period in order', () => {
    const session = limit({ type: 'session', period: null, currency: null, unit: 'minutes', value: 60 });
    const week = limit({ period: 'week', value: 5_000 });
    const day = limit({ period: 'day' });
    const cards = limitCards([session, week, day]);
    expect(cards.map((card) => card.type)).toEqual(['deposit', 'session']);
    expect(cards[0]?.slots.map((slot) => slot.current?.id)).toEqual([day.id, week.id]);
  });

  it('puts a waiting looser change beside the limit it replaces, on one card', () => {
    const current = limit({ value: 1_000 });
    const waiting = limit({
      status: 'unconfirmed',
      in_force: false,
      value: 9_000,
      replaces_id: current.id,
      effective_at: '2031-03-02T10:00:00.000Z',
    });
    const cards = limitCards([current, waiting]);
    expect(cards).toHaveLength(1);
    expect(cards[0]?.slots).toEqual([{ key: 'day:EUR', current, waiting }]);
  });

  it('keeps a removal waiting its period as the limit in force', () => {
    const removing = limit({ status: 'unconfirmed_disabled', effective_at: '2031-03-02T10:00:00.000Z' });
    expect(limitCards([removing])[0]?.slots).toEqual([{ key: 'day:EUR', current: removing, waiting: null }]);
  });
});
