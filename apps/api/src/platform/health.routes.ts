import { endpoints } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../db/client';
import { registerEndpoint } from '../lib/endpoint-route';
import type { RedisHealth } from '../lib/redis-watch';

/**
 * The node's health: 503 when the database is away (a load balancer should stop sending requests here),
 * 200 `degraded` when only Redis is away (the node serves on with its own counters), 200 `ok` otherwise.
 */
export function healthRoutes(
  database: DatabaseHandle,
  version: string,
  redisHealth: () => RedisHealth,
): FastifyPluginAsyncZod {
  return async (app) => {
    registerEndpoint(app, endpoints.getHealth, {
      handler: async (_request, reply) => {
        const reachable = await database.ping();
        const redis = redisHealth();
        const healthy = reachable && (!redis.configured || redis.reachable);
        return reply.status(reachable ? 200 : 503).send({
          status: healthy ? 'ok' : 'degraded',
          version,
          database: { reachable, driver: database.driver },
          redis,
          uptime_seconds: Math.round(process.uptime()),
        });
      },
    });
  };
}
