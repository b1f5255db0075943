import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CashoutBet,
  type CashoutConfig,
  type CashoutLeg,
  cashoutCap,
  cashoutOffer,
  checkCashoutRequest,
  meetsMinCashoutShare,
  minCashoutStake,
  partialCashout,
} from './cashout';
import { combineOdds, potentialReturn } from './odds';

const config: CashoutConfig = { marginBp: 500, minShareBp: 1000 };

function open(placedOdds: number, currentOdds: number): CashoutLeg {
  return { placedOdds, currentOdds, state: 'open' };
}

function bet(legs: CashoutLeg[], stake = 1000): CashoutBet {
  return { betType: legs.length === 1 ? 'single' : 'combo', status: 'waiting_results', stake, legs };
}

const openLeg = fc.record({
  placedOdds: fc.integer({ min: 1001, max: 20_000 }),
  currentOdds: fc.integer({ min: 1001, max: 20_000 }),
  state: fc.constant('open' as const),
});
const settledLeg = fc.record({
  placedOdds: fc.integer({ min: 1001, max: 20_000 }),
  currentOdds: fc.constant(0),
  state: fc.constantFrom('won' as const, 'void' as const, 'half_won' as const, 'half_lost' as const),
});
const cashoutBet = fc
  .record({
    open: fc.array(openLeg, { minLength: 1, maxLength: 5 }),
    settled: fc.array(settledLeg, { maxLength: 3 }),
    stake: fc.integer({ min: 1, max: 100_000_000 }),
  })
  .map(({ open: o, settled, stake }) => bet([...settled, ...o], stake));
const margin = fc.integer({ min: 0, max: 3000 });

describe('cash-out offer', () => {
  it('prices a single as stake x placed odds / current odds less the margin', () => {
    // 10.00 at 3.000, now 2.000: fair 15.00, less 5% = 14.25
    expect(cashoutOffer(bet([open(3000, 2000)]), config)).toEqual({ available: true, amount: 1425 });
    // without margin, price unchanged: the stake back
    expect(cashoutOffer(bet([open(2500, 2500)]), { ...config, marginBp: 0 })).toEqual({
      available: true,
      amount: 1000,
    });
  });

  it('fixes legs already won at their placed odds and drops void legs', () => {
    const won: CashoutLeg = { placedOdds: 2000, currentOdds: 0, state: 'won' };
    const voided: CashoutLeg = { placedOdds: 4000, currentOdds: 0, state: 'void' };
    // 10.00 x 2.000 (won) x 1.800/1.500 = 24.00, no margin
    expect(cashoutOffer(bet([won, voided, open(1800, 1500)]), { ...config, marginBp: 0 })).toEqual({
      available: true,
      amount: 2400,
    });
  });

  it('prices a boosted combo at its bonus odds, capped at the boosted return', () => {
    const won: CashoutLeg = { placedOdds: 2000, currentOdds: 0, state: 'won' };
    // 10.00 x 2.000 (won) x 1.800/1.500 x 1.100 (boost) = 26.40, no margin
    expect(
      cashoutOffer({ ...bet([won, open(1800, 1500)]), boostOdds: 1100 }, { ...config, marginBp: 0 }),
    ).toEqual({ available: true, amount: 2640 });
    // Prices that fell since placement: the offer is the boosted return, never above it.
    const boosted = { ...bet([open(2000, 1000), open(2000, 1000)]), boostOdds: 1100 };
    expect(cashoutOffer(boosted, { ...config, marginBp: 0 })).toEqual({ available: true, amount: 4400 });
    expect(cashoutCap(boosted)).toBe(4400);
  });

  it('is unavailable while a leg is suspended or lost, when the bet is not open, or for systems', () => {
    const lost: CashoutLeg = { placedOdds: 2000, currentOdds: 0, state: 'lost' };
    const suspended: CashoutLeg = { placedOdds: 2000, currentOdds: 2100, state: 'suspended' };
    expect(cashoutOffer(bet([lost, open(2000, 1800)]), config)).toEqual({
      available: false,
      reason: 'leg_lost',
    });
    expect(cashoutOffer(bet([suspended, open(2000, 1800)]), config)).toEqual({
      available: false,
      reason: 'leg_suspended',
    });
    expect(cashoutOffer({ ...bet([open(2000, 1800)]), status: 'done' }, config)).toEqual({
      available: false,
      reason: 'bet_not_open',
    });
    expect(cashoutOffer({ ...bet([open(2000, 1800)]), status: 'cashout_in_progress' }, config)).toMatchObject(
      {
        reason: 'bet_not_open',
      },
    );
    expect(
      cashoutOffer(
        { ...bet([open(2000, 1800), open(2000, 1800), open(2000, 1800)]), betType: 'system' },
        config,
      ),
    ).toMatchObject({ reason: 'unsupported_bet_type' });
    // A freebet stake is not the player's money: nothing to sell back.
    expect(cashoutOffer({ ...bet([open(2000, 1800)]), freebet: true }, config)).toMatchObject({
      reason: 'unsupported_bet_type',
    });
    expect(cashoutOffer(bet([{ placedOdds: 2000, currentOdds: 0, state: 'won' }]), config)).toMatchObject({
      reason: 'no_open_legs',
    });
  });

  it('never exceeds the potential return', () => {
    expect(cashoutCap(bet([open(2000, 1500), open(1500, 1500)]))).toBe(
      potentialReturn(1000, combineOdds([2000, 1500])),
    );
    fc.assert(
      fc.property(cashoutBet, margin, (b, m) => {
        const offer = cashoutOffer(b, { ...config, marginBp: m });
        if (!offer.available) throw new Error('offer expected');
        expect(offer.amount).toBeGreaterThanOrEqual(0);
        expect(offer.amount).toBeLessThanOrEqual(cashoutCap(b));
      }),
    );
  });

  it('is monotone: higher current odds on a leg never raise the offer', () => {
    fc.assert(
      fc.property(cashoutBet, fc.nat(), fc.integer({ min: 1, max: 5000 }), margin, (b, pick, rise, m) => {
        const openIndexes = b.legs.flatMap((l, i) => (l.state === 'open' ? [i] : []));
        const index = openIndexes[pick % openIndexes.length] ?? 0;
        const higher = {
          ...b,
          legs: b.legs.map((l, i) => (i === index ? { ...l, currentOdds: l.currentOdds + rise } : l)),
        };
        const before = cashoutOffer(b, { ...config, marginBp: m });
        const after = cashoutOffer(higher, { ...config, marginBp: m });
        if (!before.available || !after.available) throw new Error('offers expected');
        expect(after.amount).toBeLessThanOrEqual(before.amount);
      }),
    );
  });

  it('a larger margin never raises the offer', () => {
    fc.assert(
      fc.property(cashoutBet, margin, margin, (b, m1, m2) => {
        const low = cashoutOffer(b, { ...config, marginBp: Math.min(m1, m2) });
        const high = cashoutOffer(b, { ...config, marginBp: Math.max(m1, m2) });
        if (!low.available || !high.available) throw new Error('offers expected');
        expect(high.amount).toBeLessThanOrEqual(low.amount);
      }),
    );
  });
});

describe('partial cash-out', () => {
  it('prices the chosen share and leaves the rest of the stake on the bet', () => {
    expect(partialCashout(bet([open(3000, 2000)]), 400, config)).toEqual({
      available: true,
      amount: 570,
      cashoutStake: 400,
      remainingStake: 600,
    });
  });

  it('refuses a share below the minimum, zero, the whole stake (a whole cash-out has no share) or above it', () => {
    const b = bet([open(3000, 2000)]);
    expect(partialCashout(b, 99, config)).toEqual({ available: false, reason: 'share_too_small' });
    expect(partialCashout(b, 100, config)).toMatchObject({ available: true });
    expect(partialCashout(b, 0, config)).toEqual({ available: false, reason: 'invalid_share' });
    expect(partialCashout(b, 1000, config)).toEqual({ available: false, reason: 'invalid_share' });
    expect(partialCashout(b, 1001, config)).toEqual({ available: false, reason: 'invalid_share' });
  });

  it('takes the smallest stake the minimum share allows, whatever share the operator sets', () => {
    expect(minCashoutStake(1000, 1000)).toBe(100);
    expect(minCashoutStake(1001, 1000)).toBe(101);
    expect(minCashoutStake(1000, 2500)).toBe(250);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (stake, bp) => {
          const least = minCashoutStake(stake, bp);
          expect(meetsMinCashoutShare(stake, least, bp)).toBe(true);
          if (least > 0) expect(meetsMinCashoutShare(stake, least - 1, bp)).toBe(false);
        },
      ),
    );
  });

  it('splitting never pays more than cashing out the whole stake', () => {
    fc.assert(
      fc.property(cashoutBet, fc.nat(), margin, (b, cut, m) => {
        fc.pre(b.stake > 1);
        const share = 1 + (cut % (b.stake - 1));
        const cfg = { marginBp: m, minShareBp: 0 };
        const part = partialCashout(b, share, cfg);
        const whole = cashoutOffer(b, cfg);
        const rest = cashoutOffer({ ...b, stake: b.stake - share }, cfg);
        if (!part.available || !whole.available || !rest.available) throw new Error('offers expected');
        expect(part.remainingStake).toBe(b.stake - share);
        expect(part.amount + rest.amount).toBeLessThanOrEqual(whole.amount);
      }),
    );
  });
});

describe('cash-out execution', () => {
  it('runs at the requested amount while the fresh offer covers it', () => {
    expect(checkCashoutRequest(1400, { available: true, amount: 1425 })).toEqual({ ok: true, amount: 1400 });
    expect(checkCashoutRequest(1425, { available: true, amount: 1425 })).toEqual({ ok: true, amount: 1425 });
  });

  it('refuses when the fresh offer is lower, unavailable, or the amount is not a positive integer', () => {
    expect(checkCashoutRequest(1500, { available: true, amount: 1425 })).toEqual({
      ok: false,
      reason: 'offer_changed',
      offer: 1425,
    });
    expect(checkCashoutRequest(1000, { available: false, reason: 'leg_suspended' })).toEqual({
      ok: false,
      reason: 'leg_suspended',
    });
    expect(checkCashoutRequest(0, { available: true, amount: 1425 })).toMatchObject({
      reason: 'invalid_amount',
    });
    expect(checkCashoutRequest(10.5, { available: true, amount: 1425 })).toMatchObject({
      reason: 'invalid_amount',
    });
  });
});
