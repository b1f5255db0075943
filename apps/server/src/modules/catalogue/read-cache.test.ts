import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache';

function clock(start = 1_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

/** A compute function that counts its calls and answers `text-<n>`. */
function counter(text: string) {
  let calls = 0;
  return {
    compute: async () => Buffer.from(`${text}-${++calls}`),
    get calls() {
      return calls;
    },
  };
}

function deferred() {
  let resolve: (body: Buffer) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<Buffer>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const text = async (body: Promise<Buffer>) => (await body).toString();

describe('catalogue read cache', () => {
  it('answers from memory until the time to live runs out', async () => {
    const time = clock();
    const cache = createReadCache({ ttlMs: 1000, maxBytes: 1024, now: time.now });
    const list = counter('list');
    expect(await text(cache.get('k', list.compute))).toBe('list-1');
    time.advance(999);
    expect(await text(cache.get('k', list.compute))).toBe('list-1');
    time.advance(1);
    expect(await text(cache.get('k', list.compute))).toBe('list-2');
    expect(list.calls).toBe(2);
    expect(cache.stats).toMatchObject({ entries: 1, hits: 1, misses: 2 });
  });

  it('keeps answers per key', async () => {
    const cache = createReadCache({ ttlMs: 1000, maxBytes: 1024 });
    expect(await text(cache.get('en', async () => Buffer.from('Football')))).toBe('Football');
    expect(await text(cache.get('de', async () => Buffer.from('Fußball')))).toBe('Fußball');
    expect(await text(cache.get('en', async () => Buffer.from('other')))).toBe('Football');
  });

  it('lets concurrent requests share one computation', async () => {
    const cache = createReadCache({ ttlMs: 1000, maxBytes: 1024 });
    const pending = deferred();
    let calls = 0;
    const compute = () => {
      calls++;
      return pending.promise;
    };
    const answers = [cache.get('k', compute), cache.get('k', compute), cache.get('k', compute)];
    pending.resolve(Buffer.from('once'));
    expect(await Promise.all(answers.map(text))).toEqual(['once', 'once', 'once']);
    expect(calls).toBe(1);
  });

  it('recomputes after an invalidation', async () => {
    const cache = createReadCache({ ttlMs: 60_000, maxBytes: 1024 });
    const list = counter('list');
    await cache.get('k', list.compute);
    cache.invalidate();
    expect(cache.stats.entries).toBe(0);
    expect(await text(cache.get('k', list.compute))).toBe('list-2');
  });

  it('never keeps nor shares an answer computed across an invalidation', async () => {
    const cache = createReadCache({ ttlMs: 60_000, maxBytes: 1024 });
    const old = deferred();
    const before = cache.get('k', () => old.promise);
    cache.invalidate();
    // A request after the change must not join the computation that may have read the old catalogue.
    const after = cache.get('k', async () => Buffer.from('new'));
    old.resolve(Buffer.from('old'));
    expect(await text(before)).toBe('old');
    expect(await text(after)).toBe('new');
    expect(await text(cache.get('k', async () => Buffer.from('unused')))).toBe('new');
  });

  it('keeps no failure: the next request computes again', async () => {
    const cache = createReadCache({ ttlMs: 60_000, maxBytes: 1024 });
    await expect(cache.get('k', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await text(cache.get('k', async () => Buffer.from('back')))).toBe('back');
  });

  it('computes every time with a time to live of 0', async () => {
    const cache = createReadCache({ ttlMs: 0, maxBytes: 1024 });
    const list = counter('list');
    await cache.get('k', list.compute);
    expect(await text(cache.get('k', list.compute))).toBe('list-2');
    expect(cache.stats.entries).toBe(0);
  });

  it('drops the least recently used answers beyond its byte budget', async () => {
    const cache = createReadCache({ ttlMs: 60_000, maxBytes: 10 });
    await cache.get('a', async () => Buffer.alloc(4));
    await cache.get('b', async () => Buffer.alloc(4));
    await cache.get('a', async () => Buffer.alloc(4)); // a is now the most recently used
    await cache.get('c', async () => Buffer.alloc(4));
    expect(cache.stats).toMatchObject({ entries: 2, bytes: 8 });
    const b = counter('b');
    await cache.get('b', b.compute);
    expect(b.calls).toBe(1);
    const oversized = await cache.get('big', async () => Buffer.alloc(11));
    expect(oversized.length).toBe(11);
    expect(cache.stats.bytes).toBeLessThanOrEqual(10);
  });

  it('always answers with the latest computation since the last invalidation, within its budget', async () => {
    type Op =
      | { kind: 'get'; key: string; size: number }
      | { kind: 'advance'; ms: number }
      | { kind: 'invalidate' };
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('get' as const),
        key: fc.constantFrom('a', 'b', 'c', 'd'),
        size: fc.nat(40),
      }),
      fc.record({ kind: fc.constant('advance' as const), ms: fc.nat(700) }),
      fc.record({ kind: fc.constant('invalidate' as const) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 60 }), async (ops: Op[]) => {
        const time = clock();
        const cache = createReadCache({ ttlMs: 1000, maxBytes: 64, now: time.now });
        let version = 0;
        // What the cache may answer for each key: the last computed body while it is fresh, else anything new.
        const last = new Map<string, { body: string; at: number }>();
        for (const step of ops) {
          if (step.kind === 'advance') time.advance(step.ms);
          else if (step.kind === 'invalidate') {
            cache.invalidate();
            last.clear();
          } else {
            const fresh = `${step.key}:${++version}:`.padEnd(step.size, '.');
            const answer = (await cache.get(step.key, async () => Buffer.from(fresh))).toString();
            const known = last.get(step.key);
            if (answer === fresh) last.set(step.key, { body: fresh, at: time.now() });
            else {
              expect(known).toBeDefined();
              expect(answer).toBe(known?.body);
              expect(time.now() - (known?.at ?? 0)).toBeLessThan(1000);
            }
          }
          expect(cache.stats.bytes).toBeLessThanOrEqual(64);
        }
      }),
    );
  });
});
