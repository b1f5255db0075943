import type { Server } from 'node:http';
import type { RealtimeEvent } from '@sportsbook/contracts/realtime';
import { REALTIME_PATH } from '@sportsbook/contracts/realtime';
import type { Broker } from '@sportsbook/realtime/broker';
import { createMemoryBroker } from '@sportsbook/realtime/memory-broker';
import { createRealtimeNode, type RealtimeNode } from '@sportsbook/realtime/node';
import { createRedisBroker } from '@sportsbook/realtime/redis-broker';
import type { FastifyBaseLogger } from 'fastify';
import { createCentrifugoPublisher } from './centrifugo-publisher';
import { channelPolicy } from './channel-policy';

export interface Realtime {
  /** The built-in server; absent when publishing goes to an external Centrifugo. */
  node: RealtimeNode | undefined;
  /** Publishes one event; a failure is logged, never thrown: a lost live update must not fail a bet or a deposit. */
  publish(channel: string, event: RealtimeEvent): Promise<void>;
  close(): Promise<void>;
}

/**
 * The in-process real-time server: the memory broker on one node, Redis when REDIS_URL is set so any number of
 * nodes share publications, history and presence.
 */
export function createRealtime(options: {
  tokenSecret: string;
  redisUrl: string | undefined;
  centrifugo: { apiUrl: string; apiKey: string } | undefined;
  logger: FastifyBaseLogger;
  server: Server;
}): Realtime {
  if (options.centrifugo) {
    const publishToCentrifugo = createCentrifugoPublisher(options.centrifugo);
    return {
      node: undefined,
      async publish(channel, event) {
        try {
          await publishToCentrifugo(channel, event);
        } catch (err) {
          options.logger.warn({ err, channel, type: event.type }, 'Centrifugo publish failed');
        }
      },
      async close() {},
    };
  }
  const broker: Broker = options.redisUrl
    ? createRedisBroker({ url: options.redisUrl, prefix: 'sportsbook:rt' })
    : createMemoryBroker();
  const node = createRealtimeNode({
    tokenSecret: options.tokenSecret,
    broker,
    channelPolicy,
    logger: options.logger,
  });
  node.attach(options.server, REALTIME_PATH);
  return {
    node,
    async publish(channel, event) {
      try {
        await node.publish(channel, event);
      } catch (err) {
        options.logger.warn({ err, channel, type: event.type }, 'realtime publish failed');
      }
    },
    async close() {
      await node.close();
      await broker.close();
    },
  };
}
