import type { IssuedBonusStatus } from '@sportsbook/contracts/bonuses';
import type { PlayerBonus } from '@/features/bonuses/promotions/api/player-bonuses';

/** What a bonus card shows, read from either kind's shape. */
export interface BonusCardView {
  id: string;
  /** The bonus type: `comboboost` or the freebet's kind. */
  type: PlayerBonus['type'];
  title: string | null;
  status: IssuedBonusStatus;
  /** A freebet's face value; a comboboost has none. */
  amount: { minor: number; currency: string } | null;
  /** A comboboost's uses left; null for a freebet (one use). */
  usesLeft: number | null;
  validTo: string;
  seen: boolean;
  /** Activation is offered while the bonus waits for it (ADR 028: a comboboost is issued available). */
  canActivate: boolean;
}

export function bonusCardView(bonus: PlayerBonus): BonusCardView {
  const status = bonus.issued.computed_status;
  const common = {
    id: bonus.id,
    type: bonus.type,
    title: bonus.title,
    status,
    validTo: bonus.valid_to,
    seen: bonus.issued.seen,
    canActivate: status === 'available',
  };
  if (bonus.type === 'comboboost') {
    return { ...common, amount: null, usesLeft: Math.max(0, bonus.uses_count - bonus.issued.times_used) };
  }
  return {
    ...common,
    amount: { minor: bonus.issued.amount, currency: bonus.issued.currency },
    usesLeft: null,
  };
}

/** The first `shown` bonuses of an answer asked with one more, and whether "show more" has more to show. */
export function pageOfBonuses<T>(answer: readonly T[], shown: number): { items: T[]; hasMore: boolean } {
  return { items: answer.slice(0, shown), hasMore: answer.length > shown };
}

/**
 * The bonuses to mark as seen (spec part 2 §5: only those whose seen flag is false), less those already sent:
 * a list refetched before the server's answer lands must not send them twice.
 */
export function unseenRefs(
  bonuses: readonly Pick<BonusCardView, 'id' | 'type' | 'seen'>[],
  alreadySent: ReadonlySet<string>,
): { id: string; type: BonusCardView['type'] }[] {
  return bonuses
    .filter((bonus) => !bonus.seen && !alreadySent.has(bonus.id))
    .map((bonus) => ({ id: bonus.id, type: bonus.type }));
}
