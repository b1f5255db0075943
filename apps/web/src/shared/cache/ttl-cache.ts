/**
 * A small in-process cache whose entries expire: for answers every request needs and that change rarely (the
 * sports list, slug lookups). Concurrent misses of one key share one load; a failed load is not cached.
 */
export function createTtlCache<V>(options: { ttlMs: number; maxEntries?: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 1000;
  const entries = new Map<string, { value: V; expiresAt: number }>();
  const loading = new Map<string, Promise<V>>();

  function remember(key: string, value: V, ttlMs: number) {
    if (entries.size >= maxEntries && !entries.has(key)) {
      // Oldest first: a Map iterates in insertion order.
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.delete(key);
    entries.set(key, { value, expiresAt: now() + ttlMs });
  }

  return {
    /** The cached value, or the loader's (remembered for `ttlFor(value)` ms, the cache's TTL by default). */
    async get(key: string, load: () => Promise<V>, ttlFor?: (value: V) => number): Promise<V> {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.value;
      const pending = loading.get(key);
      if (pending) return pending;
      const promise = load()
        .then((value) => {
          remember(key, value, ttlFor?.(value) ?? options.ttlMs);
          return value;
        })
        .finally(() => loading.delete(key));
      loading.set(key, promise);
      return promise;
    },
    /** The last value even if expired (for when the source is down), or undefined. */
    stale(key: string): V | undefined {
      return entries.get(key)?.value;
    },
    size(): number {
      return entries.size;
    },
  };
}
