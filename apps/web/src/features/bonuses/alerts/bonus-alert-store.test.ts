import type { RealtimeEvent } from '@sportsbook/contracts/realtime';
import { describe, expect, it } from 'vitest';
import { createAuthStore } from '@/features/account/auth-store';
import { playerProfile } from '@/testing/player-profile';
import { createBonusAlertStore, followBonusAlerts, type Listen } from './bonus-alert-store';
import { shownAlert } from './model/alert-queue';

const profile = (id: number | null) => playerProfile(id);

/** A real-time client of one tab: the channels listened to and a way to publish on them. */
function fakeRealtime() {
  const listeners = new Map<string, (event: RealtimeEvent) => void>();
  const listen: Listen = (channel, onEvent) => {
    listeners.set(channel, onEvent);
    return () => listeners.delete(channel);
  };
  const publish = (channel: string, event: RealtimeEvent) => listeners.get(channel)?.(event);
  return { listen, publish, channels: () => [...listeners.keys()] };
}

describe('following bonus alerts', () => {
  it("queues every bonus_issued of the signed-in player's private channel and nothing else", () => {
    const auth = createAuthStore();
    const alerts = createBonusAlertStore();
    const realtime = fakeRealtime();
    followBonusAlerts(alerts, auth, realtime.listen);
    expect(realtime.channels()).toEqual([]);
    auth.setProfile(profile(5));
    expect(realtime.channels()).toEqual(['private:5']);
    realtime.publish('private:5', { type: 'balance_changed', data: { currency: 'EUR', balance: 10 } });
    realtime.publish('private:5', { type: 'bonus_issued', data: { id: '31', type: 'freebet_only_win' } });
    realtime.publish('private:5', { type: 'bonus_issued', data: { id: '32', type: 'comboboost' } });
    expect(alerts.getState()).toEqual({
      playerId: 5,
      waiting: [
        { id: '31', type: 'freebet_only_win' },
        { id: '32', type: 'comboboost' },
      ],
      announced: [],
    });
  });

  it('closes every card and stops listening on sign-out; another player starts with none', () => {
    const auth = createAuthStore();
    const alerts = createBonusAlertStore();
    const realtime = fakeRealtime();
    const stop = followBonusAlerts(alerts, auth, realtime.listen);
    auth.setProfile(profile(5));
    realtime.publish('private:5', { type: 'bonus_issued', data: { id: '31', type: 'freebet' } });
    expect(shownAlert(alerts.getState())).toEqual({ id: '31', type: 'freebet' });
    auth.signOut();
    expect(alerts.getState().waiting).toEqual([]);
    expect(realtime.channels()).toEqual([]);
    auth.fetchStarted();
    auth.setProfile(profile(6));
    expect(realtime.channels()).toEqual(['private:6']);
    expect(alerts.getState()).toEqual({ playerId: 6, waiting: [], announced: [] });
    stop();
    expect(realtime.channels()).toEqual([]);
  });
});
