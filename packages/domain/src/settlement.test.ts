import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combineOdds, potentialReturn } from './odds';
import {
  type LegResult,
  legResultFromVoidFactor,
  type SettlementLeg,
  settleBet,
  settleCombo,
  settledOdds,
} from './settlement';
import { exactPayout, leg, stakeArb } from './testing/exact-settlement';

describe('settlement: leg effective odds', () => {
  it('void legs drop out and the odds are recomputed from the rest', () => {
    expect(
      settledOdds([
        { odds: 2000, result: 'won' },
        { odds: 3000, result: 'void' },
      ]),
    ).toBe(2000);
    expect(settledOdds([{ odds: 3000, result: 'void' }])).toBe(1000);
  });

  it('half won counts (odds + 1000) / 2, half lost counts 500, lost counts 0', () => {
    expect(settledOdds([{ odds: 2000, result: 'half_won' }])).toBe(1500);
    expect(settledOdds([{ odds: 1901, result: 'half_won' }])).toBe(1450); // 1450.5 truncated once
    expect(settledOdds([{ odds: 2000, result: 'half_lost' }])).toBe(500);
    expect(
      settledOdds([
        { odds: 2000, result: 'won' },
        { odds: 2000, result: 'lost' },
      ]),
    ).toBe(0);
  });

  it('truncates the combined halves once, not per leg', () => {
    // 1.9005 x 1.9005 = 3.61190025 -> 3611; truncating each leg first would give 1.900^2 = 3.610.
    expect(
      settledOdds([
        { odds: 2801, result: 'half_won' },
        { odds: 2801, result: 'half_won' },
      ]),
    ).toBe(3611);
  });

  it('maps feed void factors to leg results', () => {
    expect(legResultFromVoidFactor('won')).toBe('won');
    expect(legResultFromVoidFactor('lost', 0.5)).toBe('half_lost');
    expect(legResultFromVoidFactor('won', 0.5)).toBe('half_won');
    expect(legResultFromVoidFactor('won', 1)).toBe('void');
    expect(legResultFromVoidFactor('won', 0.25)).toBeUndefined();
  });
});

describe('settlement: singles and combos', () => {
  it('a won single pays stake x odds, a lost single pays nothing, a void single refunds', () => {
    expect(settleBet({ betType: 'single', stake: 1000, legs: [{ odds: 2150, result: 'won' }] })).toEqual({
      settled: true,
      payout: 2150,
      result: 'win',
    });
    expect(settleBet({ betType: 'single', stake: 1000, legs: [{ odds: 2150, result: 'lost' }] })).toEqual({
      settled: true,
      payout: 0,
      result: 'lose',
    });
    expect(settleBet({ betType: 'single', stake: 1000, legs: [{ odds: 2150, result: 'void' }] })).toEqual({
      settled: true,
      payout: 1000,
      result: 'refund',
    });
  });

  it('a half-lost single returns half the stake as a partial refund', () => {
    expect(
      settleBet({ betType: 'single', stake: 1000, legs: [{ odds: 1900, result: 'half_lost' }] }),
    ).toEqual({
      settled: true,
      payout: 500,
      result: 'refund',
    });
  });

  it('a combo with a lost leg settles as lost even while other legs are pending', () => {
    const legs: SettlementLeg[] = [
      { odds: 2000, result: 'pending' },
      { odds: 1500, result: 'lost' },
    ];
    expect(settleCombo(500, legs)).toEqual({ settled: true, payout: 0, result: 'lose' });
    expect(
      settleCombo(500, [
        { odds: 2000, result: 'pending' },
        { odds: 1500, result: 'won' },
      ]),
    ).toEqual({
      settled: false,
      reason: 'pending',
    });
  });

  it('a fully won combo pays exactly its placed potential return', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1001, max: 25_000 }), { minLength: 1, maxLength: 10 }),
        stakeArb,
        (odds, stake) => {
          const potential = potentialReturn(stake, combineOdds(odds));
          const settlement = settleCombo(
            stake,
            odds.map((o) => ({ odds: o, result: 'won' })),
          );
          expect(settlement).toMatchObject({ settled: true, payout: potential });
          // Placement refuses bets whose return does not exceed the stake; those that pass win.
          expect(settlement).toMatchObject({ result: potential > stake ? 'win' : 'refund' });
        },
      ),
    );
  });

  it('a won bet whose truncated return equals its stake counts as a refund (placement refuses it)', () => {
    expect(settleCombo(1, [{ odds: 1001, result: 'won' }])).toEqual({
      settled: true,
      payout: 1,
      result: 'refund',
    });
  });

  it('combo payouts equal an exact rational computation with the same truncation', () => {
    fc.assert(
      fc.property(fc.array(leg, { minLength: 1, maxLength: 8 }), stakeArb, (legs, stake) => {
        const settlement = settleCombo(stake, legs);
        if (!settlement.settled) throw new Error('every leg has a result');
        expect(BigInt(settlement.payout)).toBe(exactPayout(BigInt(stake), legs));
      }),
    );
  });

  it('an all-void combo refunds the stake', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1001, max: 25_000 }), { minLength: 1, maxLength: 10 }),
        stakeArb,
        (odds, stake) => {
          expect(
            settleCombo(
              stake,
              odds.map((o) => ({ odds: o, result: 'void' })),
            ),
          ).toEqual({
            settled: true,
            payout: stake,
            result: 'refund',
          });
        },
      ),
    );
  });

  it('a better leg result never lowers the payout (lost < half_lost < void < half_won < won)', () => {
    const order: LegResult[] = ['lost', 'half_lost', 'void', 'half_won', 'won'];
    fc.assert(
      fc.property(fc.array(leg, { minLength: 1, maxLength: 6 }), fc.nat(), stakeArb, (legs, pick, stake) => {
        const index = pick % legs.length;
        const payouts = order.map((result) => {
          const s = settleCombo(
            stake,
            legs.map((l, i) => (i === index ? { ...l, result } : l)),
          );
          return s.settled ? s.payout : -1;
        });
        for (let i = 1; i < payouts.length; i++)
          expect(payouts[i]).toBeGreaterThanOrEqual(payouts[i - 1] ?? 0);
      }),
    );
  });

  it('applies a comboboost only when every counted leg is fully won', () => {
    const won = [
      { odds: 2000, result: 'won' as const },
      { odds: 2000, result: 'won' as const },
    ];
    expect(settleCombo(1000, won, 1100)).toMatchObject({ payout: 4400 });
    expect(settleCombo(1000, [...won, { odds: 2000, result: 'void' }], 1100)).toMatchObject({ payout: 4400 });
    expect(settleCombo(1000, [...won, { odds: 2000, result: 'half_won' }], 1100)).toMatchObject({
      payout: 6000,
    });
  });
});
