import type { FastifyReply } from 'fastify';
import { HttpError } from './errors';

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until one more attempt is allowed (0 when allowed). */
  retryAfterSeconds: number;
}

/** Counts attempts per key in a sliding window. The memory version serves one node; Redis can back many. */
export interface RateLimiter {
  hit(key: string): Promise<RateLimitDecision>;
}

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/**
 * Sliding-window log in memory: per key the times of the attempts inside the window. Keys whose attempts have all
 * left the window are dropped on a sweep, so memory stays bounded by recent traffic.
 */
export function createMemoryRateLimiter(rule: RateLimitRule, now: () => number = Date.now): RateLimiter {
  const attempts = new Map<string, number[]>();
  let lastSweep = now();

  const sweep = (at: number) => {
    if (at - lastSweep < rule.windowMs) return;
    lastSweep = at;
    for (const [key, times] of attempts) {
      const last = times[times.length - 1];
      if (last === undefined || last <= at - rule.windowMs) attempts.delete(key);
    }
  };

  return {
    async hit(key) {
      const at = now();
      sweep(at);
      const windowStart = at - rule.windowMs;
      const times = (attempts.get(key) ?? []).filter((t) => t > windowStart);
      if (times.length >= rule.limit) {
        attempts.set(key, times);
        const oldest = times[0] ?? at;
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((oldest + rule.windowMs - at) / 1000)),
        };
      }
      times.push(at);
      attempts.set(key, times);
      return { allowed: true, retryAfterSeconds: 0 };
    },
  };
}

/**
 * Counts one attempt against each limiter in order and answers 429 with Retry-After at the first one used up.
 * The limiters after a refusal are not charged: an attempt that was refused did nothing, so it must not spend
 * anyone else's budget. Callers put the client's own budget (its address) first, so a client that used up its
 * own attempts cannot go on spending the budget of an account it is attacking.
 */
export async function enforceRateLimits(
  reply: FastifyReply,
  checks: readonly { limiter: RateLimiter; key: string }[],
): Promise<void> {
  for (const { limiter, key } of checks) {
    const { allowed, retryAfterSeconds } = await limiter.hit(key);
    if (allowed) continue;
    reply.header('retry-after', String(retryAfterSeconds));
    throw new HttpError(
      429,
      'too_many_requests',
      `Too many attempts. Try again in ${retryAfterSeconds} seconds.`,
      { details: { retry_after_seconds: retryAfterSeconds } },
    );
  }
}
