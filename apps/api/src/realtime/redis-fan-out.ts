import { setTimeout as sleep } from 'node:timers/promises';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { RedisConnections } from '../lib/redis-watch';

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
 * Later outages are followed by `connections` (logged once, shown in health) while ioredis reconnects.
 */
export async function connectRedisFanOut(
  url: string,
  prefix: string,
  connections: RedisConnections,
): Promise<RedisFanOut> {
  const pub = new Redis(url, { lazyConnect: true, connectionName: 'cordee-realtime-pub' });
  const sub = new Redis(url, { lazyConnect: true, connectionName: 'cordee-realtime-sub' });
  connections.watch(pub, 'realtime-publisher');
  connections.watch(sub, 'realtime-subscriber');
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
