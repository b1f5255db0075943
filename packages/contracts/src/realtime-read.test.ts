import { INCIDENT_KINDS } from '@sportsbook/domain/match-incidents';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { NOTIFICATION_KINDS } from './notification-kinds';
import {
  realtimeEventSchema,
  websocketAuthorizeResponseSchema,
  websocketTokenResponseSchema,
} from './realtime';
import { readRealtimeEvent, readWebsocketAuthorization, readWebsocketToken } from './realtime-read';

// Valid values of every event, built from the schema's own shapes, with edge values (safe-integer limits, null).
const int = fc.oneof(fc.integer(), fc.constantFrom(0, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER));
const intOrNull = fc.option(int, { nil: null });
const text = fc.string({ maxLength: 8 });
const clock = fc.record({
  match_time: int,
  stoppage_time: intOrNull,
  stoppage_time_announced: intOrNull,
  remaining_time: intOrNull,
  remaining_time_in_period: intOrNull,
  stopped: fc.boolean(),
  clock_updated_at: text,
  rate: fc.double({ noNaN: true, noDefaultInfinity: true }),
});
const statistics = fc.record({
  clock: fc.option(clock, { nil: null }),
  phase: fc.constantFrom('not_started', 'in_play', 'break', 'ended', 'abandoned'),
  period_number: intOrNull,
  total_score: fc.option(fc.record({ home: int, away: int }), { nil: null }),
  game_score: fc.option(fc.record({ home: text, away: text }), { nil: null }),
  period_score: fc.array(
    fc.record({ home: int, away: int, period_key: text, period_name: text, number: int, type: text }),
    { maxLength: 3 },
  ),
  current_server: fc.constantFrom('home', 'away', null),
  max_period_number: intOrNull,
});
const outcome = fc.record({ id: text, odds: int, active: fc.boolean() });
const market = fc.record({
  id: int,
  specifier: text,
  status: int,
  outcomes: fc.array(outcome, { maxLength: 3 }),
});
const event = fc.oneof(
  fc.record({
    type: fc.constant('match_changed'),
    data: fc.array(fc.record({ id: int, status: int, statistics }), { maxLength: 2 }),
  }),
  fc.record({
    type: fc.constant('markets_changed'),
    data: fc.record({ match_id: int, markets: fc.array(market, { maxLength: 3 }) }),
  }),
  fc.record({
    type: fc.constant('match_status_changed'),
    data: fc.array(fc.record({ id: int, status: int }), { maxLength: 3 }),
  }),
  fc.record({
    type: fc.constant('provider_status_changed'),
    data: fc.record({ provider: text, active: fc.boolean() }),
  }),
  fc.record({ type: fc.constant('balance_changed'), data: fc.record({ currency: text, balance: int }) }),
  fc.record({
    type: fc.constant('bet_changed'),
    data: fc.record({
      id: text,
      status: text,
      result: fc.constantFrom('win', 'lose', 'refund', null),
      win_amount: int,
    }),
  }),
  fc.record({
    type: fc.constant('bet_cashout_changed'),
    data: fc.record({ id: text, to_cashout: intOrNull }),
  }),
  fc.record({
    type: fc.constant('bonus_issued'),
    data: fc.record({
      id: text,
      type: fc.constantFrom(
        'comboboost',
        'freebet',
        'freebet_no_risk',
        'freebet_all_win',
        'freebet_only_win',
      ),
    }),
  }),
  fc.record({
    type: fc.constant('match_incidents'),
    data: fc.record({
      match_id: int,
      incidents: fc.array(
        fc.record({
          seq: int,
          kind: fc.constantFrom(...INCIDENT_KINDS),
          side: fc.constantFrom('home', 'away'),
          period: int,
          match_time: intOrNull,
          points: int,
          score: fc.record({ home: int, away: int }),
          server: fc.constantFrom('home', 'away', null),
          at: text,
        }),
        { maxLength: 3 },
      ),
    }),
  }),
  fc.record({
    type: fc.constant('notification'),
    data: fc.record({
      id: text,
      type: fc.constantFrom(...NOTIFICATION_KINDS),
      title: text,
      caption: text,
      body: text,
      object_type: fc.constantFrom('bet', 'bonus', null),
      object_id: fc.option(text, { nil: null }),
      read: fc.boolean(),
      created_at: text,
    }),
  }),
  fc.record({ type: fc.constant('unread_counters_changed'), data: fc.record({ unread: int }) }),
  fc.record({
    type: fc.constant('tournament_pool_changed'),
    data: fc.record({ id: text, pool_amount: int, currency_code: text }),
  }),
);

// What may replace a field: values of the wrong kind, near misses (fractions, unsafe integers, infinities, unknown
// enum members) and nothing at all.
const DELETE = Symbol('delete');
const replacement = fc.oneof(
  fc.constantFrom<unknown>(
    DELETE,
    null,
    undefined,
    1.5,
    Number.MAX_SAFE_INTEGER + 2,
    Number.POSITIVE_INFINITY,
    Number.NaN,
    '1',
    '',
    true,
    [],
    {},
    'unknown_kind',
    'draw',
  ),
  fc.jsonValue({ maxDepth: 1 }),
);

type Json = unknown;

/** Every path to a field or element of a value (the root is []). */
function paths(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = [prefix];
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) out.push(...paths(item, [...prefix, i]));
  } else if (typeof value === 'object' && value !== null)
    for (const [key, item] of Object.entries(value)) out.push(...paths(item, [...prefix, key]));
  return out;
}

/** A copy of `value` with the field at `path` replaced (or deleted), or a key added when `extraKey` is set. */
function mutate(value: Json, path: (string | number)[], next: unknown): Json {
  if (path.length === 0) return next === DELETE ? undefined : next;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = mutate(copy[head as number], rest, next);
    return copy;
  }
  const copy = { ...(value as Record<string, unknown>) };
  const inner = mutate(copy[head as string], rest, next);
  if (rest.length === 0 && next === DELETE) delete copy[head as string];
  else copy[head as string] = inner;
  return copy;
}

function schemaReads<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

describe('reading real-time publications without zod', () => {
  it('reads every valid event exactly as the schema does', () => {
    fc.assert(
      fc.property(event, (value) => {
        expect(readRealtimeEvent(value)).toEqual(schemaReads(realtimeEventSchema, value));
        expect(readRealtimeEvent(value)).not.toBeNull();
      }),
      { numRuns: 400 },
    );
  });

  it('refuses what the schema refuses and keeps only what it keeps, field by field', () => {
    const mutated = event.chain((value) =>
      fc.tuple(fc.constant(value), fc.constantFrom(...paths(value)), replacement),
    );
    fc.assert(
      fc.property(mutated, ([value, path, next]) => {
        const changed = mutate(value, path, next);
        expect(readRealtimeEvent(changed)).toEqual(schemaReads(realtimeEventSchema, changed));
      }),
      { numRuns: 2000 },
    );
  });

  it('drops fields the contract does not describe, as the schema does', () => {
    const value = {
      type: 'markets_changed',
      extra: 1,
      data: {
        match_id: 7,
        extra: 'x',
        markets: [{ id: 1, specifier: '', status: 1, outcomes: [], more: true }],
      },
    };
    expect(readRealtimeEvent(value)).toEqual({
      type: 'markets_changed',
      data: { match_id: 7, markets: [{ id: 1, specifier: '', status: 1, outcomes: [] }] },
    });
    expect(readRealtimeEvent(value)).toEqual(schemaReads(realtimeEventSchema, value));
  });

  it('answers null for unknown event types and for values that are not events', () => {
    for (const value of [
      null,
      undefined,
      'match_changed',
      [],
      { type: 'toString', data: {} },
      { type: 'jackpot_changed', data: {} },
      { data: [] },
    ]) {
      expect(readRealtimeEvent(value)).toBeNull();
      expect(realtimeEventSchema.safeParse(value).success).toBe(false);
    }
  });

  it('reads the token answers as their schemas do', () => {
    const answers = fc.oneof(
      fc.record({ token: text }),
      fc.record({ channels: fc.array(fc.record({ channel: text, token: text }), { maxLength: 3 }) }),
      fc.jsonValue({ maxDepth: 3 }),
    );
    fc.assert(
      fc.property(answers, (value) => {
        expect(readWebsocketToken(value)).toEqual(schemaReads(websocketTokenResponseSchema, value));
        expect(readWebsocketAuthorization(value)).toEqual(
          schemaReads(websocketAuthorizeResponseSchema, value),
        );
      }),
      { numRuns: 400 },
    );
  });
});
