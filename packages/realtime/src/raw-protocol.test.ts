import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectionToken,
  eventually,
  RawClient,
  sleep,
  startServer,
  type TestServer,
  until,
} from './test-support';

// The protocol driven by hand over a plain WebSocket: what the SDK never sends, and the server's
// answers to it. Every failure stays with its own connection.

let srv: TestServer;
beforeAll(async () => {
  srv = await startServer({ maxCommandsPerSecond: 50, maxChannelsPerClient: 3, maxMessageBytes: 4096 });
});
afterAll(() => srv.close());

async function connected(): Promise<RawClient> {
  const raw = new RawClient(srv.url);
  await raw.opened;
  raw.sendCommands({ id: 1, connect: {} });
  await raw.reply(1);
  return raw;
}

describe('framing', () => {
  it('answers several commands sent in one frame, each with its id', async () => {
    const raw = new RawClient(srv.url);
    await raw.opened;
    await srv.node.publish('public:frame', { n: 1 });
    raw.sendCommands(
      { id: 1, connect: { token: await connectionToken('pete') } },
      { id: 2, subscribe: { channel: 'public:frame' } },
      { id: 3, presence_stats: { channel: 'public:frame' } },
      { id: 4, history: { channel: 'public:frame', limit: 10 } },
    );
    const [c, s, p, h] = await Promise.all([1, 2, 3, 4].map((id) => raw.reply(id)));
    expect(c).toMatchObject({ connect: { pong: true, ping: 25 } });
    expect(s).toMatchObject({ subscribe: { recoverable: true, positioned: true, offset: 1 } });
    expect(p).toEqual({ id: 3, presence_stats: { num_clients: 1, num_users: 1 } });
    expect(h).toMatchObject({ history: { publications: [{ data: { n: 1 }, offset: 1 }], offset: 1 } });
    raw.close();
  });

  it.each([
    ['malformed JSON', 'not json at all'],
    ['an unknown method', JSON.stringify({ id: 2, frobnicate: {} })],
    ['a command without id', JSON.stringify({ subscribe: { channel: 'public:x' } })],
    ['a wrongly typed field', JSON.stringify({ id: 2, subscribe: { channel: 42 } })],
    [
      'two methods in one command',
      JSON.stringify({ id: 2, presence: { channel: 'a' }, history: { channel: 'a' } }),
    ],
  ])('disconnects with 3501 bad request on %s', async (_name, frame) => {
    const raw = await connected();
    raw.send(frame);
    expect(await raw.closedWith()).toBe(3501);
    expect(raw.closeReason).toBe('bad request');
  });

  it('disconnects with 3501 on a command before connect, a second connect, and a binary frame', async () => {
    const early = new RawClient(srv.url);
    await early.opened;
    early.sendCommands({ id: 1, subscribe: { channel: 'public:x' } });
    const twice = await connected();
    twice.sendCommands({ id: 2, connect: {} });
    const binary = await connected();
    binary.send(Buffer.from(JSON.stringify({ id: 2, presence: { channel: 'a' } })), true);
    expect(await Promise.all([early.closedWith(), twice.closedWith(), binary.closedWith()])).toEqual([
      3501, 3501, 3501,
    ]);
  });

  it('disconnects with 3501 on a pong nobody asked for', async () => {
    const raw = await connected();
    raw.send('{}');
    expect(await raw.closedWith()).toBe(3501);
  });

  it('closes a connection whose frame exceeds the size limit (1009)', async () => {
    const raw = await connected();
    raw.sendCommands({ id: 2, rpc: { method: 'x', data: 'y'.repeat(10_000) } });
    expect(await raw.closedWith()).toBe(1009);
  });
});

describe('errors that keep the connection', () => {
  it('answers unknown channel (102), already subscribed (105), limit exceeded (106), not available (108)', async () => {
    const raw = await connected();
    raw.sendCommands(
      { id: 2, subscribe: { channel: 'nowhere:1' } },
      { id: 3, subscribe: { channel: 'public:a' } },
      { id: 4, subscribe: { channel: 'public:a' } },
      { id: 5, subscribe: { channel: 'public:b' } },
      { id: 6, subscribe: { channel: 'public:c' } },
      { id: 7, subscribe: { channel: 'public:d' } },
      { id: 8, subscribe: { channel: 'public:map', type: 1 } },
      { id: 9, ping: {} },
    );
    const replies = await Promise.all([2, 3, 4, 5, 6, 7, 8, 9].map((id) => raw.reply(id)));
    const codes = replies.map((r) => (r.error as { code?: number } | undefined)?.code ?? 0);
    expect(codes).toEqual([102, 0, 105, 0, 0, 106, 108, 108]);
    expect(raw.closeCode).toBeNull();
  });

  it('answers unrecoverable position (112) when the client asks to reject an unrecoverable subscribe', async () => {
    await srv.node.publish('public:reject', { n: 1 });
    const raw = await connected();
    raw.sendCommands({
      id: 2,
      subscribe: { channel: 'public:reject', recover: true, offset: 1, epoch: 'gone', flag: 2 },
    });
    expect(await raw.reply(2)).toMatchObject({ error: { code: 112 } });
  });
});

describe('flood', () => {
  it('disconnects a flooding client with 3013 and keeps serving the others', async () => {
    const bystander = await connected();
    bystander.sendCommands({ id: 2, subscribe: { channel: 'public:flood' } });
    await bystander.reply(2);
    const flooder = await connected();
    for (let i = 0; i < 20; i++) {
      flooder.sendCommands(...Array.from({ length: 10 }, (_, k) => ({ id: 100 + i * 10 + k, ping: {} })));
    }
    expect(await flooder.closedWith()).toBe(3013);
    expect(flooder.closeReason).toBe('too many requests');
    await srv.node.publish('public:flood', { still: 'here' });
    await until(() => bystander.messages.some((m) => JSON.stringify(m).includes('still')));
    expect(bystander.closeCode).toBeNull();
  });
});

describe('slow clients', () => {
  it('drops a client that stops reading once its unsent data passes the limit', async () => {
    const slowSrv = await startServer({ maxBufferedBytes: 256 * 1024 });
    try {
      const connect = async () => {
        const raw = new RawClient(slowSrv.url);
        await raw.opened;
        raw.sendCommands({ id: 1, connect: {} }, { id: 2, subscribe: { channel: 'public:big' } });
        await raw.reply(2);
        return raw;
      };
      const slow = await connect();
      const fast = await connect();
      slow.pauseReading();
      // The kernel's socket buffers absorb a lot before anything backs up in the server: publish
      // until the server gives up on the slow client.
      let published = 0;
      while (slowSrv.node.connectionCount() === 2 && published < 2000) {
        await slowSrv.node.publish('public:big', { blob: 'x'.repeat(200_000), n: published });
        published += 1;
        // sleep-ok: paces the publisher so the server's socket writes run between publications; the loop ends on
        // the server dropping the slow client, however many rounds that takes on this machine.
        await sleep(1);
      }
      expect(slowSrv.node.connectionCount()).toBe(1);
      expect(published).toBeLessThan(2000);
      await eventually(async () => Object.keys(await slowSrv.node.presence('public:big')).length === 1);
      await until(() => fast.messages.filter((m) => m.push).length === published, 10_000);
      expect(fast.closeCode).toBeNull();
      slow.close();
      fast.close();
    } finally {
      await slowSrv.close();
    }
  }, 30_000);
});

describe('ping, pong and stale connections', () => {
  let pingSrv: TestServer;
  beforeAll(async () => {
    pingSrv = await startServer({ pingIntervalMs: 1000, pongTimeoutMs: 400, connectTimeoutMs: 500 });
  });
  afterAll(() => pingSrv.close());

  it('pings, keeps a client that answers and drops one that does not (3012)', async () => {
    const open = async () => {
      const raw = new RawClient(pingSrv.url);
      await raw.opened;
      raw.sendCommands({ id: 1, connect: {} });
      expect(await raw.reply(1)).toMatchObject({ connect: { ping: 1, pong: true } });
      return raw;
    };
    const silent = await open();
    const answering = await open();
    const answered = new Set<number>();
    const timer = setInterval(() => {
      answering.messages.forEach((m, i) => {
        if (Object.keys(m).length === 0 && !answered.has(i)) {
          answered.add(i);
          answering.send('{}');
        }
      });
    }, 20);
    try {
      expect(await silent.closedWith(4000)).toBe(3012);
      // Two more pings answered: the answering client outlived a pong deadline the silent one did not.
      const answeredWhenSilentClosed = answered.size;
      await until(() => answered.size >= answeredWhenSilentClosed + 2, 10_000);
      expect(answering.closeCode).toBeNull();
    } finally {
      clearInterval(timer);
      answering.close();
    }
  });

  it('drops a socket that never sends connect (3502 stale)', async () => {
    const raw = new RawClient(pingSrv.url);
    await raw.opened;
    expect(await raw.closedWith(3000)).toBe(3502);
  });
});
