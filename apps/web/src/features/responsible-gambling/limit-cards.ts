import type { Limit, LimitType } from '@sportsbook/contracts/limits';

/** The order of the cards: money first, then time, then breaks. */
export const LIMIT_CARD_ORDER: readonly LimitType[] = [
  'deposit',
  'loss',
  'wager',
  'bet',
  'session',
  'sportsbook_session',
  'activity',
  'time',
  'reality_check',
  'coolingoff',
  'selfexclusion',
];

/**
 * Types measured alike but kept apart (apps/server/src/modules/limits/README.md, ADR 005): each card says what
 * its type counts and which one it pairs with.
 */
export const PAIRED_LIMIT_TYPES: Partial<Record<LimitType, LimitType>> = {
  session: 'sportsbook_session',
  sportsbook_session: 'session',
  activity: 'time',
  time: 'activity',
};

/** One slot of a type (its period and currency): the limit in force and a looser change waiting, if any. */
export interface LimitSlotView {
  key: string;
  /** In force: active, or a removal still waiting (`*_disabled`). */
  current: Limit | null;
  /** A looser value waiting for its cooling period and the player's confirmation. */
  waiting: Limit | null;
}

export interface LimitCardView {
  type: LimitType;
  slots: LimitSlotView[];
}

const slotKey = (limit: Limit) => `${limit.period ?? '-'}:${limit.currency ?? '-'}`;
const periodRank = (limit: Limit) => ['day', 'week', 'month'].indexOf(limit.period ?? '');

/** The player's limits as one card per type, each with its slots (day, week, month; currency) in order. */
export function limitCards(limits: readonly Limit[]): LimitCardView[] {
  const cards: LimitCardView[] = [];
  for (const type of LIMIT_CARD_ORDER) {
    const ofType = limits.filter((limit) => limit.type === type);
    if (ofType.length === 0) continue;
    const slots = new Map<string, LimitSlotView>();
    for (const limit of [...ofType].sort((a, b) => periodRank(a) - periodRank(b))) {
      const key = slotKey(limit);
      const slot = slots.get(key) ?? { key, current: null, waiting: null };
      if (limit.in_force) slot.current ??= limit;
      else if (limit.status === 'unconfirmed' || limit.status === 'confirmed') slot.waiting ??= limit;
      slots.set(key, slot);
    }
    cards.push({ type, slots: [...slots.values()] });
  }
  return cards;
}
