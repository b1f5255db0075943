import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createSubscriptionRegistry,
  type SubscribingClient,
  type SubscriptionHandle,
} from './subscription-registry';

type Subscribed = { wasRecovering: boolean; recovered: boolean };

class FakeSubscription implements SubscriptionHandle {
  handlers: ((context: { data: unknown }) => void)[] = [];
  subscribedHandlers: ((context: Subscribed) => void)[] = [];
  subscribed = false;
  removed = false;
  constructor(
    readonly channel: string,
    readonly options: object | undefined,
  ) {}
  on(event: 'publication', listener: (context: { data: unknown }) => void): this;
  on(event: 'subscribed', listener: (context: Subscribed) => void): this;
  on(
    event: 'publication' | 'subscribed',
    listener: ((context: { data: unknown }) => void) | ((context: Subscribed) => void),
  ) {
    if (event === 'publication') this.handlers.push(listener as (context: { data: unknown }) => void);
    else this.subscribedHandlers.push(listener as (context: Subscribed) => void);
    return this;
  }
  /** The server confirmed the subscription, with or without what was missed. */
  confirm(context: Subscribed) {
    for (const handler of this.subscribedHandlers) handler(context);
  }
  subscribe() {
    this.subscribed = true;
  }
  publish(data: unknown) {
    if (this.removed) return;
    for (const handler of this.handlers) handler({ data });
  }
}

function fakeClient() {
  const subs = new Map<string, FakeSubscription>();
  const created: FakeSubscription[] = [];
  const client: SubscribingClient<FakeSubscription> = {
    newSubscription(channel, options) {
      if (subs.has(channel)) throw new Error(`duplicate subscription ${channel}`);
      const sub = new FakeSubscription(channel, options);
      subs.set(channel, sub);
      created.push(sub);
      return sub;
    },
    getSubscription: (channel) => subs.get(channel) ?? null,
    removeSubscription(sub) {
      if (!sub) return;
      sub.removed = true;
      subs.delete(sub.channel);
    },
  };
  return { client, subs, created };
}

const statusEvent = { type: 'match_status_changed', data: [{ id: 1, status: 4 }] };

afterEach(() => vi.useRealTimers());

describe('subscription registry', () => {
  it('subscribes a channel once for many listeners and removes it when the last leaves', () => {
    const { client, subs, created } = fakeClient();
    const registry = createSubscriptionRegistry(client);
    const a = vi.fn();
    const b = vi.fn();
    const offA = registry.listen('public:en', a);
    const offB = registry.listen('public:en', b);
    expect(created).toHaveLength(1);
    expect(created[0]?.subscribed).toBe(true);
    expect(registry.listenerCount('public:en')).toBe(2);

    subs.get('public:en')?.publish(statusEvent);
    expect(a).toHaveBeenCalledWith(statusEvent);
    expect(b).toHaveBeenCalledWith(statusEvent);

    offA();
    expect(subs.has('public:en')).toBe(true);
    offB();
    expect(subs.has('public:en')).toBe(false);
    expect(registry.channels()).toEqual([]);
  });

  it('counts the same listener added twice as two, and a remover works once', () => {
    const { client, subs } = fakeClient();
    const registry = createSubscriptionRegistry(client);
    const listener = vi.fn();
    const off1 = registry.listen('match:1', listener);
    const off2 = registry.listen('match:1', listener);
    off1();
    off1();
    expect(registry.listenerCount('match:1')).toBe(1);
    subs.get('match:1')?.publish(statusEvent);
    expect(listener).toHaveBeenCalledTimes(1);
    off2();
    expect(subs.has('match:1')).toBe(false);
  });

  it('ignores publications the contracts do not describe and reports them', () => {
    const { client, subs } = fakeClient();
    const onInvalid = vi.fn();
    const registry = createSubscriptionRegistry(client, { onInvalid });
    const listener = vi.fn();
    registry.listen('public:en', listener);
    subs.get('public:en')?.publish({ type: 'something_new', data: 1 });
    subs.get('public:en')?.publish({ type: 'match_status_changed', data: 'bad' });
    expect(listener).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledTimes(2);
  });

  it('keeps a channel through its release delay when a listener comes back in time', () => {
    vi.useFakeTimers();
    const { client, created } = fakeClient();
    const registry = createSubscriptionRegistry(client, { releaseDelayMs: 1000 });
    const off = registry.listen('public:en', vi.fn());
    off();
    vi.advanceTimersByTime(500);
    const again = registry.listen('public:en', vi.fn());
    vi.advanceTimersByTime(2000);
    expect(created).toHaveLength(1);
    expect(created[0]?.removed).toBe(false);
    again();
    vi.advanceTimersByTime(999);
    expect(created[0]?.removed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(created[0]?.removed).toBe(true);
  });

  it('passes the per-channel options to the subscription', () => {
    const { client, created } = fakeClient();
    const registry = createSubscriptionRegistry(client, {
      subscriptionOptions: (channel) =>
        channel.startsWith('private:') ? { getToken: 'x' } : { delta: 'fossil' },
    });
    registry.listen('private:7', vi.fn());
    registry.listen('match:3', vi.fn());
    expect(created.map((s) => s.options)).toEqual([{ getToken: 'x' }, { delta: 'fossil' }]);
  });

  it('has a subscription exactly for the channels that have listeners, whatever the order', () => {
    const action = fc.record({ channel: fc.constantFrom('a', 'b', 'c'), add: fc.boolean() });
    fc.assert(
      fc.property(fc.array(action, { maxLength: 60 }), (actions) => {
        const { client, subs } = fakeClient();
        const registry = createSubscriptionRegistry(client);
        const removers = new Map<string, (() => void)[]>();
        for (const { channel, add } of actions) {
          const list = removers.get(channel) ?? [];
          if (add) list.push(registry.listen(channel, () => {}));
          else list.pop()?.();
          removers.set(channel, list);
        }
        for (const channel of ['a', 'b', 'c']) {
          const count = removers.get(channel)?.length ?? 0;
          expect(registry.listenerCount(channel)).toBe(count);
          expect(subs.has(channel)).toBe(count > 0);
        }
      }),
    );
  });

  it('asks its listeners to read their state again when the channel is subscribed without a recovery', () => {
    const { client, subs } = fakeClient();
    const registry = createSubscriptionRegistry(client);
    const resyncs: string[] = [];
    const stopA = registry.listen(
      'private:1',
      () => undefined,
      () => resyncs.push('a'),
    );
    registry.listen(
      'private:1',
      () => undefined,
      () => resyncs.push('b'),
    );
    registry.listen('private:1', () => undefined);
    const sub = subs.get('private:1');
    sub?.confirm({ wasRecovering: false, recovered: false });
    expect(resyncs).toEqual(['a', 'b']);
    // Back after a drop with everything missed replayed from history: nothing to read again.
    sub?.confirm({ wasRecovering: true, recovered: true });
    expect(resyncs).toEqual(['a', 'b']);
    // Back after a drop history did not cover: read again, by the listeners still there.
    stopA();
    sub?.confirm({ wasRecovering: true, recovered: false });
    expect(resyncs).toEqual(['a', 'b', 'b']);
  });
});
