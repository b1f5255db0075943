import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedisRateLimiter } from './redis-rate-limit';

// Runs against a real Redis when TEST_REDIS_URL is set (CI starts one), e.g. redis://127.0.0.1:6379.
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('Redis sliding-window rate limiter', () => {
  const connections: Redis[] = [];
  const connect = () => {
    const redis = new Redis(redisUrl ?? '', { lazyConnect: false });
    connections.push(redis);
    return redis;
  };
  afterAll(async () => {
    await Promise.all(connections.map((c) => c.quit()));
  });

  it('allows `limit` hits per window and tells when the next one is allowed', async () => {
    let now = 1_000_000;
    const prefix = `test:rl:${randomUUID()}`;
    const limiter = createRedisRateLimiter(connect(), { limit: 3, windowMs: 60_000 }, prefix, () => now);
    for (let i = 0; i < 3; i++) {
      expect(await limiter.hit('ip')).toEqual({ allowed: true, retryAfterSeconds: 0 });
      now += 10_000;
    }
    expect(await limiter.hit('ip')).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect((await limiter.hit('other')).allowed).toBe(true);
    now += 30_000;
    expect((await limiter.hit('ip')).allowed).toBe(true);
    expect((await limiter.hit('ip')).allowed).toBe(false);
  });

  it('two nodes share one count, and concurrent hits never pass the limit', async () => {
    const prefix = `test:rl:${randomUUID()}`;
    const rule = { limit: 10, windowMs: 60_000 };
    const nodeA = createRedisRateLimiter(connect(), rule, prefix);
    const nodeB = createRedisRateLimiter(connect(), rule, prefix);
    const decisions = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? nodeA : nodeB).hit('player@example.com')),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
    expect(decisions.filter((d) => !d.allowed).every((d) => d.retryAfterSeconds >= 1)).toBe(true);
  });
});
