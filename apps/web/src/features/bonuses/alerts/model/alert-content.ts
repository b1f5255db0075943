import type { Comboboost, Freebet } from '@sportsbook/contracts/bonuses';
import type { FreebetKind } from '@sportsbook/domain/bonus-kinds';

/** What a bonus alert card says about its bonus (spec part 2 §2: one card per bonus type). */
export type BonusAlertContent =
  | { type: FreebetKind; title: string | null; amount: number; currency: string }
  | { type: 'comboboost'; title: string; bestBonusOdds: number };

/**
 * A freebet's card shows its amount and kind (the kind says what it pays); a comboboost's card its best bonus
 * odds, the top of its ranges, which the longest combos reach.
 */
export function bonusAlertContent(bonus: Freebet | Comboboost): BonusAlertContent {
  if (bonus.type === 'comboboost') {
    const bestBonusOdds = Math.max(...bonus.ranges.map((range) => range.bonus_odds));
    return { type: 'comboboost', title: bonus.title, bestBonusOdds };
  }
  return {
    type: bonus.type,
    title: bonus.title,
    amount: bonus.issued.amount,
    currency: bonus.issued.currency,
  };
}

/** Bonus odds (thousandths, 1200 = +20%) as the percentage they add to a combo's odds. */
export function boostPercent(bonusOdds: number): number {
  return (bonusOdds - 1000) / 10;
}
