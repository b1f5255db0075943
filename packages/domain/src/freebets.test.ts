import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FREEBET_KINDS, type FreebetKind } from './bonus-kinds';
import {
  boostedFreebetAmount,
  type FreebetBoostState,
  type FreebetCandidate,
  type FreebetTerms,
  freebetBoostRefusal,
  freebetPayout,
  freebetPlacementCheck,
  freebetPotentialWin,
  freebetSettlement,
  freebetSuitability,
  isBoostMultiplier,
} from './freebets';
import { type SettlementLeg, settleCombo } from './settlement';

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
      [{ bonusStatus: 'deactivated' }, {}, 'deactivated'],
      [{ bonusStatus: 'overridden' }, {}, 'overridden'],
      [{ bonusStatus: 'not_available' }, {}, 'not_available'],
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

describe('what each freebet kind pays', () => {
  const STAKE = 500;
  /** The cash return of a combo staked 5.00, legs at 2.000 (settlement's rules). */
  const cashReturn = (...results: SettlementLeg['result'][]) => {
    const settled = settleCombo(
      STAKE,
      results.map((result) => ({ odds: 2000, result })),
    );
    if (!settled.settled) throw new Error('unsettled');
    return settled.payout;
  };
  const win = cashReturn('won', 'won'); // 20.00
  const loss = cashReturn('won', 'lost'); // 0
  const refund = cashReturn('void', 'void'); // 5.00
  const halfWin = cashReturn('won', 'half_won'); // 5.00 x 2 x 1.5 = 15.00
  const halfLoss = cashReturn('void', 'half_lost'); // 2.50
  const pays = (kind: FreebetKind, settledReturn: number) => freebetSettlement(kind, settledReturn, STAKE);
  const cash = (amount: number) => ({ cash: amount, freebetBack: false, newFreebet: 0 });
  const back = { cash: 0, freebetBack: true, newFreebet: 0 };
  const reissue = { cash: 0, freebetBack: false, newFreebet: STAKE };

  it('freebet and freebet_only_win: the profit of a win, the freebet back on a refund, nothing else', () => {
    expect([win, loss, refund, halfWin, halfLoss]).toEqual([2000, 0, 500, 1500, 250]);
    for (const kind of ['freebet', 'freebet_only_win'] as const) {
      expect(pays(kind, win)).toEqual(cash(1500));
      expect(pays(kind, halfWin)).toEqual(cash(1000));
      expect(pays(kind, loss)).toEqual(cash(0));
      expect(pays(kind, halfLoss)).toEqual(cash(0));
      expect(pays(kind, refund)).toEqual(back);
    }
  });

  it('freebet_all_win: the whole return, the freebet back on a refund', () => {
    expect(pays('freebet_all_win', win)).toEqual(cash(2000));
    expect(pays('freebet_all_win', halfWin)).toEqual(cash(1500));
    expect(pays('freebet_all_win', halfLoss)).toEqual(cash(250));
    expect(pays('freebet_all_win', loss)).toEqual(cash(0));
    expect(pays('freebet_all_win', refund)).toEqual(back);
  });

  it('freebet_no_risk: the profit of a win; a loss or half loss gives the stake back as a new freebet', () => {
    expect(pays('freebet_no_risk', win)).toEqual(cash(1500));
    expect(pays('freebet_no_risk', halfWin)).toEqual(cash(1000));
    expect(pays('freebet_no_risk', loss)).toEqual(reissue);
    expect(pays('freebet_no_risk', halfLoss)).toEqual(reissue);
    expect(pays('freebet_no_risk', refund)).toEqual(back);
  });

  it('freebetPayout answers the cash of each kind and keeps the plain rule by default', () => {
    expect(freebetPayout(win, STAKE, 'win')).toBe(1500);
    expect(freebetPayout(win, STAKE, 'win', 'freebet_all_win')).toBe(2000);
    expect(freebetPayout(halfLoss, STAKE, 'refund', 'freebet_all_win')).toBe(250);
    expect(freebetPayout(refund, STAKE, 'refund', 'freebet_all_win')).toBe(0);
    expect(freebetPayout(loss, STAKE, 'lose', 'freebet_no_risk')).toBe(0);
  });

  it('the slip shows the whole return for all_win and the profit for the other kinds', () => {
    expect(freebetPotentialWin(1075, 500, 'freebet_all_win')).toBe(1075);
    for (const kind of ['freebet', 'freebet_only_win', 'freebet_no_risk'] as const) {
      expect(freebetPotentialWin(1075, 500, kind)).toBe(575);
    }
  });

  it('no kind pays more cash than the cash bet; all_win at least only_win; a refund pays no cash (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FREEBET_KINDS),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        (kind, stake, someReturn) => {
          for (const settledReturn of [someReturn, stake, 0, Math.floor(stake / 2)]) {
            const paid = freebetSettlement(kind, settledReturn, stake);
            expect(paid.cash).toBeGreaterThanOrEqual(0);
            expect(paid.cash).toBeLessThanOrEqual(settledReturn);
            expect(paid.newFreebet).toBeLessThanOrEqual(stake);
            const allWin = freebetSettlement('freebet_all_win', settledReturn, stake);
            const onlyWin = freebetSettlement('freebet_only_win', settledReturn, stake);
            expect(allWin.cash).toBeGreaterThanOrEqual(onlyWin.cash);
            if (settledReturn === stake) expect(paid).toEqual({ cash: 0, freebetBack: true, newFreebet: 0 });
            else expect(paid.freebetBack).toBe(false);
          }
        },
      ),
    );
  });
});

describe('freebet boost', () => {
  const state: FreebetBoostState = {
    status: 'active',
    validTo: NOW + 1,
    boostMultiplier: 1500,
    boosted: false,
  };

  it('multiplies the amount, rounding down to the minor unit', () => {
    expect(boostedFreebetAmount(500, 1500)).toBe(750);
    expect(boostedFreebetAmount(333, 1500)).toBe(499);
    expect(boostedFreebetAmount(1, 1999)).toBe(1);
  });

  it('a multiplier is an integer above x1', () => {
    expect(isBoostMultiplier(1001)).toBe(true);
    expect(isBoostMultiplier(1000)).toBe(false);
    expect(isBoostMultiplier(1500.5)).toBe(false);
    expect(isBoostMultiplier('1500')).toBe(false);
  });

  it('boosts once, an active freebet whose campaign allows it', () => {
    expect(freebetBoostRefusal(state, NOW)).toBeUndefined();
    expect(freebetBoostRefusal({ ...state, boostMultiplier: null }, NOW)).toBe('not_boostable');
    expect(freebetBoostRefusal({ ...state, boostMultiplier: 900 }, NOW)).toBe('not_boostable');
    expect(freebetBoostRefusal({ ...state, boosted: true }, NOW)).toBe('already_boosted');
    expect(freebetBoostRefusal({ ...state, status: 'used' }, NOW)).toBe('not_active');
    expect(freebetBoostRefusal({ ...state, ended: true }, NOW)).toBe('not_active');
    expect(freebetBoostRefusal({ ...state, status: 'expired' }, NOW)).toBe('expired');
    expect(freebetBoostRefusal(state, NOW + 1)).toBe('expired');
  });

  it('the boosted amount is never below the amount nor above the exact product (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 ** 9 }),
        fc.integer({ min: 1001, max: 10_000 }),
        (amount, m) => {
          const boosted = boostedFreebetAmount(amount, m);
          expect(boosted).toBeGreaterThanOrEqual(amount);
          expect(BigInt(boosted) * 1000n).toBeLessThanOrEqual(BigInt(amount) * BigInt(m));
          expect((BigInt(boosted) + 1n) * 1000n).toBeGreaterThan(BigInt(amount) * BigInt(m));
        },
      ),
    );
  });
});
