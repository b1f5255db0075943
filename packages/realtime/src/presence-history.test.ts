import type { JoinContext, LeaveContext } from 'centrifuge';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  connectionToken,
  disconnectClients,
  eventually,
  newClient,
  startServer,
  type TestServer,
  until,
} from './test-support';

let srv: TestServer;
beforeAll(async () => {
  srv = await startServer({ historySize: 5 });
});
afterEach(() => disconnectClients());
afterAll(() => srv.close());

async function subscribe(channel: string, user?: string, options: { joinLeave?: boolean } = {}) {
  const client = newClient(srv.url, user ? { token: await connectionToken(user, 600, { name: user }) } : {});
  const sub = client.newSubscription(channel, options);
  let clientId = '';
  client.on('connected', (ctx) => {
    clientId = ctx.client;
  });
  client.connect();
  sub.subscribe();
  await sub.ready(3000);
  return { client, sub, clientId };
}

describe('presence', () => {
  it('lists subscribers with their user and connection info, and counts them', async () => {
    const a = await subscribe('public:presence-1', 'hank');
    const b = await subscribe('public:presence-1', 'hank');
    const c = await subscribe('public:presence-1', 'iris');
    const anon = await subscribe('public:presence-1');

    const { clients } = await a.sub.presence();
    expect(Object.keys(clients)).toHaveLength(4);
    const users = Object.values(clients)
      .map((info) => info.user)
      .sort();
    expect(users).toEqual(['', 'hank', 'hank', 'iris']);
    const iris = Object.values(clients).find((info) => info.user === 'iris');
    expect(iris?.connInfo).toEqual({ name: 'iris' });

    expect(await b.sub.presenceStats()).toEqual({ numClients: 4, numUsers: 3 });

    c.sub.unsubscribe();
    anon.client.disconnect();
    const remaining = await eventually(async () => {
      const entries = Object.values(await srv.node.presence('public:presence-1'));
      return entries.length === 2 ? entries : undefined;
    });
    expect(remaining.map((e) => e.userId)).toEqual(['hank', 'hank']);
  });

  it('refuses presence of a channel the client is not subscribed to (103)', async () => {
    const { client } = await subscribe('public:presence-2', 'jack');
    await expect(client.presence('public:elsewhere')).rejects.toMatchObject({ code: 103 });
  });

  it('answers "not available" (108) where the channel turns presence off', async () => {
    const { sub } = await subscribe('nodelta:presence-off', 'kate');
    await expect(sub.presence()).rejects.toMatchObject({ code: 108 });
  });

  it('pushes join and leave to subscribers that ask for them', async () => {
    const watcher = await subscribe('chat:room-1', 'lena', { joinLeave: true });
    const joins: JoinContext[] = [];
    const leaves: LeaveContext[] = [];
    // The watcher may also see its own join; only mike's events count here.
    watcher.sub.on('join', (ctx) => ctx.info.user === 'mike' && joins.push(ctx));
    watcher.sub.on('leave', (ctx) => ctx.info.user === 'mike' && leaves.push(ctx));
    const other = await subscribe('chat:room-1', 'mike');
    await until(() => joins.length === 1);
    expect(joins[0]?.info.client).toBe(other.clientId);
    other.sub.unsubscribe();
    await until(() => leaves.length === 1);
    expect(leaves[0]?.info.client).toBe(other.clientId);
  });
});

describe('history', () => {
  it('returns the stream position, publications oldest first, newest first, and since a position', async () => {
    const channel = 'public:history-1';
    const positions = [];
    for (let n = 1; n <= 7; n++) positions.push(await srv.node.publish(channel, { n }));
    const { sub } = await subscribe(channel);
    const last = positions[6];

    const top = await sub.history({ limit: 0 });
    expect(top).toEqual({ publications: [], offset: last?.offset, epoch: last?.epoch });

    const oldest = await sub.history({ limit: 3 });
    // History keeps the last 5 of 7 publications.
    expect(oldest.publications.map((p) => (p.data as { n: number }).n)).toEqual([3, 4, 5]);

    const newest = await sub.history({ limit: 2, reverse: true });
    expect(newest.publications.map((p) => (p.data as { n: number }).n)).toEqual([7, 6]);

    const since = await sub.history({
      limit: 10,
      since: { offset: positions[4]?.offset ?? 0, epoch: last?.epoch ?? '' },
    });
    expect(since.publications.map((p) => p.offset)).toEqual([positions[5]?.offset, positions[6]?.offset]);
  });

  it('answers "unrecoverable position" (112) for a position of another epoch', async () => {
    const channel = 'public:history-2';
    await srv.node.publish(channel, { n: 1 });
    const { sub } = await subscribe(channel);
    await expect(
      sub.history({ limit: 10, since: { offset: 1, epoch: 'stale-epoch' } }),
    ).rejects.toMatchObject({
      code: 112,
    });
  });
});
