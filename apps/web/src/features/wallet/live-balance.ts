import {
  REALTIME_PATH,
  realtimeChannels,
  websocketAuthorizeResponseSchema,
  websocketTokenResponseSchema,
} from '@sportsbook/contracts/realtime';
import { balanceChangedEventSchema } from '@sportsbook/contracts/wallet';
import { Centrifuge, UnauthorizedError } from 'centrifuge';
import { apiCall, isApiError } from '../../shared/api/api-client';
import { type AuthStore, authStore, type BalanceChange } from '../account/auth-store';

// Live balance until the shell's real-time client takes over: one connection for the signed-in player with
// their private channel, `balance_changed` into the auth store's hook point. Routing this through the shared
// client later changes only `connectPlayerChannel`.

function unauthorizedToStop(error: unknown): never {
  // A 401 or 403 means no session: the SDK stops instead of retrying.
  if (isApiError(error) && (error.status === 401 || error.status === 403))
    throw new UnauthorizedError(error.message);
  throw error;
}

/** Connects, subscribes to `private:{playerId}` and hands every balance change over; answers the disconnect. */
export function connectPlayerChannel(
  playerId: number,
  onBalance: (change: BalanceChange) => void,
): () => void {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  const client = new Centrifuge(`${scheme}://${window.location.host}${REALTIME_PATH}`, {
    getToken: () =>
      apiCall('/api/sportsbook/websocket/token', websocketTokenResponseSchema, {
        method: 'POST',
        handlesUnauthorized: true,
      }).then((answer) => answer.token, unauthorizedToStop),
  });
  const channel = realtimeChannels.player(String(playerId));
  const subscription = client.newSubscription(channel, {
    getToken: () =>
      apiCall('/api/sportsbook/websocket/authorize', websocketAuthorizeResponseSchema, {
        method: 'POST',
        body: { channels: [channel] },
        handlesUnauthorized: true,
      }).then((answer) => {
        const token = answer.channels.find((entry) => entry.channel === channel)?.token;
        if (!token) throw new UnauthorizedError(`no token for ${channel}`);
        return token;
      }, unauthorizedToStop),
  });
  subscription.on('publication', (context) => {
    const event = balanceChangedEventSchema.safeParse(context.data);
    if (event.success) onBalance(event.data.data);
  });
  subscription.subscribe();
  client.connect();
  return () => {
    subscription.unsubscribe();
    client.removeSubscription(subscription);
    client.disconnect();
  };
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
