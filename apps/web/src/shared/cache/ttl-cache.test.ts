import { describe, expect, it, vi } from 'vitest';
import { createTtlCache } from './ttl-cache';

describe('ttl cache', () => {
  it('loads once within the TTL and again after it', async () => {
    let time = 0;
    const cache = createTtlCache<number>({ ttlMs: 60_000, now: () => time });
    const load = vi.fn(async () => time);
    expect(await cache.get('k', load)).toBe(0);
    time = 59_999;
    expect(await cache.get('k', load)).toBe(0);
    time = 60_000;
    expect(await cache.get('k', load)).toBe(60_000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000 });
    const load = vi.fn(async () => 'v');
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual(['v', 'v']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not cache a failure but keeps the stale value', async () => {
    let time = 0;
    const cache = createTtlCache<string>({ ttlMs: 10, now: () => time });
    await cache.get('k', async () => 'old');
    time = 20;
    await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.stale('k')).toBe('old');
    expect(await cache.get('k', async () => 'new')).toBe('new');
  });

  it('honours a per-value TTL and a size bound', async () => {
    let time = 0;
    const cache = createTtlCache<string | null>({ ttlMs: 1000, maxEntries: 2, now: () => time });
    await cache.get(
      'miss',
      async () => null,
      (v) => (v === null ? 10 : 1000),
    );
    time = 11;
    const reload = vi.fn(async () => 'found');
    expect(await cache.get('miss', reload)).toBe('found');
    await cache.get('b', async () => 'b');
    await cache.get('c', async () => 'c');
    expect(cache.size()).toBe(2);
    expect(cache.stale('miss')).toBeUndefined();
  });
});
