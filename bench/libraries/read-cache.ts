// The catalogue read cache (apps/server/src/modules/catalogue/read-cache.ts) against the same cache on lru-cache
// 11 (its fetchMethod gives single flight): hits on 200 keys of 20 kB, and an invalidation followed by 100
// concurrent gets on each key. lru-cache 11 is not a dependency: `npm install --no-save lru-cache@11` first, then
// `npx tsx bench/libraries/read-cache.ts` (ADR 024).
import { LRUCache } from 'lru-cache';
import {
  createReadCache,
  type ReadCache,
  type ReadCacheOptions,
} from '../../apps/server/src/modules/catalogue/read-cache';

/** The read cache's contract on lru-cache, as far as it goes (sizes + 1: lru-cache takes no empty entry). */
function createLruReadCache({ ttlMs, maxBytes, now = Date.now }: ReadCacheOptions): ReadCache {
  let hits = 0;
  let misses = 0;
  const answers = new LRUCache<string, Buffer, () => Promise<Buffer>>({
    maxSize: maxBytes + 1,
    maxEntrySize: maxBytes + 1,
    sizeCalculation: (body) => body.length + 1,
    ttl: Math.max(ttlMs, 1),
    ttlResolution: 0,
    perf: { now },
    ignoreFetchAbort: true,
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  return {
    async get(key, compute) {
      const status: LRUCache.Status<Buffer> = {};
      const body = await answers.fetch(key, { context: compute, status });
      if (status.fetch === 'hit' || status.fetch === 'inflight') hits++;
      else misses++;
      if (body === undefined) throw new Error('no answer');
      return body;
    },
    invalidate: () => answers.clear(),
    get stats() {
      return { entries: answers.size, bytes: answers.calculatedSize - answers.size, hits, misses };
    },
  };
}

async function run(label: string, make: (options: ReadCacheOptions) => ReadCache) {
  const cache = make({ ttlMs: 60_000, maxBytes: 64 * 1024 * 1024 });
  const keys = Array.from({ length: 200 }, (_, i) =>
    JSON.stringify(['GET', '/api/sportsbook/matches', 'en', {}, { page: i }]),
  );
  const body = Buffer.alloc(20_000);
  for (const key of keys) await cache.get(key, async () => body);
  const hit: number[] = [];
  for (let r = 0; r < 7; r++) {
    const started = process.hrtime.bigint();
    for (let i = 0; i < 200_000; i++) await cache.get(keys[i % 200] as string, async () => body);
    hit.push(Number(process.hrtime.bigint() - started) / 200_000);
  }
  const miss: number[] = [];
  for (let r = 0; r < 7; r++) {
    cache.invalidate();
    const started = process.hrtime.bigint();
    await Promise.all(
      Array.from({ length: 20_000 }, (_, i) => cache.get(keys[i % 200] as string, async () => body)),
    );
    miss.push(Number(process.hrtime.bigint() - started) / 20_000);
  }
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[3]?.toFixed(0);
  console.log(
    `${label.padEnd(26)} hit ns/op ${median(hit)} | invalidate + concurrent gets ns/op ${median(miss)} (medians of 7)`,
  );
}

for (let round = 0; round < 2; round++) {
  await run('hand-written (Map)', createReadCache);
  await run('lru-cache 11 fetchMethod', createLruReadCache);
}
