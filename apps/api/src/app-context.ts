import type { AccessTokens, Guards } from './accounts/auth';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import type { BackgroundTasks } from './lib/background-tasks';
import type { DomainEventBus } from './lib/domain-events';
import type { RateLimiter } from './lib/rate-limiter';
import type { RedisConnections } from './lib/redis-watch';
import type { SharedCache } from './lib/shared-cache';
import type { Mailer } from './platform/mailer';
import type { RealtimeHub } from './realtime/realtime-hub';

/** What route plugins and services are given: built once by `buildApp`, injected where used. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  tokens: AccessTokens;
  guards: Guards;
  events: DomainEventBus;
  /** E-mail: SMTP when configured, else the outbox table and the log. */
  mailer: Mailer;
  /** Work a request leaves for after its answer (errors logged, awaited when the server closes). */
  background: BackgroundTasks;
  /** Attempt counters of sign-in, sign-up and password reset (memory, or Redis when configured). */
  rateLimiter: RateLimiter;
  /** Live events to connected clients (Socket.IO rooms, every node). */
  realtime: RealtimeHub;
  /** This node's Redis connections (none without `REDIS_URL`): health, and one log line per outage. */
  redis: RedisConnections;
  /** Answers kept for a while, shared by every node (Redis when configured, else this process's memory). */
  cache: SharedCache;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The context `buildApp` made, for tests that call services or emit domain events directly. */
    appContext: AppContext;
  }
}
