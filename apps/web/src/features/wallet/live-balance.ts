import { realtimeChannels } from '@sportsbook/contracts/realtime-channels';
import { type AuthStore, authStore, type BalanceChange } from '@/features/account/auth-store';
import { refreshAccounts } from '@/features/account/session';
import { realtimeRegistry } from '@/shared/realtime/realtime-client';

// The player's balance, live: `balance_changed` on their private channel into the auth store's hook point.

/**
 * Listens to the player's private channel through the shared real-time client (one connection per tab, which
 * follows the auth status) and hands every balance change over; answers the function that stops listening.
 * Each time the channel is subscribed without recovering what it missed (the first time, or after a long drop)
 * the balances are read again: a change published between the page's own read and the subscription (a deposit
 * approved while the page loaded) would otherwise never show.
 */
export function connectPlayerChannel(
  playerId: number,
  onBalance: (change: BalanceChange) => void,
  resync: () => void = () => {
    refreshAccounts().catch(() => undefined);
  },
): () => void {
  return realtimeRegistry().listen(
    realtimeChannels.player(String(playerId)),
    (event) => {
      if (event.type === 'balance_changed') onBalance(event.data);
    },
    resync,
  );
}

/**
 * Keeps the player's channel open while someone is signed in: opens it on sign-in, moves it when another
 * player signs in, closes it on sign-out. Answers the function that stops following.
 */
export function followLiveBalance(
  store: AuthStore = authStore,
  connect: typeof connectPlayerChannel = connectPlayerChannel,
): () => void {
  let connected: { playerId: number; disconnect: () => void } | null = null;
  const sync = () => {
    const { status, player } = store.getState();
    if (status === 'pending' || status === 'unknown') return;
    const wanted = status === 'logged_in' ? player.id : null;
    if (connected && connected.playerId === wanted) return;
    connected?.disconnect();
    connected =
      wanted === null ? null : { playerId: wanted, disconnect: connect(wanted, store.onBalanceChanged) };
  };
  sync();
  const unsubscribe = store.subscribe(sync);
  return () => {
    unsubscribe();
    connected?.disconnect();
    connected = null;
  };
}
