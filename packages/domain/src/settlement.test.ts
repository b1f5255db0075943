import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combineOdds, potentialReturn } from './odds';
import {
  betResult,
  type LegResult,
  legResultFromVoidFactor,
  type SettlementLeg,
  settleBet,
  settleCombo,
  settleCustomBet,
  settledOdds,
  settleSystem,
} from './settlement';
import { binomial, systemPotentialReturn } from './system-bets';

/** Exact effective factor of a leg as a fraction of bigints, independent of the implementation. */
function factor(odds: number, result: LegResult): [bigint, bigint] {
  switch (result) {
    case 'won':
      return [BigInt(odds), 1000n];
    case 'lost':
      return [0n, 1n];
    case 'void':
      return [1n, 1n];
    case 'half_won':
      return [BigInt(odds) + 1000n, 2000n];
    case 'half_lost':
      return [1n, 2n];
  }
}

/** Combined odds in thousandths, truncated once, then the payout truncated: the spec's rule. */
function exactPayout(stake: bigint, legs: { odds: number; result: LegResult }[]): bigint {
  let num = 1n;
  let den = 1n;
  for (const leg of legs) {
    const [n, d] = factor(leg.odds, leg.result);
    num *= n;
    den *= d;
  }
  const thousandths = (num * 1000n) / den;
  return (stake * thousandths) / 1000n;
}

function lexSubsets(n: number, k: number, start = 0): number[][] {
  if (k === 0) return [[]];
  const out: number[][] = [];
  for (let i = start; i <= n - k; i++) for (const rest of lexSubsets(n, k - 1, i + 1)) out.push([i, ...rest]);
  return out;
}

const legResult = fc.constantFrom<LegResult>('won', 'lost', 'void', 'half_won', 'half_lost');
const leg = fc.record({ odds: fc.integer({ min: 1001, max: 25_000 }), result: legResult });
const stakeArb = fc.integer({ min: 1, max: 100_000_000 });

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
