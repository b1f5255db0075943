import type { BonusIssuedEvent } from '@sportsbook/contracts/bonuses';

/** What `bonus_issued` names: the issued bonus's id and kind (ADR 028). */
export type IssuedBonus = BonusIssuedEvent['data'];

/**
 * The bonus alert cards waiting for one player (spec part 2 §2, §4): the first is the card shown, the rest wait
 * their turn. The queue belongs to its player: another player, or none, starts with an empty one.
 */
export interface AlertQueue {
  playerId: number | null;
  waiting: readonly IssuedBonus[];
  /** Bonuses the page has announced itself (a redeemed promo code): no card, whenever their event comes. */
  announced: readonly string[];
}

export const EMPTY_QUEUE: AlertQueue = { playerId: null, waiting: [], announced: [] };

/** The card on screen now, if any. */
export function shownAlert(queue: AlertQueue): IssuedBonus | undefined {
  return queue.waiting[0];
}

/** A bonus issued to `playerId` joins the end of the queue; an id already waiting (a repeated event) does not. */
export function enqueueAlert(queue: AlertQueue, playerId: number, bonus: IssuedBonus): AlertQueue {
  const own = queue.playerId === playerId ? queue : { ...EMPTY_QUEUE, playerId };
  if (own.announced.includes(bonus.id)) return own;
  if (own.waiting.some((waiting) => waiting.id === bonus.id)) return own;
  return { ...own, waiting: [...own.waiting, bonus] };
}

/**
 * The page told the player of this bonus itself (the promo-code form names what a code issued): its card, queued
 * or still to come over the channel (the event and the answer race), is not shown.
 */
export function announceAlert(queue: AlertQueue, playerId: number, id: string): AlertQueue {
  const own = queue.playerId === playerId ? queue : { ...EMPTY_QUEUE, playerId };
  return {
    ...own,
    waiting: own.waiting.filter((waiting) => waiting.id !== id),
    announced: own.announced.includes(id) ? own.announced : [...own.announced, id],
  };
}

/** Closing a card (or giving up on one the API no longer answers) lets the next one show. */
export function dismissAlert(queue: AlertQueue, id: string): AlertQueue {
  if (!queue.waiting.some((waiting) => waiting.id === id)) return queue;
  return { ...queue, waiting: queue.waiting.filter((waiting) => waiting.id !== id) };
}

/**
 * The signed-in player changed (sign-out: null): a queue of another player closes at once, so nobody sees the
 * cards of the player before them.
 */
export function followPlayer(queue: AlertQueue, playerId: number | null): AlertQueue {
  return queue.playerId === playerId ? queue : { ...EMPTY_QUEUE, playerId };
}
