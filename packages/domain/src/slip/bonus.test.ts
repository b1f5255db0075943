import { describe, expect, it } from 'vitest';
import { BONUS_AUTO_SELECTION_ORDER } from '../bonus-kinds';
import { ctx, selection } from '../testing/slip-fixtures';
import {
  applyAvailableBonuses,
  autoSelectBonus,
  clearFreebet,
  comboboostRange,
  rederiveBonus,
  selectFreebet,
  setComboboost,
} from './bonus';
import { newBet } from './compose';
import type { AvailableBonuses, Bet, ComboboostOffer, PointsOffer } from './types';

const legs = [
  selection({ match: 'm1', odds: 1500 }),
  selection({ match: 'm2', odds: 1300 }),
  selection({ match: 'm3', odds: 2000 }),
  selection({ match: 'm4', odds: 1100 }),
];
const combo: Bet = { ...newBet('combo', legs, ctx), stake: 1000 };

const comboboost: ComboboostOffer = {
  bonusId: 'cb',
  status: 'active',
  minOdds: 1200,
  ranges: [
    { minCount: 2, maxCount: 2, bonusOdds: 1030 },
    { minCount: 3, maxCount: 4, bonusOdds: 1080 },
    { minCount: 5, maxCount: 40, bonusOdds: 1150 },
  ],
};
const hunting: PointsOffer = { bonusId: 'h', status: 'available', potentialPoints: 10, availablePoints: 100 };
const tournament: PointsOffer = { bonusId: 't', status: 'active', potentialPoints: 3, availablePoints: 50 };

describe('bonus auto-selection', () => {
  it('picks hunting first, then tournament, then comboboost', () => {
    const all: AvailableBonuses = { freebet: [], comboboost, hunting, tournament };
    expect(autoSelectBonus(combo, all)?.bonus.bonusType).toBe('hunting');
    expect(autoSelectBonus(combo, { ...all, hunting: undefined })?.bonus.bonusType).toBe('tournament');
    expect(autoSelectBonus(combo, { freebet: [], comboboost })?.bonus.bonusType).toBe('comboboost');
    expect(autoSelectBonus(combo, { freebet: [] })).toBeUndefined();
  });

  it('follows the shared auto-selection order: the first kind offered wins', () => {
    const offers: AvailableBonuses = { freebet: [], comboboost, hunting, tournament };
    BONUS_AUTO_SELECTION_ORDER.forEach((kind, index) => {
      const later: AvailableBonuses = { freebet: [] };
      for (const k of BONUS_AUTO_SELECTION_ORDER.slice(index)) Object.assign(later, { [k]: offers[k] });
      expect(autoSelectBonus(combo, later)?.bonus.bonusType).toBe(kind);
    });
  });

  it('skips offers that are not available or active', () => {
    const all: AvailableBonuses = {
      freebet: [],
      hunting: { ...hunting, status: 'expired' },
      tournament: { ...tournament, status: 'bonus_over' },
      comboboost,
    };
    expect(autoSelectBonus(combo, all)?.bonus.bonusType).toBe('comboboost');
  });

  it('a loot box is never auto-selected', () => {
    const lootbox: PointsOffer = { bonusId: 'l', status: 'active', potentialPoints: 1, availablePoints: 1 };
    expect(autoSelectBonus(combo, { freebet: [], lootbox })).toBeUndefined();
  });

  it('comboboost takes the range of the active range index from the count of suitable selections', () => {
    // 3 selections priced at or above 1.200
    expect(comboboostRange(comboboost, legs)).toEqual({
      activeRangeIndex: 1,
      suitableSelections: [legs[0]?.id, legs[1]?.id, legs[2]?.id],
      bonusOdds: 1080,
    });
    expect(comboboostRange(comboboost, legs.slice(0, 2))?.activeRangeIndex).toBe(0);
    expect(comboboostRange(comboboost, legs.slice(3))).toBeUndefined();
    const picked = autoSelectBonus(combo, { freebet: [], comboboost });
    expect(picked).toMatchObject({ bonus: { bonusId: 'cb', activeRangeIndex: 1 }, bonusOdds: 1080 });
  });

  it('comboboost counts only the matches that meet its event conditions, and none in a gap of the ranges', () => {
    const conditioned: ComboboostOffer = { ...comboboost, eligibleMatchIds: ['m1', 'm3'] };
    expect(comboboostRange(conditioned, legs)).toEqual({
      activeRangeIndex: 0,
      suitableSelections: [legs[0]?.id, legs[2]?.id],
      bonusOdds: 1030,
    });
    expect(comboboostRange({ ...comboboost, eligibleMatchIds: ['m1'] }, legs)).toBeUndefined();
    const gapped: ComboboostOffer = {
      ...comboboost,
      ranges: [{ minCount: 2, maxCount: 2, bonusOdds: 1030 }],
    };
    expect(comboboostRange(gapped, legs)).toBeUndefined();
    expect(autoSelectBonus(combo, { freebet: [], comboboost: gapped })).toBeUndefined();
  });

  it('comboboost applies to combos only', () => {
    const single = newBet('single', [legs[0] ?? selection()], ctx);
    expect(autoSelectBonus(single, { freebet: [], comboboost })).toBeUndefined();
  });

  it('applying offers records them and selects by priority, replacing a stale automatic choice', () => {
    const withHunting = applyAvailableBonuses(combo, { freebet: [], hunting, comboboost });
    expect(withHunting.bonus).toMatchObject({ bonusId: 'h', bonusType: 'hunting', potentialPoints: 10 });
    expect(withHunting.bonusOdds).toBeUndefined();
    const later = applyAvailableBonuses(withHunting, { freebet: [], comboboost });
    expect(later.bonus?.bonusType).toBe('comboboost');
    expect(later.bonusOdds).toBe(1080);
    const none = applyAvailableBonuses(later, { freebet: [] });
    expect(none.bonus).toBeUndefined();
    expect(none.bonusOdds).toBeUndefined();
    expect(none.stake).toBe(1000);
  });
});

describe('comboboost turned off and on, and following the legs', () => {
  const boosted = applyAvailableBonuses(combo, { freebet: [], comboboost });

  it('off drops the boost and keeps it off through new offers; on brings it back', () => {
    const off = setComboboost(boosted, false);
    expect(off.bonus).toBeUndefined();
    expect(off.bonusOdds).toBeUndefined();
    expect(applyAvailableBonuses(off, { freebet: [], comboboost }).bonus).toBeUndefined();
    const on = setComboboost(off, true);
    expect(on.comboboostOff).toBeUndefined();
    expect(on).toMatchObject({ bonus: { bonusType: 'comboboost', activeRangeIndex: 1 }, bonusOdds: 1080 });
  });

  it('a freebet paying the stake stays when the comboboost is turned on', () => {
    const withFreebet = applyAvailableBonuses(setComboboost(boosted, false), {
      freebet: [{ bonusId: 'f', bonusType: 'freebet', amount: 500 }],
      comboboost,
    });
    const staked = selectFreebet(withFreebet, 'f');
    expect(setComboboost(staked, true).bonus).toMatchObject({ bonusId: 'f', freebetStake: 500 });
  });

  it('the range follows the legs from the offers the bet holds: fewer legs, a lower range, then none', () => {
    const three = rederiveBonus({ ...boosted, selections: legs.slice(0, 3) });
    expect(three.bonusOdds).toBe(1080);
    const two = rederiveBonus({ ...boosted, selections: legs.slice(0, 2) });
    expect(two).toMatchObject({ bonus: { activeRangeIndex: 0 }, bonusOdds: 1030 });
    const one = rederiveBonus({ ...boosted, selections: legs.slice(3) });
    expect(one.bonus).toBeUndefined();
    expect(one.bonusOdds).toBeUndefined();
  });

  it('a placed bet keeps the boost it was placed with', () => {
    const placed: Bet = {
      ...boosted,
      selections: legs.slice(3),
      placed: { betId: '1', ref: 'B1REF', status: 'submitted', isVip: false, odds: 3000 },
    };
    expect(rederiveBonus(placed).bonusOdds).toBe(1080);
  });
});

describe('freebets', () => {
  const offers: AvailableBonuses = {
    freebet: [{ bonusId: 'fb1', bonusType: 'freebet', amount: 500 }],
    hunting,
  };

  it('using a freebet sets the stake to its amount and replaces the automatic bonus', () => {
    const bet = selectFreebet(applyAvailableBonuses(combo, offers), 'fb1');
    expect(bet).toMatchObject({
      stake: 500,
      bonus: { bonusId: 'fb1', bonusType: 'freebet', freebetStake: 500 },
    });
    expect(selectFreebet(bet, 'unknown')).toBe(bet);
  });

  it('a chosen freebet stays while it is offered', () => {
    const bet = selectFreebet(applyAvailableBonuses(combo, offers), 'fb1');
    expect(applyAvailableBonuses(bet, offers).bonus?.bonusId).toBe('fb1');
    expect(applyAvailableBonuses(bet, offers).stake).toBe(500);
  });

  it('a freebet that is no longer available is dropped and the stake is reset to 0', () => {
    const bet = selectFreebet(applyAvailableBonuses(combo, offers), 'fb1');
    const dropped = applyAvailableBonuses(bet, { freebet: [], hunting });
    expect(dropped.stake).toBe(0);
    expect(dropped.bonus?.bonusType).toBe('hunting');
  });

  it('every freebet kind locks the stake and is dropped the same way', () => {
    const allWin: AvailableBonuses = {
      freebet: [{ bonusId: 'fb2', bonusType: 'freebet_all_win', amount: 700 }],
      hunting,
    };
    const bet = selectFreebet(applyAvailableBonuses(combo, allWin), 'fb2');
    expect(bet).toMatchObject({ stake: 700, bonus: { bonusType: 'freebet_all_win', freebetStake: 700 } });
    expect(applyAvailableBonuses(bet, { freebet: [], hunting })).toMatchObject({
      stake: 0,
      bonus: { bonusType: 'hunting' },
    });
    expect(clearFreebet(bet).stake).toBe(0);
  });

  it('a chosen freebet offered at a new amount (boosted) keeps the bet staked at that amount', () => {
    const bet = selectFreebet(applyAvailableBonuses(combo, offers), 'fb1');
    const boosted = applyAvailableBonuses(bet, {
      freebet: [{ bonusId: 'fb1', bonusType: 'freebet', amount: 750 }],
      hunting,
    });
    expect(boosted).toMatchObject({ stake: 750, bonus: { bonusId: 'fb1', freebetStake: 750 } });
  });

  it('clearing a freebet removes its stake and brings the automatic choice back', () => {
    const bet = selectFreebet(applyAvailableBonuses(combo, offers), 'fb1');
    const cleared = clearFreebet(bet);
    expect(cleared).toMatchObject({ stake: 0, bonus: { bonusType: 'hunting' } });
    expect(clearFreebet(cleared)).toBe(cleared);
  });
});
