import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { Outbox } from './outbox';

/** The parts of a ws socket the outbox uses, with a buffer the test controls. */
function fakeSocket() {
  const sent: string[] = [];
  const socket = {
    OPEN: 1,
    readyState: 1,
    bufferedAmount: 0,
    send(data: string) {
      sent.push(data);
    },
  };
  return { socket, sent, ws: socket as unknown as WebSocket };
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
    expect(sent.flatMap((f) => f.split('\n'))).toEqual(Array(20).fill(message));
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
});
