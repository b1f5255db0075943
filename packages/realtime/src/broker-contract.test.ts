import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { Broker, BrokerHandler, HistoryOptions } from './broker';
import { createMemoryBroker } from './memory-broker';
import type { ClientInfo, StoredPublication } from './protocol';
import { createRedisBroker } from './redis-broker';
import { eventually, until } from './test-support';

// The same contract for both brokers; the Redis one runs when TEST_REDIS_URL is set.
const redisUrl = process.env.TEST_REDIS_URL;
const opened: Broker[] = [];
afterAll(() => Promise.all(opened.map((b) => b.close())));

const makers: Array<[string, () => Broker]> = [['memory', () => createMemoryBroker()]];
if (redisUrl)
  makers.push(['redis', () => createRedisBroker({ url: redisUrl, prefix: `contract-${randomUUID()}:` })]);

const opts: HistoryOptions = { size: 3, ttlMs: 60_000, metaTtlMs: 60_000 };

function recorder() {
  const pubs: Array<{ channel: string; pub: StoredPublication; epoch: string }> = [];
  const joins: Array<{ channel: string; info: ClientInfo }> = [];
  const handler: BrokerHandler = {
    onPublication: (channel, pub, epoch) => pubs.push({ channel, pub, epoch }),
    onJoin: (channel, info) => joins.push({ channel, info }),
    onLeave: () => {},
    onControl: () => {},
    onResync: () => {},
  };
  return { pubs, joins, handler };
}

describe.each(makers)('%s broker', (_name, make) => {
  const broker = make();
  opened.push(broker);

  it('gives consecutive offsets under one stable epoch and fans out to subscribed handlers', async () => {
    const rec = recorder();
    const unregister = await broker.register(rec.handler);
    await broker.subscribe('c1');
    const p1 = await broker.publish('c1', '{"a":1}', opts);
    const p2 = await broker.publish('c1', '{"a":2}', opts);
    expect(p2).toEqual({ offset: p1.offset + 1, epoch: p1.epoch });
    expect(p1.epoch).toMatch(/^[0-9a-f]{12}$/);
    await until(() => rec.pubs.filter((p) => p.channel === 'c1').length === 2);
    expect(rec.pubs.map((p) => p.pub.data)).toEqual(['{"a":1}', '{"a":2}']);
    await broker.unsubscribe('c1');
    unregister();
  });

  it('keeps the last `size` publications and answers queries like the Go server', async () => {
    for (let n = 1; n <= 5; n++) await broker.publish('c2', `{"n":${n}}`, opts);
    const all = await broker.history('c2', { limit: -1, reverse: false }, opts);
    expect(all.offset).toBe(5);
    expect(all.publications.map((p) => p.offset)).toEqual([3, 4, 5]);
    const top = await broker.history('c2', { limit: 0, reverse: false }, opts);
    expect(top).toEqual({ offset: 5, epoch: all.epoch, publications: [] });
    const since = await broker.history(
      'c2',
      { since: { offset: 3, epoch: all.epoch }, limit: 10, reverse: false },
      opts,
    );
    expect(since.publications.map((p) => p.data)).toEqual(['{"n":4}', '{"n":5}']);
    const back = await broker.history(
      'c2',
      { since: { offset: 5, epoch: '' }, limit: 1, reverse: true },
      opts,
    );
    expect(back.publications.map((p) => p.offset)).toEqual([4]);
  });

  it('creates a stable epoch for a channel that never had a publication', async () => {
    const first = await broker.history('c3', { limit: 0, reverse: false }, opts);
    const second = await broker.history('c3', { limit: 0, reverse: false }, opts);
    expect(first.offset).toBe(0);
    expect(second.epoch).toBe(first.epoch);
    const pub = await broker.publish('c3', '1', opts);
    expect(pub).toEqual({ offset: 1, epoch: first.epoch });
  });

  it('drops history after its TTL but keeps the position; a new epoch after the meta TTL', async () => {
    // The meta TTL is far longer than the history's, so the moment between the two is seen however slow the
    // machine.
    const short: HistoryOptions = { size: 10, ttlMs: 150, metaTtlMs: 2_000 };
    const p = await broker.publish('c4', '1', short);
    const afterTtl = await eventually(async () => {
      const history = await broker.history('c4', { limit: -1, reverse: false }, short);
      return history.publications.length === 0 && history;
    });
    expect(afterTtl).toMatchObject({ offset: p.offset, epoch: p.epoch });
    // A read may renew the meta TTL, so its expiry is not polled for: the next read comes once a whole meta TTL
    // has passed since the last one returned, and then some. Redis expires a key only once its time is strictly
    // past, in whole milliseconds: a read that renewed and returned within one millisecond, and a next read in
    // the millisecond its TTL ends, found the key still there (a CI run saw it).
    const lastRead = Date.now();
    await until(() => Date.now() > lastRead + short.metaTtlMs + 50, short.metaTtlMs + 5_000);
    const afterMeta = await broker.history('c4', { limit: 0, reverse: false }, short);
    expect(afterMeta.epoch).not.toBe(p.epoch);
    expect(afterMeta.offset).toBe(0);
  });

  it('stores presence per channel and forgets removed clients', async () => {
    const info: ClientInfo = { client: 'c-1', user: 'u-1', conn_info: { name: 'U' } };
    await broker.addPresence('c5', 'c-1', info, 60_000);
    await broker.addPresence('c5', 'c-2', { client: 'c-2', user: '' }, 60_000);
    expect(await broker.presence('c5')).toEqual({ 'c-1': info, 'c-2': { client: 'c-2', user: '' } });
    await broker.removePresence('c5', 'c-2');
    expect(Object.keys(await broker.presence('c5'))).toEqual(['c-1']);
    expect(await broker.presence('empty')).toEqual({});
  });

  it('delivers join, leave and control messages to every registered handler', async () => {
    const one = recorder();
    const two = recorder();
    const controls: unknown[] = [];
    const un1 = await broker.register(one.handler);
    const un2 = await broker.register({ ...two.handler, onControl: (m) => controls.push(m) });
    await broker.subscribe('c6');
    await broker.publishJoin('c6', { client: 'x', user: 'y' });
    await broker.publishControl({ type: 'disconnect', user: 'y', reconnect: false });
    await until(() => one.joins.length === 1 && two.joins.length === 1 && controls.length === 1);
    expect(controls).toEqual([{ type: 'disconnect', user: 'y', reconnect: false }]);
    await broker.unsubscribe('c6');
    un1();
    un2();
  });
});

describe('memory broker specifics', () => {
  it('drops the publications of channels nobody publishes to after the history TTL, used again or not', async () => {
    let clock = 1_000_000;
    const broker = createMemoryBroker({ now: () => clock });
    const longMeta: HistoryOptions = { ...opts, metaTtlMs: 10 * opts.ttlMs };
    for (let n = 0; n < 50; n++) await broker.publish(`match:${n}`, '{"done":true}', longMeta);
    expect(broker.storedPublications()).toBe(50);
    clock += opts.ttlMs;
    await broker.publish('match:live', '{"n":1}', longMeta);
    expect(broker.storedPublications()).toBe(1);
    // Their positions stay until the meta TTL: a recovering client is told of the gap, not of a new epoch.
    const page = await broker.history('match:0', { limit: 0, reverse: false }, longMeta);
    expect(page.offset).toBe(1);
  });
});

describe.skipIf(!redisUrl)('redis broker specifics', () => {
  it('stops delivering a channel once unsubscribed, and expires presence nobody refreshes', async () => {
    const broker = createRedisBroker({ url: redisUrl ?? '', prefix: `specific-${randomUUID()}:` });
    opened.push(broker);
    const rec = recorder();
    await broker.register(rec.handler);
    await broker.subscribe('r1');
    await broker.publish('r1', '1', opts);
    await until(() => rec.pubs.length === 1);
    await broker.unsubscribe('r1');
    await broker.publish('r1', '2', opts);
    // Redis delivers one connection's messages in order: once a later publication on a subscribed channel has
    // arrived, the one on r1 would have arrived before it.
    await broker.subscribe('r1-witness');
    await broker.publish('r1-witness', '3', opts);
    await until(() => rec.pubs.some((p) => p.channel === 'r1-witness'));
    expect(rec.pubs.map((p) => [p.channel, p.pub.data])).toEqual([
      ['r1', '1'],
      ['r1-witness', '3'],
    ]);

    await broker.addPresence('r2', 'gone', { client: 'gone', user: 'u' }, 100);
    await broker.addPresence('r2', 'kept', { client: 'kept', user: 'u' }, 60_000);
    await eventually(async () => Object.keys(await broker.presence('r2')).length === 1);
    expect(Object.keys(await broker.presence('r2'))).toEqual(['kept']);
  });
});
