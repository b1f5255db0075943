import { Redis, type RedisOptions } from 'ioredis';
import {
  type Broker,
  type BrokerHandler,
  type ControlMessage,
  type HistoryOptions,
  type HistoryPage,
  type HistoryQuery,
  newEpoch,
} from './broker';
import type { RealtimeLogger } from './options';
import type { ClientInfo, StoredPublication } from './protocol';
import { parseClientInfo, parseControl, parseFanout } from './redis-messages';
import { addPresenceScript, historyScript, presenceScript, publishScript, runScript } from './redis-scripts';

// Redis broker, the recipe Centrifugo's Redis engine uses: one pub/sub channel per channel for
// fan-out between nodes, a stream per channel for history (trimmed with MAXLEN, expired with
// PEXPIRE) next to a hash holding its offset and epoch, and a hash + sorted set for presence.

export interface RedisBrokerOptions {
  url: string;
  /** Prefix of every key and pub/sub channel; lets several deployments (or tests) share a Redis. */
  prefix?: string;
  redisOptions?: RedisOptions;
  /** Connection errors are reported here (ioredis keeps reconnecting on its own). */
  logger?: Pick<RealtimeLogger, 'warn'>;
}

export function createRedisBroker(options: RedisBrokerOptions): Broker {
  const prefix = options.prefix ?? 'realtime:';
  const redisOptions: RedisOptions = { maxRetriesPerRequest: 3, ...options.redisOptions };
  const cmd = new Redis(options.url, redisOptions);
  const sub = new Redis(options.url, { ...redisOptions, maxRetriesPerRequest: null });
  const handlers = new Set<BrokerHandler>();
  const refs = new Map<string, number>();
  const chains = new Map<string, Promise<void>>();
  const controlChannel = `${prefix}control`;
  const channelPrefix = `${prefix}ch:`;
  const keys = (channel: string) => ({
    meta: `${prefix}meta:{${channel}}`,
    stream: `${prefix}stream:{${channel}}`,
    presence: `${prefix}presence:{${channel}}`,
    presenceExpiry: `${prefix}presence-exp:{${channel}}`,
  });
  let readyOnce = false;
  let controlSubscribed: Promise<unknown> | null = null;

  // Calls fail on their own; these listeners keep ioredis from printing, and report once per streak.
  const report = (role: string) => {
    let failing = false;
    return {
      error: (err: unknown) => {
        if (!failing) options.logger?.warn({ err, role }, 'realtime: Redis connection error');
        failing = true;
      },
      ready: () => {
        failing = false;
      },
    };
  };
  for (const [client, role] of [
    [cmd, 'commands'],
    [sub, 'pub/sub'],
  ] as const) {
    const r = report(role);
    client.on('error', r.error);
    client.on('ready', r.ready);
  }
  sub.on('ready', () => {
    // After a reconnect, messages sent meanwhile are lost: subscribers recover from history.
    if (readyOnce) for (const h of [...handlers]) h.onResync();
    readyOnce = true;
  });
  sub.on('message', (redisChannel: string, message: string) => {
    if (redisChannel === controlChannel) {
      const control = parseControl(message);
      if (control) for (const h of [...handlers]) h.onControl(control);
      return;
    }
    if (!redisChannel.startsWith(channelPrefix)) return;
    const channel = redisChannel.slice(channelPrefix.length);
    const event = parseFanout(message);
    if (!event) return;
    for (const h of [...handlers]) {
      if (event.kind === 'pub') h.onPublication(channel, event.pub, event.epoch);
      else if (event.kind === 'join') h.onJoin(channel, event.info);
      else h.onLeave(channel, event.info);
    }
  });

  // SUBSCRIBE/UNSUBSCRIBE of one channel run in order, so the last call decides the outcome.
  // The returned promise fails with the operation; the chain itself carries on.
  async function chain(channel: string, op: () => Promise<unknown>): Promise<void> {
    const previous = chains.get(channel) ?? Promise.resolve();
    const run = previous.then(op);
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    chains.set(channel, settled);
    void settled.then(() => {
      if (chains.get(channel) === settled) chains.delete(channel);
    });
    await run;
  }

  return {
    async register(handler) {
      handlers.add(handler);
      controlSubscribed ??= sub.subscribe(controlChannel);
      await controlSubscribed;
      return () => {
        handlers.delete(handler);
      };
    },
    async subscribe(channel) {
      const count = (refs.get(channel) ?? 0) + 1;
      refs.set(channel, count);
      if (count === 1) {
        await chain(channel, async () => {
          if ((refs.get(channel) ?? 0) > 0) await sub.subscribe(channelPrefix + channel);
        });
        return;
      }
      await (chains.get(channel) ?? Promise.resolve());
    },
    async unsubscribe(channel) {
      const count = (refs.get(channel) ?? 0) - 1;
      if (count > 0) {
        refs.set(channel, count);
        return;
      }
      refs.delete(channel);
      await chain(channel, async () => {
        if (!refs.has(channel)) await sub.unsubscribe(channelPrefix + channel);
      });
    },
    async publish(channel: string, data: string, opts: HistoryOptions) {
      const k = keys(channel);
      const result = await runScript(
        cmd,
        publishScript,
        [k.meta, k.stream],
        [newEpoch(), data, opts.size, opts.ttlMs, opts.metaTtlMs, channelPrefix + channel],
      );
      if (!Array.isArray(result)) throw new Error('unexpected publish reply');
      return { offset: Number(result[0]), epoch: String(result[1]) };
    },
    async publishJoin(channel: string, info: ClientInfo) {
      await cmd.publish(channelPrefix + channel, `j${JSON.stringify(info)}`);
    },
    async publishLeave(channel: string, info: ClientInfo) {
      await cmd.publish(channelPrefix + channel, `l${JSON.stringify(info)}`);
    },
    async publishControl(message: ControlMessage) {
      await cmd.publish(controlChannel, JSON.stringify(message));
    },
    async history(channel: string, query: HistoryQuery, opts: HistoryOptions): Promise<HistoryPage> {
      const k = keys(channel);
      const limit = query.limit < 0 ? opts.size : Math.min(query.limit, opts.size);
      let range: [string, string, string, string] = ['none', '', '', '0'];
      if (limit > 0) {
        const since = query.since?.offset;
        if (query.reverse) range = ['rev', since === undefined ? '+' : `${since - 1}-0`, '-', String(limit)];
        else range = ['fwd', since === undefined ? '-' : `${since + 1}-0`, '+', String(limit)];
      }
      const result = await runScript(
        cmd,
        historyScript,
        [k.meta, k.stream],
        [newEpoch(), opts.metaTtlMs, ...range],
      );
      if (!Array.isArray(result)) throw new Error('unexpected history reply');
      const [offset, epoch, entries] = result as [unknown, unknown, unknown];
      const publications: StoredPublication[] = [];
      if (Array.isArray(entries)) {
        for (const entry of entries) {
          if (!Array.isArray(entry)) continue;
          const [id, fields] = entry as [unknown, unknown];
          if (typeof id !== 'string' || !Array.isArray(fields)) continue;
          const data = fields[1];
          if (typeof data === 'string') publications.push({ offset: Number.parseInt(id, 10), data });
        }
      }
      return { offset: Number(offset), epoch: String(epoch), publications };
    },
    async addPresence(channel: string, clientId: string, info: ClientInfo, ttlMs: number) {
      const k = keys(channel);
      await runScript(
        cmd,
        addPresenceScript,
        [k.presence, k.presenceExpiry],
        [clientId, JSON.stringify(info), ttlMs],
      );
    },
    async removePresence(channel: string, clientId: string) {
      const k = keys(channel);
      await cmd.multi().hdel(k.presence, clientId).zrem(k.presenceExpiry, clientId).exec();
    },
    async presence(channel: string) {
      const k = keys(channel);
      const flat = await runScript(cmd, presenceScript, [k.presence, k.presenceExpiry], []);
      const out: Record<string, ClientInfo> = {};
      if (!Array.isArray(flat)) return out;
      for (let i = 0; i + 1 < flat.length; i += 2) {
        const clientId = flat[i];
        const text = flat[i + 1];
        const info = typeof text === 'string' ? parseClientInfo(text) : null;
        if (typeof clientId === 'string' && info) out[clientId] = info;
      }
      return out;
    },
    async close() {
      handlers.clear();
      await Promise.allSettled([cmd.quit(), sub.quit()]);
    },
  };
}
