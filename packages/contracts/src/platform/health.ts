import { z } from 'zod';

/**
 * `degraded` when a part is away: the database (then 503: the node cannot serve) or Redis (200: the node
 * serves on, with rate limits counted in its own memory and no live events to other nodes).
 */
export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({ reachable: z.boolean(), driver: z.enum(['pglite', 'postgres']) }),
  redis: z.object({ configured: z.boolean(), reachable: z.boolean() }),
  uptime_seconds: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponse>;
