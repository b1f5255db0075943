import type { PlayerProfile } from '@sportsbook/contracts/platform';
import type { Account } from '@sportsbook/contracts/wallet';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { EMPTY_PLAYER, type Player, toPlayer } from './player';

/** Auth status (spec part 1 §4). */
export type AuthStatus = 'unknown' | 'pending' | 'logged_in' | 'not_logged_in';

export interface AuthState {
  status: AuthStatus;
  player: Player;
  /** The player's accounts, the active one first; empty for visitors. */
  accounts: readonly Account[];
}

export type AuthTransitionListener = (next: AuthStatus, previous: AuthStatus) => void;

export interface BalanceChange {
  currency: string;
  balance: number;
}

const INITIAL: AuthState = { status: 'unknown', player: EMPTY_PLAYER, accounts: [] };

/**
 * The auth status machine (spec part 1 §4) and the session data that goes with it:
 * - fetching the profile sets pending;
 * - setting the profile sets logged in or not logged in from isLoggedIn;
 * - sign-out sets an empty profile and no accounts (listeners see logged_in -> not_logged_in and turn
 *   quick bet off, drop the private real-time channel ...).
 */
export function createAuthStore() {
  const store = createStore<AuthState>()(() => INITIAL);
  const transitionListeners = new Set<AuthTransitionListener>();
  // Balances pushed so far: a read of the accounts that saw one arrive while under way may be older than it.
  let pushedBalances = 0;
  // A push per read is the most a player's own activity makes; past that the pushed balances stand.
  const maxReads = 3;
  const setAccounts = (accounts: readonly Account[]): void => {
    if (!store.getState().player.isLoggedIn) return;
    store.setState({ accounts });
  };

  store.subscribe((state, previous) => {
    if (state.status === previous.status) return;
    for (const listener of transitionListeners) listener(state.status, previous.status);
  });

  return {
    store,
    getState: store.getState,
    /** Listens to status transitions only (not to profile or balance updates). */
    subscribe(listener: AuthTransitionListener): () => void {
      transitionListeners.add(listener);
      return () => transitionListeners.delete(listener);
    },
    fetchStarted(): void {
      store.setState({ status: 'pending' });
    },
    setProfile(profile: PlayerProfile): void {
      const player = toPlayer(profile);
      const samePlayer = player.isLoggedIn && player.id === store.getState().player.id;
      store.setState({
        player,
        status: player.isLoggedIn ? 'logged_in' : 'not_logged_in',
        // Accounts belong to one player: another player (or none) starts without them.
        accounts: samePlayer ? store.getState().accounts : [],
      });
    },
    setAccounts,
    /**
     * Reads the accounts and sets them, unless a balance was pushed while the read was under way: its change may
     * have committed after the read, so the answer could put an older balance back. The read is made again then
     * (a read started after a push sees at least that push's change).
     */
    async readAccounts(read: () => Promise<readonly Account[]>): Promise<void> {
      for (let attempt = 0; attempt < maxReads; attempt++) {
        const pushedBefore = pushedBalances;
        const accounts = await read();
        if (pushedBalances === pushedBefore) {
          setAccounts(accounts);
          return;
        }
      }
    },
    /** Back to a visitor: empty profile, no accounts. */
    signOut(): void {
      store.setState({ status: 'not_logged_in', player: EMPTY_PLAYER, accounts: [] });
    },
    /**
     * The hook point for `balance_changed` on the player's private channel: the account of that currency takes
     * the new balance (an account the list does not have yet is added).
     */
    onBalanceChanged(change: BalanceChange): void {
      const { status, accounts } = store.getState();
      if (status !== 'logged_in') return;
      pushedBalances += 1;
      const known = accounts.some((account) => account.currency === change.currency);
      store.setState({
        accounts: known
          ? accounts.map((account) =>
              account.currency === change.currency ? { ...account, balance: change.balance } : account,
            )
          : [
              ...accounts,
              { currency: change.currency, balance: change.balance, active: accounts.length === 0 },
            ],
      });
    },
  };
}

export type AuthStore = ReturnType<typeof createAuthStore>;

/** The tab's auth store. */
export const authStore: AuthStore = createAuthStore();

export function useAuth<T>(selector: (state: AuthState) => T): T {
  return useStore(authStore.store, selector);
}

/** The account the player bets from: the active one, else the first. */
export function activeAccount(state: Pick<AuthState, 'accounts'>): Account | undefined {
  return state.accounts.find((account) => account.active) ?? state.accounts[0];
}
