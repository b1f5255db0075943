import type { RealtimeEvent } from '@sportsbook/contracts/realtime';
import { readRealtimeEvent } from '@sportsbook/contracts/realtime-read';

/** The part of a centrifuge Subscription the registry uses (a fake in tests). */
export interface SubscriptionHandle {
  on(event: 'publication', listener: (context: { data: unknown }) => void): unknown;
  on(
    event: 'subscribed',
    listener: (context: { wasRecovering: boolean; recovered: boolean }) => void,
  ): unknown;
  subscribe(): void;
}

/** The part of the centrifuge client the registry uses. */
export interface SubscribingClient<S extends SubscriptionHandle = SubscriptionHandle> {
  newSubscription(channel: string, options?: object): S;
  getSubscription(channel: string): S | null;
  removeSubscription(subscription: S | null): void;
}

export type EventListener = (event: RealtimeEvent) => void;

/**
 * Called each time the channel is subscribed without what it missed recovered from history: the first time, and
 * after a drop the server's history did not cover. Publications sent before that moment never reach this tab, so
 * whoever shows state from the channel reads it again here.
 */
export type ResyncListener = () => void;

export interface RegistryOptions {
  /** Options of a channel's subscription (delta, a token getter for private channels). */
  subscriptionOptions?: (channel: string) => object;
  /**
   * How long a channel whose last listener left stays subscribed, so a page change that drops and re-adds
   * the same channel (or React's double mount in development) does not unsubscribe and subscribe again.
   */
  releaseDelayMs?: number;
  /** Called with a publication the contracts do not describe (an unknown event type is not an error). */
  onInvalid?: (channel: string, data: unknown) => void;
}

interface Entry<S> {
  subscription: S;
  listeners: Set<EventListener>;
  resyncs: Set<ResyncListener>;
  releaseTimer: ReturnType<typeof setTimeout> | undefined;
}

/**
 * One subscription per channel, shared by every listener (spec part 2 §4): created with the first listener,
 * removed when the last one leaves. Publications are read once by the contracts' zod-free reader and handed to
 * every listener of the channel.
 */
export function createSubscriptionRegistry<S extends SubscriptionHandle>(
  client: SubscribingClient<S>,
  options: RegistryOptions = {},
) {
  const entries = new Map<string, Entry<S>>();
  const releaseDelayMs = options.releaseDelayMs ?? 0;

  function dispatch(channel: string, data: unknown) {
    const entry = entries.get(channel);
    if (!entry) return;
    const event = readRealtimeEvent(data);
    if (!event) {
      options.onInvalid?.(channel, data);
      return;
    }
    // A listener may leave while others are called; copy first.
    for (const listener of [...entry.listeners]) listener(event);
  }

  function release(channel: string, entry: Entry<S>) {
    entry.releaseTimer = undefined;
    if (entry.listeners.size > 0 || entries.get(channel) !== entry) return;
    entries.delete(channel);
    client.removeSubscription(entry.subscription);
  }

  function open(channel: string): Entry<S> {
    const existing = client.getSubscription(channel);
    // A subscription left behind by someone else would carry their handlers; start from a clean one.
    if (existing) client.removeSubscription(existing);
    const subscription = client.newSubscription(channel, options.subscriptionOptions?.(channel));
    subscription.on('publication', (context) => dispatch(channel, context.data));
    const entry: Entry<S> = {
      subscription,
      listeners: new Set(),
      resyncs: new Set(),
      releaseTimer: undefined,
    };
    subscription.on('subscribed', (context) => {
      if (context.wasRecovering && context.recovered) return;
      for (const resync of [...entry.resyncs]) resync();
    });
    subscription.subscribe();
    entries.set(channel, entry);
    return entry;
  }

  return {
    /** Adds a listener to a channel (and its resync, if any); the returned function removes them. */
    listen(channel: string, listener: EventListener, resync?: ResyncListener): () => void {
      const entry = entries.get(channel) ?? open(channel);
      if (entry.releaseTimer !== undefined) {
        clearTimeout(entry.releaseTimer);
        entry.releaseTimer = undefined;
      }
      // The same function twice counts twice, so each returned remover takes exactly one away.
      const own: EventListener = (event) => listener(event);
      entry.listeners.add(own);
      const ownResync: ResyncListener | undefined = resync && (() => resync());
      if (ownResync) entry.resyncs.add(ownResync);
      let removed = false;
      return () => {
        if (removed) return;
        removed = true;
        entry.listeners.delete(own);
        if (ownResync) entry.resyncs.delete(ownResync);
        if (entry.listeners.size > 0) return;
        if (releaseDelayMs <= 0) release(channel, entry);
        else entry.releaseTimer = setTimeout(() => release(channel, entry), releaseDelayMs);
      };
    },
    listenerCount(channel: string): number {
      return entries.get(channel)?.listeners.size ?? 0;
    },
    /** Channels subscribed now (including those waiting out their release delay). */
    channels(): string[] {
      return [...entries.keys()];
    },
  };
}

export type SubscriptionRegistry = ReturnType<typeof createSubscriptionRegistry>;
