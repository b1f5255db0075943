import { describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { Outbox } from './outbox';

/** The parts of a ws socket the outbox uses, with a buffer the test controls. */
function fakeSocket() {
  const sent: (string | Buffer)[] = [];
  const options: unknown[] = [];
  const socket = {
    OPEN: 1,
    readyState: 1,
    bufferedAmount: 0,
    send(data: string | Buffer, opts?: unknown) {
      sent.push(data);
      options.push(opts);
    },
  };
  return { socket, sent, options, ws: socket as unknown as WebSocket };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('outbox', () => {
  it('batches messages of one tick into one newline-delimited frame', async () => {
    const { ws, sent } = fakeSocket();
    const box = new Outbox(ws, 1 << 20, () => {});
    box.write('{"id":1}');
    box.write('{"id":2}');
    box.write('{}');
    expect(sent).toEqual([]);
    await tick();
    expect(sent).toEqual(['{"id":1}\n{"id":2}\n{}']);
  });

  it('splits a large batch into frames of about 64 KiB without cutting a message', async () => {
    const { ws, sent } = fakeSocket();
    const box = new Outbox(ws, 1 << 22, () => {});
    const message = `{"data":"${'a'.repeat(10_000)}"}`;
    for (let i = 0; i < 20; i++) box.write(message);
    await tick();
    expect(sent.length).toBeGreaterThan(2);
    for (const frame of sent) expect(frame.length).toBeLessThanOrEqual(64 * 1024 + message.length);
    expect(sent.flatMap((f) => String(f).split('\n'))).toEqual(Array(20).fill(message));
  });

  it('reports overflow when the socket holds back more than the limit', () => {
    const { ws, socket } = fakeSocket();
    let overflows = 0;
    const box = new Outbox(ws, 1000, () => {
      overflows += 1;
    });
    box.write('x'.repeat(500));
    expect(overflows).toBe(0);
    socket.bufferedAmount = 600;
    box.write('y');
    expect(overflows).toBe(1);
  });

  it('sends nothing after close, and flushes first when asked', async () => {
    const { ws, sent } = fakeSocket();
    const box = new Outbox(ws, 1 << 20, () => {});
    box.write('a');
    box.close(true);
    box.write('b');
    await tick();
    expect(sent).toEqual(['a']);
  });

  it('sends one shared push buffer to every subscriber as it is, as a text frame', async () => {
    const push = Buffer.from('{"push":{"channel":"match:1","pub":{"data":{},"offset":1}}}');
    const sockets = [fakeSocket(), fakeSocket(), fakeSocket()];
    for (const { ws } of sockets) new Outbox(ws, 1 << 20, () => {}).write(push);
    await tick();
    for (const { sent, options } of sockets) {
      expect(sent).toHaveLength(1);
      expect(sent[0]).toBe(push);
      expect(options[0]).toEqual({ binary: false });
    }
  });

  it('joins a shared push with replies of the same tick into one text frame', async () => {
    const { ws, sent } = fakeSocket();
    const box = new Outbox(ws, 1 << 20, () => {});
    box.write('{"id":1,"connect":{}}');
    box.write(Buffer.from('{"push":{"channel":"c","pub":{"data":"é"}}}'));
    await tick();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.toString()).toBe('{"id":1,"connect":{}}\n{"push":{"channel":"c","pub":{"data":"é"}}}');
  });

  it('flushes every connection written to in one tick with one scheduled callback', async () => {
    const spy = vi.spyOn(globalThis, 'setImmediate');
    try {
      const sockets = Array.from({ length: 100 }, fakeSocket);
      for (const { ws } of sockets) new Outbox(ws, 1 << 20, () => {}).write('{}');
      expect(spy).toHaveBeenCalledTimes(1);
      await tick();
      for (const { sent } of sockets) expect(sent).toEqual(['{}']);
    } finally {
      spy.mockRestore();
    }
  });
});
