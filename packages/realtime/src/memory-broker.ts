import {
  type Broker,
  type BrokerHandler,
  type ControlMessage,
  type HistoryOptions,
  type HistoryPage,
  type HistoryQuery,
  newEpoch,
} from './broker';
import { selectHistory } from './history-select';
import type { ClientInfo, StoredPublication, StreamPosition } from './protocol';

// One process's broker: nodes sharing this object see each other's publications. History is a
// bounded array per channel; presence a map per channel.

interface Stream {
  epoch: string;
  offset: number;
  publications: StoredPublication[];
  lastPublishAt: number;
  /** When the publications go (the last publish plus the history TTL); the position stays until `expiresAt`. */
  historyExpiresAt: number;
  expiresAt: number;
}

/** The in-process broker, with a count of the publications it holds (its tests check that idle channels let go). */
export interface MemoryBroker extends Broker {
  storedPublications(): number;
}

export interface MemoryBrokerOptions {
  /** Injected clock, for tests. */
  now?: () => number;
}

export function createMemoryBroker(options: MemoryBrokerOptions = {}): MemoryBroker {
  const now = options.now ?? Date.now;
  const handlers = new Set<BrokerHandler>();
  const streams = new Map<string, Stream>();
  const presence = new Map<string, Map<string, ClientInfo>>();
  let lastSweep = now();

  // Idle channels lose their publications after the history TTL and their position after the meta TTL, as Redis
  // keys expire, whether or not the channel is used again: every finished match's channel used to keep its last
  // publications until the process ended, and the broker grew with every channel ever used.
  function sweep(at: number): void {
    if (at - lastSweep < 60_000) return;
    lastSweep = at;
    for (const [channel, stream] of streams) {
      if (stream.expiresAt <= at) streams.delete(channel);
      else if (stream.historyExpiresAt <= at) stream.publications = [];
    }
  }

  function streamOf(channel: string, opts: HistoryOptions): Stream {
    const at = now();
    sweep(at);
    let stream = streams.get(channel);
    if (!stream || stream.expiresAt <= at) {
      stream = {
        epoch: newEpoch(),
        offset: 0,
        publications: [],
        lastPublishAt: at,
        historyExpiresAt: 0,
        expiresAt: 0,
      };
      streams.set(channel, stream);
    }
    if (stream.publications.length > 0 && at - stream.lastPublishAt >= opts.ttlMs) stream.publications = [];
    stream.expiresAt = at + opts.metaTtlMs;
    return stream;
  }

  function each(fn: (handler: BrokerHandler) => void): void {
    for (const handler of [...handlers]) fn(handler);
  }

  return {
    async register(handler) {
      handlers.add(handler);
      return () => {
        handlers.delete(handler);
      };
    },
    async subscribe() {},
    async unsubscribe() {},
    async publish(channel: string, data: string, opts: HistoryOptions): Promise<StreamPosition> {
      const stream = streamOf(channel, opts);
      stream.offset += 1;
      stream.lastPublishAt = now();
      stream.historyExpiresAt = stream.lastPublishAt + opts.ttlMs;
      const pub: StoredPublication = { offset: stream.offset, data };
      stream.publications.push(pub);
      if (stream.publications.length > opts.size) {
        stream.publications.splice(0, stream.publications.length - opts.size);
      }
      each((h) => h.onPublication(channel, pub, stream.epoch));
      return { offset: stream.offset, epoch: stream.epoch };
    },
    async publishJoin(channel: string, info: ClientInfo) {
      each((h) => h.onJoin(channel, info));
    },
    async publishLeave(channel: string, info: ClientInfo) {
      each((h) => h.onLeave(channel, info));
    },
    async publishControl(message: ControlMessage) {
      each((h) => h.onControl(message));
    },
    async history(channel: string, query: HistoryQuery, opts: HistoryOptions): Promise<HistoryPage> {
      const stream = streamOf(channel, opts);
      return {
        offset: stream.offset,
        epoch: stream.epoch,
        publications: selectHistory(stream.publications, query, opts.size),
      };
    },
    async addPresence(channel: string, clientId: string, info: ClientInfo) {
      let entries = presence.get(channel);
      if (!entries) {
        entries = new Map();
        presence.set(channel, entries);
      }
      entries.set(clientId, info);
    },
    async removePresence(channel: string, clientId: string) {
      const entries = presence.get(channel);
      if (!entries) return;
      entries.delete(clientId);
      if (entries.size === 0) presence.delete(channel);
    },
    async presence(channel: string) {
      return Object.fromEntries(presence.get(channel) ?? []);
    },
    async close() {
      handlers.clear();
    },
    storedPublications() {
      let count = 0;
      for (const stream of streams.values()) count += stream.publications.length;
      return count;
    },
  };
}
