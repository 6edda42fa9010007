import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { RealtimeEvent } from './realtime-events.ts';

/** Carries realtime events to the other server processes. */
export interface RealtimeBus {
  publish(event: RealtimeEvent): void;
  close(): Promise<void>;
}

/** One process alone: its own sockets are all there is. */
export const localOnlyBus: RealtimeBus = {
  publish: () => {},
  close: async () => {},
};

interface Envelope {
  origin: string;
  event: RealtimeEvent;
}

/**
 * Redis pub/sub between processes. Each process delivers its own events to its sockets at once and
 * publishes them; a subscriber (a second connection: a subscribed connection can run nothing else)
 * hands the other processes' events to `deliver`. Channel names are not keys, so ioredis's keyPrefix
 * does not apply: the prefix is added here, keeping installations that share a Redis apart.
 */
export async function createRedisBus(
  redis: Redis,
  keyPrefix: string,
  log: FastifyBaseLogger,
  deliver: (event: RealtimeEvent) => void,
): Promise<RealtimeBus> {
  const origin = randomUUID();
  const channel = `${keyPrefix}message-socket`;
  const subscriber = redis.duplicate();
  subscriber.on('error', (err) => log.warn({ err }, 'message socket subscriber: Redis error'));
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    try {
      const envelope = JSON.parse(text) as Envelope;
      if (envelope.origin !== origin) deliver(envelope.event);
    } catch (err) {
      log.warn({ err }, 'message socket: unreadable event from Redis');
    }
  });
  try {
    await subscriber.subscribe(channel);
  } catch (err) {
    // The server still serves its own sockets; ioredis subscribes again once Redis is back.
    log.warn({ err }, 'message socket: could not subscribe to Redis; events stay in this process');
  }
  return {
    publish(event) {
      const envelope: Envelope = { origin, event };
      redis.publish(channel, JSON.stringify(envelope)).catch((err: unknown) => {
        log.warn({ err, kind: event.kind }, 'message socket: could not publish to Redis');
      });
    },
    async close() {
      subscriber.disconnect();
    },
  };
}
