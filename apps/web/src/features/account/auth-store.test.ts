import type { PlayerProfile } from '@sportsbook/contracts/platform';
import { describe, expect, it } from 'vitest';
import { playerProfile } from '@/testing/player-profile';
import { type AuthStatus, activeAccount, createAuthStore } from './auth-store';
import { EMPTY_PLAYER } from './player';

function profile(overrides: Partial<PlayerProfile> = {}): PlayerProfile {
  return playerProfile(7, {
    email: 'p@example.com',
    first_name: 'Ada',
    last_name: 'Player',
    date_of_birth: '1990-01-01',
    locale: 'de',
    statuses: [{ id: 'spi_test' }],
    country: { code: 'DE', name: 'Germany' },
    ...overrides,
  });
}

function recordTransitions(store: ReturnType<typeof createAuthStore>) {
  const seen: string[] = [];
  store.subscribe((next: AuthStatus, previous: AuthStatus) => seen.push(`${previous}->${next}`));
  return seen;
}

describe('auth store', () => {
  it('starts unknown, goes pending on fetch and logged in for a profile with an id', () => {
    const store = createAuthStore();
    const seen = recordTransitions(store);
    expect(store.getState().status).toBe('unknown');
    store.fetchStarted();
    store.setProfile(profile());
    expect(seen).toEqual(['unknown->pending', 'pending->logged_in']);
    expect(store.getState().player).toMatchObject({
      id: 7,
      isLoggedIn: true,
      firstName: 'Ada',
      language: 'de',
    });
  });

  it('sets not logged in for a visitor (id null) and for a blocked player', () => {
    const visitor = createAuthStore();
    visitor.setProfile(profile({ id: null, currency: null }));
    expect(visitor.getState().status).toBe('not_logged_in');
    const blocked = createAuthStore();
    blocked.setProfile(profile({ blocked: true }));
    expect(blocked.getState().status).toBe('not_logged_in');
    expect(blocked.getState().player.isLoggedIn).toBe(false);
  });

  it('signs out to an empty profile and no accounts, reporting logged_in -> not_logged_in', () => {
    const store = createAuthStore();
    store.setProfile(profile());
    store.setAccounts([{ currency: 'EUR', balance: 1000, active: true }]);
    const seen = recordTransitions(store);
    store.signOut();
    expect(store.getState()).toEqual({ status: 'not_logged_in', player: EMPTY_PLAYER, accounts: [] });
    expect(seen).toEqual(['logged_in->not_logged_in']);
  });

  it('reports transitions only, not profile or balance updates', () => {
    const store = createAuthStore();
    store.setProfile(profile());
    const seen = recordTransitions(store);
    store.setProfile(profile({ first_name: 'Bea' }));
    store.setAccounts([{ currency: 'EUR', balance: 1, active: true }]);
    store.onBalanceChanged({ currency: 'EUR', balance: 2 });
    expect(seen).toEqual([]);
  });

  it('applies balance_changed to the account of that currency, adds an unknown one', () => {
    const store = createAuthStore();
    store.setProfile(profile());
    store.setAccounts([
      { currency: 'EUR', balance: 1000, active: true },
      { currency: 'BTC', balance: 5, active: false },
    ]);
    store.onBalanceChanged({ currency: 'EUR', balance: 3500 });
    store.onBalanceChanged({ currency: 'USD', balance: 10 });
    expect(store.getState().accounts).toEqual([
      { currency: 'EUR', balance: 3500, active: true },
      { currency: 'BTC', balance: 5, active: false },
      { currency: 'USD', balance: 10, active: false },
    ]);
    expect(activeAccount(store.getState())?.balance).toBe(3500);
  });

  it('reads the accounts again when a balance was pushed during the read, never putting an older one back', async () => {
    const store = createAuthStore();
    store.setProfile(profile());
    store.setAccounts([{ currency: 'EUR', balance: 3000, active: true }]);
    const answers = [
      [{ currency: 'EUR', balance: 3000, active: true }],
      [{ currency: 'EUR', balance: 1000, active: true }],
    ];
    let reads = 0;
    await store.readAccounts(async () => {
      const answer = answers[reads++] ?? [];
      // A bet's stake is pushed while the first read, answered from before it, is under way.
      if (reads === 1) store.onBalanceChanged({ currency: 'EUR', balance: 1000 });
      return answer;
    });
    expect(reads).toBe(2);
    expect(store.getState().accounts).toEqual([{ currency: 'EUR', balance: 1000, active: true }]);
  });

  it('keeps the pushed balances when pushes go on arriving during every read', async () => {
    const store = createAuthStore();
    store.setProfile(profile());
    let pushed = 0;
    await store.readAccounts(async () => {
      pushed += 100;
      store.onBalanceChanged({ currency: 'EUR', balance: pushed });
      return [{ currency: 'EUR', balance: 1, active: true }];
    });
    expect(store.getState().accounts).toEqual([{ currency: 'EUR', balance: pushed, active: true }]);
  });

  it('ignores balances and accounts while nobody is signed in', () => {
    const store = createAuthStore();
    store.setProfile(profile({ id: null }));
    store.setAccounts([{ currency: 'EUR', balance: 1, active: true }]);
    store.onBalanceChanged({ currency: 'EUR', balance: 5 });
    expect(store.getState().accounts).toEqual([]);
  });

  it('keeps accounts when the same player is set again, drops them for another player', () => {
    const store = createAuthStore();
    store.setProfile(profile());
    store.setAccounts([{ currency: 'EUR', balance: 1, active: true }]);
    store.setProfile(profile());
    expect(store.getState().accounts).toHaveLength(1);
    store.setProfile(profile({ id: 8 }));
    expect(store.getState().accounts).toEqual([]);
  });
});
