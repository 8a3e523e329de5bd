import { randomUUID } from 'node:crypto';
import { API_ACCESS_TOKEN_HEADER, API_BASE_PATH } from '@climb/contracts';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { registerApiAccessToken } from './accounts/api-access-token';
import { AccessTokens, createGuards } from './accounts/auth';
import { currentUserRoutes } from './accounts/current-user.routes';
import { organizationRoutes } from './accounts/organization.routes';
import { sessionRoutes } from './accounts/session.routes';
import type { AppContext } from './app-context';
import { followRoutes } from './community/follow.routes';
import { notificationRoutes } from './community/notification.routes';
import { registerNotificationListeners } from './community/notification.service';
import {
  climberErasures,
  domainPageHeads,
  followableKinds,
  mediaTargets,
  registerCacheListeners,
  registerFollowListeners,
  registerMediaListeners,
  scheduledJobs,
  VERSIONED_KINDS,
} from './composition';
import type { Config, TrustProxy } from './config';
import { contestsRoutes } from './contests/contests.public';
import type { DatabaseHandle } from './db/client';
import { indoorRoutes } from './indoor/indoor.routes';
import { BackgroundTasks } from './lib/background-tasks';
import { DomainEventBus } from './lib/domain-events';
import { registerErrorHandler } from './lib/error-handler';
import { type LogDestination, loggerOptions } from './lib/logger';
import { createRateLimiter } from './lib/rate-limiter';
import { RedisConnections } from './lib/redis-watch';
import { createScheduler } from './lib/scheduler';
import { createSharedCache } from './lib/shared-cache';
import { wikiVersionRoutes } from './lib/wiki-version.routes';
import { logbookRoutes } from './logbook/logbook.routes';
import { mediaRoutes } from './media/media.public';
import { uploadRoutes } from './media/upload.routes';
import { outdoorRoutes } from './outdoor/outdoor.routes';
import { healthRoutes } from './platform/health.routes';
import { createMailer } from './platform/mailer';
import { outboxRoutes } from './platform/outbox.routes';
import { pageViewRoutes } from './platform/page-view.routes';
import { registerRealtime } from './realtime/realtime';
import { RealtimeHub } from './realtime/realtime-hub';
import { clientErrorAnswer, registerSecurityHeaders } from './web/security-headers';
import { registerWebApp } from './web/web-app';

/** `TRUST_PROXY` as Fastify takes it: a hop count becomes the function trusting that many hops. */
function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** false silences the request log (tests). */
  logger?: boolean;
  /** Where log lines go instead of stdout (a test reads them). */
  logDestination?: LogDestination;
  /** Starts the scheduled jobs' timer (`server.ts`, when `SCHEDULER` allows it); tests tick their own scheduler. */
  startScheduler?: boolean;
}

/** Builds the whole server without listening: `server.ts` listens, tests use `app.inject()`. */
export async function buildApp({
  config,
  database,
  logger = true,
  logDestination,
  startScheduler = false,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? loggerOptions(config.logLevel, logDestination) : false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    // The client's address: the connection's, unless TRUST_PROXY names the proxies in front (docs/runtime.md).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1_048_576,
    // A malformed (`%C0%AF`) or too long path is refused by the router itself: answer it in the API's error shape.
    frameworkErrors: (error, request, reply) => request.server.errorHandler(error, request, reply),
    // A request Node's parser refuses (headers too large…) is answered with the headers of every answer.
    clientErrorHandler: clientErrorAnswer(config),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerSecurityHeaders(app, config);

  registerErrorHandler(app);
  await app.register(fastifyCookie);
  await app.register(fastifyCompress, { global: true, threshold: 1024 });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Cordée API',
        version: config.version,
        description:
          'The public API of the climbing community platform. Every call carries an organization key in the `HttpApiAccessToken` header; signed-in calls add `Authorization: Bearer <token>`.',
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          apiAccessToken: { type: 'apiKey', in: 'header', name: API_ACCESS_TOKEN_HEADER },
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
      security: [{ apiAccessToken: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: `${API_BASE_PATH}/docs` });

  registerApiAccessToken(app, database.db, config.webApiAccessToken);

  const tokens = new AccessTokens(config.jwtSecret);
  const redis = new RedisConnections(Boolean(config.redisUrl), app.log);
  const context: AppContext = {
    config,
    database,
    db: database.db,
    tokens,
    guards: createGuards(database.db, tokens),
    events: new DomainEventBus((error, event) => app.log.error({ err: error, event }, 'domain event listener failed')),
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      db: database.db,
      log: app.log,
      logEmails: config.logEmails,
    }),
    background: new BackgroundTasks(app.log),
    rateLimiter: createRateLimiter({
      rules: config.rateLimits,
      redisUrl: config.redisUrl,
      redisPrefix: config.redisPrefix,
      connections: redis,
    }),
    realtime: new RealtimeHub(),
    redis,
    cache: createSharedCache({ redisUrl: config.redisUrl, redisPrefix: config.redisPrefix, connections: redis }),
  };
  app.decorate('appContext', context);
  const scheduler = createScheduler({
    database,
    jobs: scheduledJobs(context),
    log: app.log,
    intervalMs: config.scheduler.intervalMs,
  });
  app.addHook('onClose', async () => {
    // The run under way ends (its e-mails recorded) before the mailer and the database close.
    await scheduler.stop();
    redis.stop();
    // E-mails still being written after their request's answer go out before the mailer closes.
    await context.background.idle();
    await Promise.allSettled([context.mailer.close(), context.rateLimiter.close(), context.cache.close()]);
  });
  registerNotificationListeners(context);
  registerCacheListeners(context);
  registerFollowListeners(context);
  const targets = mediaTargets(context);
  registerMediaListeners(context, targets);

  await app.register(
    async (api) => {
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      await api.register(
        healthRoutes(database, config.version, () => ({
          configured: redis.configured,
          reachable: redis.reachable && context.rateLimiter.sharedCountersAnswer,
        })),
      );
      await api.register(pageViewRoutes(database.db));
      await api.register(sessionRoutes(context));
      await api.register(outboxRoutes(context));
      await api.register(currentUserRoutes(context, climberErasures(context, targets)));
      await api.register(organizationRoutes(context));
      await api.register(notificationRoutes(context));
      await api.register(followRoutes(context, followableKinds(context)));
      await api.register(outdoorRoutes(context));
      await api.register(indoorRoutes(context));
      await api.register(wikiVersionRoutes(context, VERSIONED_KINDS));
      await api.register(logbookRoutes(context));
      await api.register(mediaRoutes(context, targets));
      await api.register(contestsRoutes(context));
    },
    { prefix: API_BASE_PATH },
  );

  await app.register(uploadRoutes(config));
  await registerRealtime(app, context);
  await registerWebApp(app, context, domainPageHeads(database.db));
  // Its connection was being made meanwhile: the node starts with it up (health `ok`), or without it.
  await context.cache.ready();
  if (startScheduler) scheduler.start();
  return app;
}
