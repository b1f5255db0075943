/**
 * Finished catalogue answers (the JSON bytes) kept in memory, so a busy list is queried and serialized once per
 * change rather than once per request. The feed runner calls `invalidate()` as soon as a batch is stored, so
 * an answer is never older than the last stored feed change on this node; `ttlMs` bounds how long an answer
 * may miss changes this node does not see (another node's feed, a manual edit). Concurrent requests for the
 * same key share one computation.
 */
export interface ReadCache {
  /** The stored answer for `key`, else the one being computed, else `compute()`'s (stored if still current). */
  get(key: string, compute: () => Promise<Buffer>): Promise<Buffer>;
  /** Forgets every answer and every computation in flight: the catalogue changed. */
  invalidate(): void;
  readonly stats: { entries: number; bytes: number; hits: number; misses: number };
}

export interface ReadCacheOptions {
  /** How long an answer may be served without an invalidation; 0 turns the cache off. */
  ttlMs: number;
  /** Bytes kept at most; the least recently used answers go first. */
  maxBytes: number;
  now?: () => number;
}

interface Entry {
  body: Buffer;
  storedAt: number;
}

export function createReadCache({ ttlMs, maxBytes, now = Date.now }: ReadCacheOptions): ReadCache {
  const entries = new Map<string, Entry>();
  let inFlight = new Map<string, Promise<Buffer>>();
  let generation = 0;
  let bytes = 0;
  let hits = 0;
  let misses = 0;

  const remove = (key: string, entry: Entry) => {
    entries.delete(key);
    bytes -= entry.body.length;
  };

  const store = (key: string, body: Buffer) => {
    const previous = entries.get(key);
    if (previous) remove(key, previous);
    if (body.length > maxBytes) return;
    entries.set(key, { body, storedAt: now() });
    bytes += body.length;
    // Map order is insertion order, and a hit re-inserts its key: the first key is the least recently used.
    for (const [oldKey, oldEntry] of entries) {
      if (bytes <= maxBytes) break;
      remove(oldKey, oldEntry);
    }
  };

  return {
    get(key, compute) {
      if (ttlMs <= 0) return compute();
      const entry = entries.get(key);
      if (entry && now() - entry.storedAt < ttlMs) {
        hits++;
        entries.delete(key);
        entries.set(key, entry);
        return Promise.resolve(entry.body);
      }
      const pending = inFlight.get(key);
      if (pending) {
        hits++;
        return pending;
      }
      misses++;
      if (entry) remove(key, entry);
      const startedIn = generation;
      const flights = inFlight;
      const computation = compute()
        .then((body) => {
          // An answer computed across an invalidation may hold the old catalogue: hand it out, never keep it.
          if (startedIn === generation) store(key, body);
          return body;
        })
        .finally(() => {
          if (flights.get(key) === computation) flights.delete(key);
        });
      flights.set(key, computation);
      return computation;
    },
    invalidate() {
      generation++;
      entries.clear();
      bytes = 0;
      inFlight = new Map();
    },
    get stats() {
      return { entries: entries.size, bytes, hits, misses };
    },
  };
}
