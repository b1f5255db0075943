import type { RealtimeEvent } from '@sportsbook/contracts/realtime';
import { realtimeChannels } from '@sportsbook/contracts/realtime-channels';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { type AuthStore, authStore } from '@/features/account/auth-store';
import { realtimeRegistry } from '@/shared/realtime/realtime-client';
import {
  type AlertQueue,
  announceAlert,
  dismissAlert,
  EMPTY_QUEUE,
  enqueueAlert,
  followPlayer,
  type IssuedBonus,
} from './model/alert-queue';

export type Listen = (channel: string, onEvent: (event: RealtimeEvent) => void) => () => void;

const defaultListen: Listen = (channel, onEvent) => realtimeRegistry().listen(channel, onEvent);

/** The tab's queue of bonus alert cards and what changes it. */
export function createBonusAlertStore() {
  const store = createStore<AlertQueue>()(() => EMPTY_QUEUE);
  return {
    store,
    getState: store.getState,
    issued(playerId: number, bonus: IssuedBonus): void {
      store.setState(enqueueAlert(store.getState(), playerId, bonus));
    },
    dismiss(id: string): void {
      store.setState(dismissAlert(store.getState(), id));
    },
    announced(playerId: number, id: string): void {
      store.setState(announceAlert(store.getState(), playerId, id));
    },
    playerChanged(playerId: number | null): void {
      store.setState(followPlayer(store.getState(), playerId));
    },
  };
}

export type BonusAlertStore = ReturnType<typeof createBonusAlertStore>;

export const bonusAlertStore: BonusAlertStore = createBonusAlertStore();

export function useBonusAlerts<T>(selector: (queue: AlertQueue) => T): T {
  return useStore(bonusAlertStore.store, selector);
}

/**
 * Queues a card for every `bonus_issued` on the signed-in player's private channel while someone is signed in,
 * and closes every card on sign-out or when another player signs in (spec part 2 §4). Bonuses issued while
 * nobody listened are not replayed as cards: /promotions shows them as unseen (ADR 028). Answers the function
 * that stops following.
 */
export function followBonusAlerts(
  alerts: BonusAlertStore = bonusAlertStore,
  auth: AuthStore = authStore,
  listen: Listen = defaultListen,
): () => void {
  let listening: { playerId: number; stop: () => void } | null = null;
  const sync = () => {
    const { status, player } = auth.getState();
    if (status === 'pending' || status === 'unknown') return;
    const playerId = status === 'logged_in' ? player.id : null;
    alerts.playerChanged(playerId);
    if (listening?.playerId === playerId) return;
    listening?.stop();
    listening =
      playerId === null
        ? null
        : {
            playerId,
            stop: listen(realtimeChannels.player(String(playerId)), (event) => {
              if (event.type === 'bonus_issued') alerts.issued(playerId, event.data);
            }),
          };
  };
  sync();
  const unsubscribe = auth.subscribe(sync);
  return () => {
    unsubscribe();
    listening?.stop();
    listening = null;
  };
}
