import { describe, expect, it } from 'vitest';
import {
  announceAlert,
  dismissAlert,
  EMPTY_QUEUE,
  enqueueAlert,
  followPlayer,
  shownAlert,
} from './alert-queue';

const freebet = { id: '11', type: 'freebet_only_win' } as const;
const boost = { id: '12', type: 'comboboost' } as const;

describe('bonus alert queue', () => {
  it('shows the first bonus issued and keeps the later ones waiting in order', () => {
    const queue = enqueueAlert(enqueueAlert(EMPTY_QUEUE, 5, freebet), 5, boost);
    expect(shownAlert(queue)).toEqual(freebet);
    expect(queue.waiting).toEqual([freebet, boost]);
    expect(shownAlert(dismissAlert(queue, '11'))).toEqual(boost);
    expect(shownAlert(dismissAlert(dismissAlert(queue, '11'), '12'))).toBeUndefined();
  });

  it('queues a repeated event once', () => {
    const once = enqueueAlert(EMPTY_QUEUE, 5, freebet);
    expect(enqueueAlert(once, 5, freebet)).toBe(once);
  });

  it('leaves the queue as it is when an id is not waiting', () => {
    const queue = enqueueAlert(EMPTY_QUEUE, 5, freebet);
    expect(dismissAlert(queue, '99')).toBe(queue);
  });

  it('closes every card on sign-out and never shows one player the cards of another', () => {
    const queue = enqueueAlert(enqueueAlert(EMPTY_QUEUE, 5, freebet), 5, boost);
    expect(followPlayer(queue, 5)).toBe(queue);
    expect(followPlayer(queue, null)).toEqual({ playerId: null, waiting: [], announced: [] });
    expect(followPlayer(queue, 6).waiting).toEqual([]);
    expect(enqueueAlert(queue, 6, { id: '20', type: 'freebet' }).waiting).toEqual([
      { id: '20', type: 'freebet' },
    ]);
  });

  it('shows no card for a bonus the page announced itself, whether its event came before or after', () => {
    const queued = enqueueAlert(EMPTY_QUEUE, 5, freebet);
    expect(shownAlert(announceAlert(queued, 5, '11'))).toBeUndefined();
    const announced = announceAlert(EMPTY_QUEUE, 5, '11');
    expect(shownAlert(enqueueAlert(announced, 5, freebet))).toBeUndefined();
    expect(shownAlert(enqueueAlert(announced, 5, boost))).toEqual(boost);
    expect(followPlayer(announced, 6).announced).toEqual([]);
  });
});
