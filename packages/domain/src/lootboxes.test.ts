import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chestImage,
  chestSize,
  drawPrize,
  LOOTBOX_RANKS,
  type LootboxPrize,
  lootboxPlace,
  lootboxRank,
} from './lootboxes';

const seedOf = (boxId: number, secret = 'test-secret') =>
  createHmac('sha256', secret).update(`lootbox:${boxId}`).digest('hex');

const table: LootboxPrize[] = [
  { weight: 60, campaignId: null },
  { weight: 30, campaignId: 11 },
  { weight: 10, campaignId: 12 },
];

describe('loot box ranks and chests', () => {
  it('names the six ranks of the spec from place and result', () => {
    const ranks = [1, 2, 3].flatMap((place) =>
      (['win', 'lose'] as const).map((result) => lootboxRank(place as 1 | 2 | 3, result)),
    );
    expect(ranks).toEqual([...LOOTBOX_RANKS]);
  });

  it('picks small, medium, large by rank 1, 2, 3+ with the win or loss variant', () => {
    expect([1, 2, 3, 4].map(chestSize)).toEqual(['small', 'medium', 'large', 'large']);
    expect(chestImage('place1Win', false)).toBe('chest-small-win.svg');
    expect(chestImage('place2Lose', true)).toBe('chest-medium-lose-open.svg');
    expect(chestImage('place3Win', true)).toBe('chest-large-win-open.svg');
  });

  it('gives the highest tier the stake reaches in its currency', () => {
    const tiers = [{ minStake: { EUR: 100 } }, { minStake: { EUR: 1000 } }, { minStake: { EUR: 5000 } }];
    expect(lootboxPlace(tiers, 99, 'EUR')).toBeNull();
    expect(lootboxPlace(tiers, 100, 'EUR')).toBe(1);
    expect(lootboxPlace(tiers, 4999, 'EUR')).toBe(2);
    expect(lootboxPlace(tiers, 10_000, 'EUR')).toBe(3);
    expect(lootboxPlace(tiers, 10_000, 'USD')).toBeNull();
  });
});

describe('loot box draws', () => {
  it('draws the same prize for the same seed, always', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_147_483_647 }), (boxId) => {
        expect(drawPrize(table, seedOf(boxId))).toBe(drawPrize(table, seedOf(boxId)));
      }),
    );
  });

  it('depends on the secret: another secret draws otherwise for some boxes', () => {
    const differ = Array.from({ length: 200 }, (_, id) => id + 1).some(
      (id) => drawPrize(table, seedOf(id)) !== drawPrize(table, seedOf(id, 'other')),
    );
    expect(differ).toBe(true);
  });

  it('follows the weights within tolerance over many seeds', () => {
    const draws = 20_000;
    const counts = new Map<LootboxPrize, number>();
    for (let id = 1; id <= draws; id += 1) {
      const prize = drawPrize(table, seedOf(id));
      counts.set(prize, (counts.get(prize) ?? 0) + 1);
    }
    for (const prize of table) {
      const expected = prize.weight / 100;
      // Four standard deviations of a binomial share at 20 000 draws.
      const tolerance = 4 * Math.sqrt((expected * (1 - expected)) / draws);
      expect(Math.abs((counts.get(prize) ?? 0) / draws - expected)).toBeLessThan(tolerance);
    }
  });

  it('never draws a weightless table or a short seed', () => {
    expect(() => drawPrize([], seedOf(1))).toThrow();
    expect(() => drawPrize(table, 'abc')).toThrow();
  });
});
