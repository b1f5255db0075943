import fc from 'fast-check';
import { applyDelta } from 'fossil-delta';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { asciiJson, fossilDeltaText } from './delta';
import { disconnectClients, newClient, RawClient, startServer, type TestServer, until } from './test-support';

/** A market snapshot: large, and each update changes a few odds only, as delta compression expects. */
function market(step: number) {
  return {
    matchId: 'm-42',
    markets: Array.from({ length: 20 }, (_, i) => ({
      id: `market-${i}`,
      name: `Market number ${i} with a long descriptive name`,
      outcomes: [1, 2, 3].map((k) => ({
        id: `o-${i}-${k}`,
        odds: 1500 + ((i * 7 + k * 13 + (i === step % 20 ? step : 0)) % 900),
      })),
    })),
    step,
  };
}

// What the client does with a delta: bytes of the previous payload, bytes of the delta text.
function applyAsClient(previous: string, deltaText: string): string {
  const enc = new TextEncoder();
  return new TextDecoder().decode(applyDelta<Uint8Array>(enc.encode(previous), enc.encode(deltaText)));
}

describe('fossil delta text', () => {
  it('turns any payload into the next one as the client decodes it, or declines', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        const prev = JSON.stringify(a);
        const next = JSON.stringify(b);
        const text = fossilDeltaText(prev, next);
        if (text === null) return;
        expect(new TextEncoder().encode(text).length).toBeLessThan(new TextEncoder().encode(next).length);
        expect(applyAsClient(prev, text)).toBe(next);
      }),
      { numRuns: 300 },
    );
  });

  it('makes a small delta for a small change of a large payload', () => {
    const prev = JSON.stringify(market(1));
    const next = JSON.stringify(market(2));
    const text = fossilDeltaText(prev, next);
    expect(text).not.toBeNull();
    expect((text ?? '').length).toBeLessThan(next.length / 5);
    expect(applyAsClient(prev, text ?? '')).toBe(next);
  });

  it('writes JSON as ASCII without changing its value', () => {
    fc.assert(
      fc.property(fc.jsonValue({ stringUnit: 'binary' }), (value) => {
        const json = JSON.stringify(value);
        const ascii = asciiJson(json);
        expect(ascii).toMatch(/^[\x20-\x7e]*$/);
        // Compared with what JSON itself gives back (JSON has no -0, so -0 travels as 0 either way).
        expect(JSON.parse(ascii)).toEqual(JSON.parse(json));
      }),
    );
  });

  it('always finds a delta between similar ASCII-escaped texts of non-Latin payloads', () => {
    const prev = asciiJson(JSON.stringify({ name: 'Ολυμπιακός – Παναθηναϊκός 🏟️'.repeat(20), odds: 1850 }));
    const next = asciiJson(JSON.stringify({ name: 'Ολυμπιακός – Παναθηναϊκός 🏟️'.repeat(20), odds: 1900 }));
    const text = fossilDeltaText(prev, next);
    expect(text).not.toBeNull();
    expect(applyAsClient(prev, text ?? '')).toBe(next);
  });

  it('never hands out a delta that breaks multi-byte text', () => {
    const unicode = fc.string({ unit: 'binary', minLength: 1, maxLength: 60 });
    fc.assert(
      fc.property(unicode, unicode, unicode, (base, a, b) => {
        // A shared long part makes the encoder copy ranges, whose edges may fall inside a character.
        const prev = JSON.stringify({ t: base.repeat(4) + a });
        const next = JSON.stringify({ t: base.repeat(4) + b + base });
        const text = fossilDeltaText(prev, next);
        if (text !== null) expect(applyAsClient(prev, text)).toBe(next);
      }),
      { numRuns: 500 },
    );
  });
});

let srv: TestServer;
beforeAll(async () => {
  srv = await startServer();
});
afterEach(() => {
  srv.blockUpgrades(false);
  disconnectClients();
});
afterAll(() => srv.close());

describe('delta compression with the centrifuge client', () => {
  it('sends deltas after the first publication and the client sees full payloads', async () => {
    const client = newClient(srv.url);
    const sub = client.newSubscription('public:delta-1', { delta: 'fossil' });
    const got: unknown[] = [];
    sub.on('publication', (ctx) => got.push(ctx.data));
    client.connect();
    sub.subscribe();
    await sub.ready(3000);
    for (let step = 1; step <= 6; step++) await srv.node.publish('public:delta-1', market(step));
    await until(() => got.length === 6);
    expect(got).toEqual([1, 2, 3, 4, 5, 6].map(market));
    const stats = sub.deltaStats();
    expect(stats.numFullPayloads).toBe(1);
    expect(stats.numDeltaPayloads).toBe(5);
    expect(stats.bytesReceived).toBeLessThan(stats.bytesDecoded / 3);
  });

  it('puts the delta flag and a JSON string payload on the wire', async () => {
    const raw = new RawClient(srv.url);
    await raw.opened;
    raw.sendCommands(
      { id: 1, connect: {} },
      { id: 2, subscribe: { channel: 'public:delta-wire', delta: 'fossil' } },
    );
    expect(await raw.reply(2)).toMatchObject({ subscribe: { delta: true } });
    await srv.node.publish('public:delta-wire', market(1));
    await srv.node.publish('public:delta-wire', market(2));
    const pubs = await until(() => {
      const found = raw.messages.filter((m) => (m.push as { pub?: unknown } | undefined)?.pub);
      return found.length === 2
        ? found.map((m) => (m.push as { pub: Record<string, unknown> }).pub)
        : undefined;
    });
    expect(typeof pubs[0]?.data).toBe('string');
    expect(pubs[0]?.delta).toBeUndefined();
    expect(pubs[1]?.delta).toBe(true);
    expect(applyAsClient(String(pubs[0]?.data), String(pubs[1]?.data))).toBe(JSON.stringify(market(2)));
    raw.close();
  });

  it('decodes recovered publications sent as a delta chain after a reconnect', async () => {
    const client = newClient(srv.url);
    const sub = client.newSubscription('public:delta-recover', { delta: 'fossil' });
    const got: unknown[] = [];
    sub.on('publication', (ctx) => got.push(ctx.data));
    client.connect();
    sub.subscribe();
    await sub.ready(3000);
    await srv.node.publish('public:delta-recover', market(1));
    await until(() => got.length === 1);
    srv.blockUpgrades(true);
    srv.dropConnections();
    await until(() => client.state === 'connecting');
    for (let step = 2; step <= 5; step++) await srv.node.publish('public:delta-recover', market(step));
    srv.blockUpgrades(false);
    await until(() => got.length === 5, 5000);
    await srv.node.publish('public:delta-recover', market(6));
    await until(() => got.length === 6);
    expect(got).toEqual([1, 2, 3, 4, 5, 6].map(market));
  });

  it('compresses payloads with non-Latin text too', async () => {
    const client = newClient(srv.url);
    const sub = client.newSubscription('public:delta-greek', { delta: 'fossil' });
    const got: unknown[] = [];
    sub.on('publication', (ctx) => got.push(ctx.data));
    client.connect();
    sub.subscribe();
    await sub.ready(3000);
    const payload = (odds: number) => ({
      home: 'Ολυμπιακός',
      away: 'Παναθηναϊκός 🏟️',
      note: 'αγώνας '.repeat(30),
      odds,
    });
    for (const odds of [1800, 1850, 1900]) await srv.node.publish('public:delta-greek', payload(odds));
    await until(() => got.length === 3);
    expect(got).toEqual([payload(1800), payload(1850), payload(1900)]);
    expect(sub.deltaStats().numDeltaPayloads).toBe(2);
  });

  it('does not negotiate delta on a channel that disallows it', async () => {
    const client = newClient(srv.url);
    const sub = client.newSubscription('nodelta:1', { delta: 'fossil' });
    const got: unknown[] = [];
    sub.on('publication', (ctx) => got.push(ctx.data));
    client.connect();
    sub.subscribe();
    await sub.ready(3000);
    await srv.node.publish('nodelta:1', market(1));
    await srv.node.publish('nodelta:1', market(2));
    await until(() => got.length === 2);
    expect(got).toEqual([market(1), market(2)]);
    expect(sub.deltaStats().numDeltaPayloads).toBe(0);
  });
});
