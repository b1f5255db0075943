import type { Redis } from 'ioredis';
import type { RateLimitDecision, RateLimiter, RateLimitRule } from './rate-limit';

/**
 * The same sliding-window log as the memory limiter, kept in a Redis sorted set per key so every node counts
 * the same attempts. One script does trim, count and add, so two nodes never both take the last slot.
 * Members are made unique with a per-call suffix: two attempts in one millisecond are two attempts.
 */
const SLIDING_WINDOW = `
local key = KEYS[1]
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
local count = redis.call('ZCARD', key)
if count >= limit then
  local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
  return {0, tonumber(oldest[2]) or now}
end
redis.call('ZADD', key, now, ARGV[4])
redis.call('PEXPIRE', key, window)
return {1, now}
`;

let sequence = 0;

export function createRedisRateLimiter(
  redis: Redis,
  rule: RateLimitRule,
  prefix: string,
  now: () => number = Date.now,
): RateLimiter {
  return {
    async hit(key): Promise<RateLimitDecision> {
      const at = now();
      sequence = (sequence + 1) % 1_000_000_000;
      const member = `${at}:${process.pid}:${sequence}:${Math.random().toString(36).slice(2, 8)}`;
      const answer = (await redis.eval(
        SLIDING_WINDOW,
        1,
        `${prefix}:${key}`,
        at,
        rule.windowMs,
        rule.limit,
        member,
      )) as [number, number];
      const [allowed, oldest] = answer;
      if (allowed === 1) return { allowed: true, retryAfterSeconds: 0 };
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((Number(oldest) + rule.windowMs - at) / 1000)),
      };
    },
  };
}

/**
 * The shared limiter while Redis answers, this node's own memory limiter (same rule) while it does not: a Redis
 * outage neither locks every player out of signing in (a 5xx) nor lifts the limits. During the outage each node
 * counts on its own, so a client spread over n nodes gets at most n times its budget (ADR 027). A client not
 * connected is not waited for (ioredis would queue the call through its reconnection attempts).
 */
export function failOpenToMemory(
  redis: Pick<Redis, 'status'>,
  shared: RateLimiter,
  local: RateLimiter,
  onFallback: (err: unknown) => void,
): RateLimiter {
  return {
    async hit(key) {
      if (redis.status !== 'ready') return local.hit(key);
      try {
        return await shared.hit(key);
      } catch (err) {
        onFallback(err);
        return local.hit(key);
      }
    },
  };
}
