import { readWebsocketAuthorization, readWebsocketToken } from '@sportsbook/contracts/realtime-read';
import { Centrifuge, type Subscription, UnauthorizedError } from 'centrifuge';
import { type AnswerReader, ApiError, apiCall } from '@/shared/api/api-client';
import { readCookie } from '@/shared/api/csrf';
import { reportError } from '@/shared/monitoring/report-error';
import { type AuthStatus, createAuthTransitionTracker } from './auth-transitions';
import { isReportable } from './realtime-errors';
import {
  clientOptions,
  REALTIME_TIMINGS,
  type RealtimeFlags,
  realtimeEndpoint,
  subscriptionOptions,
} from './realtime-settings';
import { realtimeStateAttributes } from './realtime-state';
import { createSubscriptionRegistry, type SubscriptionRegistry } from './subscription-registry';
import { parseTestProviders, TEST_PROVIDERS_COOKIE } from './test-providers';
import { connectionHealth } from './use-connection-health';

/**
 * The browser's one real-time client (spec part 2 §4, §7, §9). It is created on first use, connects at once
 * (the auth status starts as unknown) and follows the auth status the accounts feature reports through
 * `setRealtimeAuthStatus`. Channels are shared through the subscription registry.
 */
interface Runtime {
  client: Centrifuge;
  registry: SubscriptionRegistry;
}

let runtime: Runtime | undefined;
let flags: RealtimeFlags = { delta: false, testProviderOverride: false };
const tracker = createAuthTransitionTracker();

/** Set by the layout before any channel is used: the server's feature flags. */
export function configureRealtime(next: RealtimeFlags): void {
  flags = next;
}

/** A zod-free reader as the API client takes it: the value, or an error naming the answer. */
function answerReader<T>(what: string, read: (value: unknown) => T | null): AnswerReader<T> {
  return {
    parse(input) {
      const value = read(input);
      if (value === null) throw new TypeError(`unreadable ${what} answer`);
      return value;
    },
  };
}

const tokenAnswer = answerReader('websocket token', readWebsocketToken);
const authorizationAnswer = answerReader('websocket authorization', readWebsocketAuthorization);

function unauthorizedOr(error: unknown): unknown {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403))
    return new UnauthorizedError(error.message);
  return error;
}

/** A connection token: anonymous for a visitor, the player's once signed in (the session cookie decides). */
async function fetchConnectionToken(): Promise<string> {
  try {
    return (
      await apiCall('/api/sportsbook/websocket/token', tokenAnswer, {
        method: 'POST',
        handlesUnauthorized: true,
      })
    ).token;
  } catch (error) {
    throw unauthorizedOr(error);
  }
}

/** A subscription token for a private channel; unauthorized ends the subscription (spec part 2 §8). */
async function fetchSubscriptionToken(channel: string): Promise<string> {
  try {
    const answer = await apiCall('/api/sportsbook/websocket/authorize', authorizationAnswer, {
      method: 'POST',
      body: { channels: [channel] },
      // An unauthorized answer ends this subscription only; it is not a session expiry.
      handlesUnauthorized: true,
    });
    const found = answer.channels.find((entry) => entry.channel === channel);
    if (!found) throw new UnauthorizedError(`no token for ${channel}`);
    return found.token;
  } catch (error) {
    throw unauthorizedOr(error);
  }
}

function createRuntime(): Runtime {
  const client = new Centrifuge(realtimeEndpoint(window.location), {
    ...clientOptions(),
    getToken: fetchConnectionToken,
  });
  let connectedOnce = false;
  client.on('connected', () => {
    connectedOnce = true;
  });
  client.on('error', (context) => {
    if (!isReportable(context.error)) return;
    reportError(
      connectedOnce ? `real-time ${context.type} error` : 'real-time first connect failed',
      context.error,
    );
  });
  // The page's real-time state on <html> (realtime-state.ts), kept on every client and subscription change.
  const showState = () => {
    const subscriptions = Object.values(client.subscriptions());
    const { realtime, channels } = realtimeStateAttributes(client.state, subscriptions);
    document.documentElement.dataset.realtime = realtime;
    document.documentElement.dataset.realtimeChannels = channels;
    if (realtime === 'subscribed') connectionHealth.allSubscribed();
  };
  client.on('state', (context) => {
    // Losing the connection starts the grace after which prices stop being bettable (connection-health.ts).
    if (context.newState === 'connected') connectionHealth.connectionRestored();
    else if (connectedOnce) connectionHealth.connectionLost();
    showState();
  });
  const watchedClient = {
    newSubscription(channel: string, options?: object) {
      const subscription = client.newSubscription(channel, options);
      let subscribedBefore = false;
      // A channel back after a drop either recovered what it missed from history or needs a refetch.
      subscription.on('subscribed', (context) => {
        if (subscribedBefore)
          connectionHealth.channelResubscribed(context.wasRecovering && context.recovered);
        subscribedBefore = true;
        showState();
      });
      // 'state' comes before 'subscribed': the page's state is read once the recovery outcome is known.
      subscription.on('state', (context) => {
        if (context.newState !== 'subscribed') showState();
      });
      // Token and subscribe failures are retried by the client with back-off; each is reported (spec part 2 §8).
      subscription.on('error', (context) => {
        if (isReportable(context.error))
          reportError(`real-time ${context.type} error on ${channel}`, context.error);
      });
      return subscription;
    },
    getSubscription: (channel: string) => client.getSubscription(channel),
    removeSubscription(subscription: Subscription | null) {
      client.removeSubscription(subscription);
      showState();
    },
  };
  const registry = createSubscriptionRegistry(watchedClient, {
    releaseDelayMs: REALTIME_TIMINGS.releaseDelay,
    subscriptionOptions: (channel) => ({
      ...subscriptionOptions(flags),
      ...(channel.startsWith('private:') ? { getToken: () => fetchSubscriptionToken(channel) } : {}),
    }),
    onInvalid: (channel, data) => reportError(`unreadable publication on ${channel}`, data),
  });
  return { client, registry };
}

function getRuntime(): Runtime {
  if (!runtime) {
    runtime = createRuntime();
    // Spec part 1 §4: the connection opens at unknown, before accounts have said anything.
    if (tracker.current() === null) apply(tracker.next('unknown'));
  }
  return runtime;
}

function apply(action: ReturnType<typeof tracker.next>): void {
  if (action === 'none') return;
  const { client } = getRuntime();
  if (action === 'reconnect') {
    client.disconnect();
    client.setToken('');
  }
  client.connect();
}

/**
 * For the accounts feature: call on every auth status change. Signing in or out reconnects (drop, clear
 * token, connect) so the server sees the new identity; pending changes nothing.
 */
export function setRealtimeAuthStatus(status: AuthStatus): void {
  apply(tracker.next(status));
}

/** Creates the client and connects it (at unknown) if that has not happened yet. */
export function startRealtime(): void {
  getRuntime();
}

/** The shared subscription registry (creating and connecting the client on first use). */
export function realtimeRegistry(): SubscriptionRegistry {
  return getRuntime().registry;
}

/** The providers the test-provider cookie pins, when that feature is on; null shows every provider. */
export function testProviderOverride(): readonly string[] | null {
  if (!flags.testProviderOverride) return null;
  return parseTestProviders(readCookie(document.cookie, TEST_PROVIDERS_COOKIE));
}
