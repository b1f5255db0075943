import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

// Lua scripts keep each broker operation atomic: a publication gets its offset, enters the
// stream and goes out on pub/sub in one step, so every node sees offsets in order.

export interface LuaScript {
  lua: string;
  sha: string;
}

function script(lua: string): LuaScript {
  return { lua, sha: createHash('sha1').update(lua).digest('hex') };
}

// The epoch is created with the channel's metadata; a stream left from an older epoch is dropped.
const ensureEpoch = `
local epoch = redis.call('hget', KEYS[1], 'e')
if not epoch then
  epoch = ARGV[1]
  redis.call('hset', KEYS[1], 'e', epoch)
  redis.call('del', KEYS[2])
end
`;

/** KEYS: meta, stream. ARGV: new epoch, data, size, ttl ms, meta ttl ms, pub/sub channel. */
export const publishScript = script(`${ensureEpoch}
local offset = redis.call('hincrby', KEYS[1], 's', 1)
redis.call('xadd', KEYS[2], 'MAXLEN', ARGV[3], offset .. '-0', 'd', ARGV[2])
redis.call('pexpire', KEYS[2], ARGV[4])
redis.call('pexpire', KEYS[1], ARGV[5])
redis.call('publish', ARGV[6], 'p' .. offset .. ' ' .. epoch .. ' ' .. ARGV[2])
return {offset, epoch}
`);

/** KEYS: meta, stream. ARGV: new epoch, meta ttl ms, mode (none|fwd|rev), from, to, count. */
export const historyScript = script(`${ensureEpoch}
redis.call('pexpire', KEYS[1], ARGV[2])
local offset = redis.call('hget', KEYS[1], 's') or '0'
local entries = {}
if ARGV[3] == 'fwd' then
  entries = redis.call('xrange', KEYS[2], ARGV[4], ARGV[5], 'COUNT', ARGV[6])
elseif ARGV[3] == 'rev' then
  entries = redis.call('xrevrange', KEYS[2], ARGV[4], ARGV[5], 'COUNT', ARGV[6])
end
return {tostring(offset), epoch, entries}
`);

const redisNow = `
local t = redis.call('time')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
`;

/** KEYS: presence hash, expiry zset. ARGV: client id, info json, ttl ms. */
export const addPresenceScript = script(`${redisNow}
redis.call('zadd', KEYS[2], now + tonumber(ARGV[3]), ARGV[1])
redis.call('hset', KEYS[1], ARGV[1], ARGV[2])
redis.call('pexpire', KEYS[1], ARGV[3])
redis.call('pexpire', KEYS[2], ARGV[3])
return 1
`);

/** KEYS: presence hash, expiry zset. Drops entries whose node stopped refreshing them. */
export const presenceScript = script(`${redisNow}
local expired = redis.call('zrangebyscore', KEYS[2], '-inf', now)
for _, client in ipairs(expired) do
  redis.call('hdel', KEYS[1], client)
end
redis.call('zremrangebyscore', KEYS[2], '-inf', now)
return redis.call('hgetall', KEYS[1])
`);

export async function runScript(
  redis: Redis,
  s: LuaScript,
  keys: string[],
  args: (string | number)[],
): Promise<unknown> {
  try {
    return await redis.evalsha(s.sha, keys.length, ...keys, ...args);
  } catch (err) {
    if (err instanceof Error && err.message.startsWith('NOSCRIPT')) {
      return redis.eval(s.lua, keys.length, ...keys, ...args);
    }
    throw err;
  }
}
