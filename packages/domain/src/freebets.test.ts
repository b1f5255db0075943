import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type FreebetCandidate,
  type FreebetTerms,
  freebetPayout,
  freebetPlacementCheck,
  freebetPotentialWin,
  freebetSuitability,
} from './freebets';

const NOW = Date.UTC(2026, 10, 22, 12);
const terms: FreebetTerms = {
  status: 'active',
  currency: 'EUR',
  amount: 500,
  minOdds: 1500,
  maxOdds: null,
  selectionCountFrom: 1,
  selectionCountTo: null,
  matchStatus: 'any',
  validTo: NOW + 30 * 86_400_000,
};
const single: FreebetCandidate = { betType: 'single', currency: 'EUR', odds: 2000, legs: [{ live: false }] };

describe('freebet suitability', () => {
  it('accepts a single at or above the minimum odds', () => {
    expect(freebetSuitability(terms, single, NOW)).toEqual({ ok: true });
    expect(freebetSuitability(terms, { ...single, odds: 1500 }, NOW)).toEqual({ ok: true });
  });

  it('names the first rule a bet breaks', () => {
    const cases: [Partial<FreebetTerms>, Partial<FreebetCandidate>, string][] = [
      [{ status: 'used' }, {}, 'not_active'],
      [{ status: 'expired' }, {}, 'expired'],
      [{ validTo: NOW }, {}, 'expired'],
      [{}, { currency: 'USD' }, 'currency'],
      [{}, { betType: 'system' }, 'bet_type'],
      [{}, { betType: 'custom_bet' }, 'bet_type'],
      [{}, { odds: 1499 }, 'odds_too_low'],
      [{}, { odds: undefined }, 'odds_too_low'],
      [{ maxOdds: 3000 }, { odds: 3001 }, 'odds_too_high'],
      [{ selectionCountFrom: 2 }, {}, 'selection_count'],
      [
        { selectionCountTo: 2 },
        { betType: 'combo', legs: [{ live: false }, { live: false }, { live: false }] },
        'selection_count',
      ],
      [{}, { legs: [] }, 'selection_count'],
      [{ matchStatus: 'prematch' }, { legs: [{ live: true }] }, 'match_status'],
      [{ matchStatus: 'live' }, { legs: [{ live: false }] }, 'match_status'],
    ];
    for (const [t, b, reason] of cases) {
      expect(freebetSuitability({ ...terms, ...t }, { ...single, ...b }, NOW)).toEqual({ ok: false, reason });
    }
  });

  it('agrees with each rule taken alone (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          minOdds: fc.option(fc.integer({ min: 1001, max: 5000 }), { nil: null }),
          maxOdds: fc.option(fc.integer({ min: 1001, max: 50_000 }), { nil: null }),
          from: fc.integer({ min: 1, max: 5 }),
          to: fc.option(fc.integer({ min: 1, max: 10 }), { nil: null }),
          matchStatus: fc.constantFrom('prematch' as const, 'live' as const, 'any' as const),
        }),
        fc.record({
          betType: fc.constantFrom(
            'single' as const,
            'combo' as const,
            'system' as const,
            'custom_bet' as const,
          ),
          odds: fc.integer({ min: 1001, max: 100_000 }),
          legs: fc.array(fc.record({ live: fc.boolean() }), { minLength: 1, maxLength: 8 }),
        }),
        (t, b) => {
          const freebet: FreebetTerms = {
            ...terms,
            minOdds: t.minOdds,
            maxOdds: t.maxOdds,
            selectionCountFrom: t.from,
            selectionCountTo: t.to,
            matchStatus: t.matchStatus,
          };
          const bet: FreebetCandidate = { currency: 'EUR', ...b };
          const expected =
            (b.betType === 'single' || b.betType === 'combo') &&
            b.legs.length >= t.from &&
            (t.to === null || b.legs.length <= t.to) &&
            (t.minOdds === null || b.odds >= t.minOdds) &&
            (t.maxOdds === null || b.odds <= t.maxOdds) &&
            (t.matchStatus === 'any' || b.legs.every((leg) => leg.live === (t.matchStatus === 'live')));
          expect(freebetSuitability(freebet, bet, NOW).ok).toBe(expected);
        },
      ),
    );
  });

  it('placement also needs the stake to be the freebet amount', () => {
    expect(freebetPlacementCheck(terms, { ...single, stake: 500 }, NOW)).toEqual({ ok: true });
    expect(freebetPlacementCheck(terms, { ...single, stake: 499 }, NOW)).toEqual({
      ok: false,
      reason: 'stake_mismatch',
    });
    expect(freebetPlacementCheck(terms, { ...single, odds: 1200, stake: 501 }, NOW)).toEqual({
      ok: false,
      reason: 'odds_too_low',
    });
  });
});

describe('freebet payout', () => {
  it('a win pays the profit only, a loss and a refund pay nothing', () => {
    expect(freebetPayout(1000, 500, 'win')).toBe(500);
    expect(freebetPayout(0, 500, 'lose')).toBe(0);
    expect(freebetPayout(500, 500, 'refund')).toBe(0);
    // Half lost: half the stake comes back, less than the stake: nothing to pay.
    expect(freebetPayout(250, 500, 'lose')).toBe(0);
  });

  it('never pays more than the cash bet would and never below zero (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.constantFrom('win' as const, 'lose' as const, 'refund' as const),
        (stake, settled, result) => {
          const paid = freebetPayout(settled, stake, result);
          expect(paid).toBeGreaterThanOrEqual(0);
          expect(paid).toBeLessThanOrEqual(settled);
          if (result !== 'refund') expect(paid).toBe(Math.max(0, settled - stake));
        },
      ),
    );
  });

  it('the slip shows the profit of the potential return', () => {
    expect(freebetPotentialWin(1075, 500)).toBe(575);
    expect(freebetPotentialWin(400, 500)).toBe(0);
  });
});
