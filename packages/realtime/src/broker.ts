import { randomBytes } from 'node:crypto';
import type { ClientInfo, StoredPublication, StreamPosition } from './protocol';

// What a node needs from a broker: fan-out of publications, join/leave and control messages to
// every node, a history stream per channel (offset + epoch) and presence. Two implementations:
// memory (nodes in one process) and Redis (any number of processes).

export interface HistoryOptions {
  /** Publications kept per channel. */
  size: number;
  /** The stream is dropped after this long without a publication. */
  ttlMs: number;
  /** The channel's offset and epoch live this long after the last use. */
  metaTtlMs: number;
}

export interface HistoryQuery {
  since?: { offset: number; epoch: string };
  /** 0: position only; negative: as many as the stream holds. */
  limit: number;
  reverse: boolean;
}

export interface HistoryPage extends StreamPosition {
  publications: StoredPublication[];
}

export type ControlMessage = { type: 'disconnect'; user: string; reconnect: boolean };

export interface BrokerHandler {
  onPublication(channel: string, pub: StoredPublication, epoch: string): void;
  onJoin(channel: string, info: ClientInfo): void;
  onLeave(channel: string, info: ClientInfo): void;
  onControl(message: ControlMessage): void;
  /** Delivery may have had a gap (e.g. the broker reconnected): subscribers should resync. */
  onResync(): void;
}

export interface Broker {
  /** Adds a node's handler; the returned function removes it. */
  register(handler: BrokerHandler): Promise<() => void>;
  /** Starts delivering a channel's messages to handlers (reference counted). */
  subscribe(channel: string): Promise<void>;
  unsubscribe(channel: string): Promise<void>;
  /** Appends to the channel's history and fans out to every node; data is JSON text. */
  publish(channel: string, data: string, options: HistoryOptions): Promise<StreamPosition>;
  publishJoin(channel: string, info: ClientInfo): Promise<void>;
  publishLeave(channel: string, info: ClientInfo): Promise<void>;
  publishControl(message: ControlMessage): Promise<void>;
  history(channel: string, query: HistoryQuery, options: HistoryOptions): Promise<HistoryPage>;
  addPresence(channel: string, clientId: string, info: ClientInfo, ttlMs: number): Promise<void>;
  removePresence(channel: string, clientId: string): Promise<void>;
  presence(channel: string): Promise<Record<string, ClientInfo>>;
  close(): Promise<void>;
}

/** A random epoch: it changes whenever a channel's stream starts over, so stale positions fail. */
export function newEpoch(): string {
  return randomBytes(6).toString('hex');
}
