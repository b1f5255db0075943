import { describe, expect, it } from 'vitest';
import { placementBonusSchema } from './bonuses';

describe('the bonus of a placed bet', () => {
  it('takes a freebet id as text or number and hands it on as text', () => {
    expect(placementBonusSchema.parse({ id: '42', type: 'freebet' })).toEqual({ id: '42', type: 'freebet' });
    expect(placementBonusSchema.parse({ id: 42, type: 'freebet' })).toEqual({ id: '42', type: 'freebet' });
  });

  it('refuses ids no freebet can have and other bonus kinds', () => {
    for (const id of ['0', '-1', '1.5', 'abc', '2147483648', 0, 2_147_483_648]) {
      expect(placementBonusSchema.safeParse({ id, type: 'freebet' }).success).toBe(false);
    }
    expect(placementBonusSchema.safeParse({ id: '1', type: 'comboboost' }).success).toBe(false);
  });
});
