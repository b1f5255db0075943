import { describe, expect, it } from 'vitest';
import { createAuthStore } from '@/features/account/auth-store';
import { playerProfile } from '@/testing/player-profile';
import { followLiveBalance } from './live-balance';

const profile = (id: number | null) => playerProfile(id);

describe('live balance', () => {
  it('opens the player channel on sign-in, moves it for another player, closes it on sign-out', () => {
    const store = createAuthStore();
    const log: string[] = [];
    const stop = followLiveBalance(store, (playerId, onBalance) => {
      log.push(`connect ${playerId}`);
      onBalance({ currency: 'EUR', balance: 4200 });
      return () => log.push(`disconnect ${playerId}`);
    });
    store.fetchStarted();
    store.setProfile(profile(null));
    expect(log).toEqual([]);
    store.setProfile(profile(5));
    store.setAccounts([{ currency: 'EUR', balance: 100, active: true }]);
    store.fetchStarted();
    store.setProfile(profile(6));
    store.signOut();
    expect(log).toEqual(['connect 5', 'disconnect 5', 'connect 6', 'disconnect 6']);
    stop();
    expect(log).toHaveLength(4);
  });

  it('hands balance changes to the store for the signed-in player', () => {
    const store = createAuthStore();
    let push: ((change: { currency: string; balance: number }) => void) | undefined;
    followLiveBalance(store, (_id, onBalance) => {
      push = onBalance;
      return () => undefined;
    });
    store.setProfile(profile(9));
    store.setAccounts([{ currency: 'EUR', balance: 100, active: true }]);
    push?.({ currency: 'EUR', balance: 2600 });
    expect(store.getState().accounts).toEqual([{ currency: 'EUR', balance: 2600, active: true }]);
  });
});
