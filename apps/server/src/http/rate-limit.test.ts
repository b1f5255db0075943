import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from './rate-limit';

describe('memory sliding-window rate limiter', () => {
  it('allows `limit` hits per window and tells when the next one is allowed', async () => {
    let now = 1_000_000;
    const limiter = createMemoryRateLimiter({ limit: 3, windowMs: 60_000 }, () => now);
    for (let i = 0; i < 3; i++) {
      expect(await limiter.hit('ip')).toEqual({ allowed: true, retryAfterSeconds: 0 });
      now += 10_000;
    }
    expect(await limiter.hit('ip')).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect((await limiter.hit('other')).allowed).toBe(true);
    now += 30_000; // the first hit leaves the window
    expect((await limiter.hit('ip')).allowed).toBe(true);
    expect((await limiter.hit('ip')).allowed).toBe(false);
  });

  it('never allows more than `limit` hits in any window (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1_000, max: 20_000 }),
        fc.array(fc.integer({ min: 0, max: 5_000 }), { minLength: 1, maxLength: 60 }),
        async (limit, windowMs, gaps) => {
          let now = 0;
          const limiter = createMemoryRateLimiter({ limit, windowMs }, () => now);
          const allowedAt: number[] = [];
          for (const gap of gaps) {
            now += gap;
            const decision = await limiter.hit('key');
            if (decision.allowed) allowedAt.push(now);
            else expect(decision.retryAfterSeconds).toBeGreaterThan(0);
          }
          for (const start of allowedAt) {
            const inWindow = allowedAt.filter((t) => t >= start && t < start + windowMs);
            expect(inWindow.length).toBeLessThanOrEqual(limit);
          }
        },
      ),
    );
  });
});
