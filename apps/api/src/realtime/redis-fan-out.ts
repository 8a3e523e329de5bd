import { setTimeout as sleep } from 'node:timers/promises';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export interface RedisFanOut {
  /** The Socket.IO adapter: room broadcasts and disconnections reach the sockets of every node. */
  adapter: ReturnType<typeof createAdapter>;
  close(): Promise<void>;
}

async function quit(client: Redis): Promise<void> {
  // QUIT waits for Redis; an unreachable one must not hold the shutdown.
  await Promise.race([client.quit().catch(() => undefined), sleep(1000, undefined, { ref: false })]);
  client.disconnect();
}

/**
 * The publishing and subscribing connections of the Socket.IO Redis adapter. Channels are named
 * after `prefix`, so installations (or test runs) sharing one Redis do not hear each other.
 * Fails when Redis cannot be reached at start: a node without fan-out would silently miss events.
 */
export async function connectRedisFanOut(url: string, prefix: string, log: FastifyBaseLogger): Promise<RedisFanOut> {
  const pub = new Redis(url, { lazyConnect: true, connectionName: 'cordee-realtime-pub' });
  const sub = new Redis(url, { lazyConnect: true, connectionName: 'cordee-realtime-sub' });
  for (const [name, client] of [
    ['pub', pub],
    ['sub', sub],
  ] as const) {
    client.on('error', (error: Error) => log.warn({ err: error, client: name }, 'realtime Redis connection error'));
  }
  try {
    await Promise.all([pub.connect(), sub.connect()]);
  } catch (error) {
    pub.disconnect();
    sub.disconnect();
    throw error;
  }
  return {
    adapter: createAdapter(pub, sub, { key: `${prefix}socket.io` }),
    close: async () => {
      await Promise.all([quit(pub), quit(sub)]);
    },
  };
}
