import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canMoveLevel,
  contributionOf,
  drawFromDigest,
  jackpotDisqualification,
  jackpotHitReason,
  levelAfterBet,
  levelSettingsProblem,
  PPM,
  splitContribution,
} from './jackpots';

const terms = { currency: 'EUR', minStake: 100, minOdds: 1500, sportKeys: ['football'] };
const bet = { currency: 'EUR', stake: 100, odds: 1500, legSportKeys: ['football'], freebet: false };

describe('jackpot qualification', () => {
  it('takes a bet that meets every condition', () => {
    expect(jackpotDisqualification(terms, bet)).toBeNull();
  });
  it('names the first condition a bet misses', () => {
    expect(jackpotDisqualification(terms, { ...bet, freebet: true })).toBe('freebet');
    expect(jackpotDisqualification(terms, { ...bet, currency: 'USD' })).toBe('currency');
    expect(jackpotDisqualification(terms, { ...bet, stake: 99 })).toBe('stake');
    expect(jackpotDisqualification(terms, { ...bet, odds: 1499 })).toBe('odds');
    expect(jackpotDisqualification(terms, { ...bet, odds: null })).toBe('odds');
    expect(jackpotDisqualification(terms, { ...bet, legSportKeys: ['football', 'tennis'] })).toBe('sport');
  });
  it('takes any sport and any odds when the terms name none', () => {
    const open = { ...terms, minOdds: 0, sportKeys: [] };
    expect(jackpotDisqualification(open, { ...bet, odds: null, legSportKeys: ['tennis'] })).toBeNull();
  });
});

describe('jackpot contributions', () => {
  it('rounds the share of a stake down', () => {
    expect(contributionOf(1_999, 100)).toBe(19);
    expect(contributionOf(0, 100)).toBe(0);
    expect(contributionOf(1_000_000_000_000_000, 10_000)).toBe(1_000_000_000_000_000);
  });
  it('refuses a share outside 0..10,000 basis points', () => {
    expect(() => contributionOf(100, 10_001)).toThrow(RangeError);
    expect(() => contributionOf(-1, 100)).toThrow(RangeError);
  });
  it('splits by largest remainder, ties to the earlier level', () => {
    expect(splitContribution(10, [5_000, 3_000, 2_000])).toEqual([5, 3, 2]);
    expect(splitContribution(1, [5_000, 5_000])).toEqual([1, 0]);
    expect(splitContribution(7, [3_333, 3_333, 3_334])).toEqual([2, 2, 3]);
    expect(splitContribution(5, [0, 0])).toEqual([0, 0]);
  });
  it('never creates or loses a minor unit: the parts sum to the total, each within one of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000_000 }),
        fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 6 }),
        (total, weights) => {
          const parts = splitContribution(total, weights);
          const sum = weights.reduce((a, w) => a + w, 0);
          expect(parts.reduce((a, p) => a + p, 0)).toBe(sum === 0 ? 0 : total);
          parts.forEach((part, i) => {
            expect(part).toBeGreaterThanOrEqual(0);
            if (sum > 0) expect(Math.abs(part - (total * (weights[i] ?? 0)) / sum)).toBeLessThan(1 + 1e-6);
          });
        },
      ),
    );
  });
});

describe('jackpot hits', () => {
  it('reads the draw from the first 48 bits of the digest', () => {
    expect(drawFromDigest(new Uint8Array(32))).toBe(0);
    expect(drawFromDigest(new Uint8Array(32).fill(255))).toBe(PPM - 1);
    const half = new Uint8Array(32);
    half[0] = 0x80;
    expect(drawFromDigest(half)).toBe(PPM / 2);
  });
  it('hits when forced, when the pool reaches its must-drop amount, or when the draw is below the probability', () => {
    const rule = { poolAfter: 100, mustDropBy: 1_000, hitProbabilityPpm: 10, forced: false };
    expect(jackpotHitReason(rule, 10)).toBeNull();
    expect(jackpotHitReason(rule, 9)).toBe('draw');
    expect(jackpotHitReason({ ...rule, forced: true }, 500_000)).toBe('forced');
    expect(jackpotHitReason({ ...rule, poolAfter: 1_000 }, 500_000)).toBe('must_drop');
    expect(jackpotHitReason({ ...rule, mustDropBy: null, poolAfter: 10 ** 12 }, 500_000)).toBeNull();
  });
  it('a must-drop level always drops by its amount: the pool never stays at or above it, and each hit pays the pool', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 5_000 }), fc.integer({ min: 0, max: PPM - 1 })), {
          maxLength: 200,
        }),
        (seed, above, bets) => {
          const level = { seedAmount: seed, mustDropBy: seed + above, hitProbabilityPpm: 0 };
          let pool = seed;
          let contributed = 0;
          let paid = 0;
          let seeded = seed;
          for (const [contribution, draw] of bets) {
            const outcome = levelAfterBet(pool, contribution, level, draw, false);
            contributed += contribution;
            if (outcome.poolAfterContribution >= level.mustDropBy) {
              expect(outcome.hit).toEqual({ reason: 'must_drop', amount: outcome.poolAfterContribution });
            }
            if (outcome.hit) {
              paid += outcome.hit.amount;
              seeded += level.seedAmount;
            }
            pool = outcome.poolNext;
            expect(pool).toBeLessThan(level.mustDropBy);
          }
          // Money kept: what went in (seeds and contributions) is the pool plus what was paid.
          expect(seeded + contributed).toBe(pool + paid);
        },
      ),
    );
  });
});

describe('jackpot level settings and states', () => {
  it('refuses a must-drop amount not above the seed and a probability out of range', () => {
    const ok = { seedAmount: 100, mustDropBy: 101, hitProbabilityPpm: 0, weightBp: 10_000 };
    expect(levelSettingsProblem(ok)).toBeNull();
    expect(levelSettingsProblem({ ...ok, mustDropBy: 100 })).toMatch(/must_drop_by/);
    expect(levelSettingsProblem({ ...ok, hitProbabilityPpm: PPM + 1 })).toMatch(/probability/);
  });
  it('keeps a finished level finished', () => {
    expect(canMoveLevel('active', 'paused')).toBe(true);
    expect(canMoveLevel('paused', 'active')).toBe(true);
    expect(canMoveLevel('finished', 'active')).toBe(false);
    expect(canMoveLevel('created', 'paused')).toBe(false);
  });
});
