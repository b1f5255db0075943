import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  betResult,
  type SettlementLeg,
  settleBet,
  settleCombo,
  settleCustomBet,
  settleSystem,
} from './settlement';
import { binomial, systemPotentialReturn } from './system-bets';
import { exactPayout, leg, lexSubsets, stakeArb } from './testing/exact-settlement';

describe('settlement: system bets', () => {
  it('settles every line as a combo and sums: 2/3 with one loser', () => {
    const legs: SettlementLeg[] = [
      { odds: 2000, result: 'won' },
      { odds: 3000, result: 'won' },
      { odds: 1500, result: 'lost' },
    ];
    // lines of 100: (2.0 x 3.0) wins 600, the two lines with the loser pay 0
    expect(settleSystem(300, legs, { totalCount: 3, winCount: 2 })).toEqual({
      settled: true,
      payout: 600,
      result: 'win',
    });
  });

  it('is lost as soon as every line holds a lost leg, even with legs pending', () => {
    const legs: SettlementLeg[] = [
      { odds: 2000, result: 'lost' },
      { odds: 3000, result: 'lost' },
      { odds: 1500, result: 'pending' },
    ];
    expect(settleSystem(300, legs, { totalCount: 3, winCount: 2 })).toEqual({
      settled: true,
      payout: 0,
      result: 'lose',
    });
    expect(
      settleSystem(300, legs.slice(1).concat({ odds: 1200, result: 'won' }), { totalCount: 3, winCount: 2 }),
    ).toEqual({
      settled: false,
      reason: 'pending',
    });
  });

  it('refuses a system type that does not fit its legs', () => {
    expect(settleSystem(300, [{ odds: 2000, result: 'won' }], { totalCount: 3, winCount: 2 })).toEqual({
      settled: false,
      reason: 'invalid_bet',
    });
  });

  it('system payouts equal the line-by-line exact computation', () => {
    const systemCase = fc.integer({ min: 3, max: 7 }).chain((n) =>
      fc.record({
        legs: fc.array(leg, { minLength: n, maxLength: n }),
        k: fc.integer({ min: 2, max: n - 1 }),
        stake: stakeArb,
      }),
    );
    fc.assert(
      fc.property(systemCase, ({ legs, k, stake }) => {
        const settlement = settleSystem(stake, legs, { totalCount: legs.length, winCount: k });
        if (!settlement.settled) throw new Error('every leg has a result');
        const lines = lexSubsets(legs.length, k);
        const count = BigInt(binomial(legs.length, k));
        const expected = lines.reduce((sum, line, index) => {
          const base = BigInt(stake) / count;
          const lineStake = BigInt(index) < BigInt(stake) % count ? base + 1n : base;
          return (
            sum +
            exactPayout(
              lineStake,
              line.map((i) => legs[i] ?? { odds: 1000, result: 'void' }),
            )
          );
        }, 0n);
        expect(BigInt(settlement.payout)).toBe(expected);
        expect(settlement.result).toBe(betResult(stake, settlement.payout));
      }),
    );
  });

  it('a fully won system pays its potential return; an all-void system refunds the stake', () => {
    const odds = [2000, 1800, 2500, 1300];
    const type = { totalCount: 4, winCount: 2 };
    const won = settleSystem(
      1200,
      odds.map((o) => ({ odds: o, result: 'won' })),
      type,
    );
    expect(won).toMatchObject({ payout: systemPotentialReturn(odds, type, 1200), result: 'win' });
    const voided = settleSystem(
      1201,
      odds.map((o) => ({ odds: o, result: 'void' })),
      type,
    );
    expect(voided).toEqual({ settled: true, payout: 1201, result: 'refund' });
  });
});

describe('settlement: custom bets and results', () => {
  it('custom bets pay the quote when all legs win, lose on a lost leg, refund otherwise', () => {
    const won = [
      { odds: 1500, result: 'won' as const },
      { odds: 1800, result: 'won' as const },
    ];
    expect(settleCustomBet(1000, won, 3100)).toEqual({ settled: true, payout: 3100, result: 'win' });
    expect(settleCustomBet(1000, [...won, { odds: 1500, result: 'half_lost' }], 3100)).toMatchObject({
      payout: 0,
      result: 'lose',
    });
    expect(settleCustomBet(1000, [...won, { odds: 1500, result: 'void' }], 3100)).toMatchObject({
      payout: 1000,
      result: 'refund',
    });
    expect(settleBet({ betType: 'custom_bet', stake: 1000, legs: won })).toEqual({
      settled: false,
      reason: 'invalid_bet',
    });
  });

  it('a payout is never negative, a loss pays nothing, a win pays more than the stake', () => {
    const anyBet = fc.oneof(
      fc.record({
        betType: fc.constant('combo' as const),
        legs: fc.array(leg, { minLength: 1, maxLength: 6 }),
      }),
      fc.integer({ min: 3, max: 6 }).chain((n) =>
        fc.record({
          betType: fc.constant('system' as const),
          legs: fc.array(leg, { minLength: n, maxLength: n }),
          systemType: fc.integer({ min: 2, max: n - 1 }).map((k) => ({ totalCount: n, winCount: k })),
        }),
      ),
    );
    fc.assert(
      fc.property(anyBet, stakeArb, (bet, stake) => {
        const settlement = settleBet({ ...bet, stake });
        if (!settlement.settled) throw new Error('every leg has a result');
        expect(settlement.payout).toBeGreaterThanOrEqual(0);
        if (settlement.result === 'lose') expect(settlement.payout).toBe(0);
        if (settlement.result === 'win') expect(settlement.payout).toBeGreaterThan(stake);
        if (settlement.result === 'refund') {
          expect(settlement.payout).toBeGreaterThan(0);
          expect(settlement.payout).toBeLessThanOrEqual(stake);
        }
      }),
    );
  });

  it('settling leaves its input untouched and gives the same answer again (idempotent)', () => {
    fc.assert(
      fc.property(fc.array(leg, { minLength: 1, maxLength: 6 }), stakeArb, (legs, stake) => {
        const copy = structuredClone(legs);
        const first = settleCombo(stake, legs);
        expect(legs).toEqual(copy);
        expect(settleCombo(stake, legs)).toEqual(first);
      }),
    );
  });
});
