import type { SubscribedContext } from 'centrifuge';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Broker, BrokerHandler } from './broker';
import { createMemoryBroker } from './memory-broker';
import { disconnectClients, newClient, startServer, type TestServer, until } from './test-support';

let srv: TestServer;
beforeAll(async () => {
  srv = await startServer({ historySize: 10 });
});
afterEach(() => {
  srv.blockUpgrades(false);
  disconnectClients();
});
afterAll(() => srv.close());

async function subscribedClient(channel: string) {
  const client = newClient(srv.url);
  const sub = client.newSubscription(channel);
  const data: number[] = [];
  const subscribed: SubscribedContext[] = [];
  sub.on('publication', (ctx) => data.push((ctx.data as { n: number }).n));
  sub.on('subscribed', (ctx) => subscribed.push(ctx));
  client.connect();
  sub.subscribe();
  await sub.ready(3000);
  return { client, sub, data, subscribed };
}

describe('recovery after a dropped connection', () => {
  it('delivers every publication made while the client was away, once and in order', async () => {
    const channel = 'public:recover-1';
    const { client, data, subscribed } = await subscribedClient(channel);
    for (let n = 1; n <= 3; n++) await srv.node.publish(channel, { n });
    await until(() => data.length === 3);

    srv.blockUpgrades(true);
    srv.dropConnections();
    await until(() => client.state === 'connecting');
    for (let n = 4; n <= 8; n++) await srv.node.publish(channel, { n });
    srv.blockUpgrades(false);

    await until(() => subscribed.length === 2, 5000);
    await srv.node.publish(channel, { n: 9 });
    await until(() => data.length === 9);
    expect(data).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(subscribed[1]).toMatchObject({
      wasRecovering: true,
      recovered: true,
      hasRecoveredPublications: true,
    });
  });

  it('recovers with nothing missed when nothing was published meanwhile', async () => {
    const channel = 'public:recover-2';
    const { client, data, subscribed } = await subscribedClient(channel);
    await srv.node.publish(channel, { n: 1 });
    await until(() => data.length === 1);
    srv.dropConnections();
    await until(() => client.state === 'connecting');
    await until(() => subscribed.length === 2, 5000);
    expect(subscribed[1]).toMatchObject({
      wasRecovering: true,
      recovered: true,
      hasRecoveredPublications: false,
    });
  });

  it('reports recovered false when history no longer holds the missed publications', async () => {
    const channel = 'public:recover-3';
    const { client, data, subscribed } = await subscribedClient(channel);
    await srv.node.publish(channel, { n: 1 });
    await until(() => data.length === 1);
    srv.blockUpgrades(true);
    srv.dropConnections();
    await until(() => client.state === 'connecting');
    // More than the history size (10): publication 2 is gone.
    for (let n = 2; n <= 14; n++) await srv.node.publish(channel, { n });
    srv.blockUpgrades(false);
    await until(() => subscribed.length === 2, 5000);
    expect(subscribed[1]).toMatchObject({ wasRecovering: true, recovered: false });
    expect(data).toEqual([1]);
    // Live publications flow again from the new position.
    await srv.node.publish(channel, { n: 15 });
    await until(() => data.length === 2);
    expect(data).toEqual([1, 15]);
  });

  it('bootstraps from a stream position given with `since`', async () => {
    const channel = 'public:recover-since';
    const p1 = await srv.node.publish(channel, { n: 1 });
    await srv.node.publish(channel, { n: 2 });
    await srv.node.publish(channel, { n: 3 });
    const client = newClient(srv.url);
    const sub = client.newSubscription(channel, { since: { offset: p1.offset, epoch: p1.epoch } });
    const data: number[] = [];
    sub.on('publication', (ctx) => data.push((ctx.data as { n: number }).n));
    client.connect();
    sub.subscribe();
    await until(() => data.length === 2);
    expect(data).toEqual([2, 3]);
  });
});

describe('gaps in live delivery', () => {
  it('a missed publication makes the client resubscribe (2500) and recover it', async () => {
    const memory = createMemoryBroker();
    let handlerOf: BrokerHandler | undefined;
    // Loses the second publication on its way to the node, as a broker hiccup would.
    const lossy: Broker = {
      ...memory,
      register: (h) => {
        handlerOf = h;
        return memory.register({
          ...h,
          onPublication: (c, p, e) => p.offset !== 2 && h.onPublication(c, p, e),
        });
      },
    };
    const lossySrv = await startServer({ broker: lossy });
    try {
      const client = newClient(lossySrv.url);
      const sub = client.newSubscription('public:gap');
      const data: number[] = [];
      const subscribing: number[] = [];
      sub.on('publication', (ctx) => data.push((ctx.data as { n: number }).n));
      sub.on('subscribing', (ctx) => subscribing.push(ctx.code));
      client.connect();
      sub.subscribe();
      await sub.ready(3000);
      for (let n = 1; n <= 4; n++) await lossySrv.node.publish('public:gap', { n });
      await until(() => data.length === 4);
      expect(data).toEqual([1, 2, 3, 4]);
      expect(subscribing).toContain(2500);

      // A broker that lost its connection asks every subscription to resync the same way.
      handlerOf?.onResync();
      await until(() => subscribing.filter((c) => c === 2500).length === 2);
      await until(() => sub.state === 'subscribed');
      await lossySrv.node.publish('public:gap', { n: 5 });
      await until(() => data.length === 5);
      expect(data).toEqual([1, 2, 3, 4, 5]);
    } finally {
      await lossySrv.close();
    }
  });
});
