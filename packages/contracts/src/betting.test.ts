import { describe, expect, it } from 'vitest';
import { betsQuerySchema, cashoutRequestSchema, placementRequestSchema } from './betting';
import { realtimeEventSchema } from './realtime';

const selection = { match_id: 1, market_id: 1, outcome_id: '1', odds: 1850 };

describe('betting contracts', () => {
  it('reads a placement with defaults and refuses bad stakes, odds and system ids', () => {
    const parsed = placementRequestSchema.parse({
      bets: [{ type: 'single', stake: { value: 100, currency: 'EUR' }, selections: [selection] }],
    });
    expect(parsed.meta.quick).toBe(false);
    expect(parsed.bets[0]?.selections[0]?.specifier).toBe('');
    const bad = (bet: object) => placementRequestSchema.safeParse({ bets: [bet] }).success;
    expect(bad({ type: 'single', stake: { value: 0, currency: 'EUR' }, selections: [selection] })).toBe(
      false,
    );
    expect(bad({ type: 'single', stake: { value: 1.5, currency: 'EUR' }, selections: [selection] })).toBe(
      false,
    );
    expect(
      bad({
        type: 'single',
        stake: { value: 100, currency: 'EUR' },
        selections: [{ ...selection, odds: 1000 }],
      }),
    ).toBe(false);
    expect(
      bad({
        type: 'system',
        stake: { value: 100, currency: 'EUR' },
        selections: [selection],
        system_id: 'two',
      }),
    ).toBe(false);
  });

  it('caps history pages at 500 and reads cash-out bet ids as numbers', () => {
    expect(betsQuerySchema.parse({})).toEqual({ status: 'all', result: 'all', page: 1, limit: 500 });
    expect(betsQuerySchema.safeParse({ limit: '501' }).success).toBe(false);
    expect(cashoutRequestSchema.parse({ bet_id: '42', to_cashout: 10 }).bet_id).toBe(42);
    expect(cashoutRequestSchema.safeParse({ bet_id: 'x', to_cashout: 10 }).success).toBe(false);
  });

  it('knows the bet events of the player channel', () => {
    expect(
      realtimeEventSchema.safeParse({
        type: 'bet_changed',
        data: { id: '1', status: 'done', result: 'win', win_amount: 1850 },
      }).success,
    ).toBe(true);
    expect(
      realtimeEventSchema.safeParse({ type: 'bet_cashout_changed', data: { id: '1', to_cashout: null } })
        .success,
    ).toBe(true);
  });
});
