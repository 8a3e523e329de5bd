import type { Endpoint, EndpointAccess, EndpointSchemas } from '@climb/contracts';
import type {
  ContextConfigDefault,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthUser, Guards } from './signed-in';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The `access` of the table's entry a route was registered from: hooks that run on every request
     * (the API key check) read it from the route the router matched, never from the raw URL.
     */
    access?: EndpointAccess;
  }
}

/** The Fastify instance a route plugin is given (zod type provider). */
export type FastifyZodInstance = Parameters<FastifyPluginAsyncZod>[0];

type Schemas<E extends Endpoint> = EndpointSchemas<E>;

/** The request of an endpoint: params, query and body typed (and validated) by its schemas. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  Schemas<E>,
  ZodTypeProvider
>;

/** The reply of an endpoint: `status(…).send(…)` takes only what its response schemas allow. */
export type EndpointReply<E extends Endpoint> = FastifyReply<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  ContextConfigDefault,
  Schemas<E>,
  ZodTypeProvider
>;

/** What a handler returns: an answer its 2xx schema takes, or the reply it sent. */
export type EndpointResult<E extends Endpoint> = ReturnType<
  RouteHandlerMethod<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    Schemas<E>,
    ZodTypeProvider
  >
>;

/** The caller a handler is given: the climber once `access` let them in, null for open endpoints. */
export type EndpointCaller<E extends Endpoint> = E['access'] extends 'climber' | 'site_admin' ? AuthUser : null;

/** How the server answers an endpoint of the table. */
export type EndpointRouteOptions<E extends Endpoint> = Pick<
  RouteShorthandOptions,
  'bodyLimit' | 'preParsing' | 'preValidation' | 'compress'
> & {
  handler(request: EndpointRequest<E>, reply: EndpointReply<E>, caller: EndpointCaller<E>): EndpointResult<E>;
} & (E['access'] extends 'climber' | 'site_admin'
    ? { /** The guards that enforce `access`. */ guards: Guards }
    : { guards?: undefined });

/** Signed-in calls carry the API key and the climber's bearer token. */
const SIGNED_IN_SECURITY = [{ apiAccessToken: [], bearer: [] }];

/** The OpenAPI security of an access: `api_key` keeps the document's global one (the key). */
function securityOf(access: EndpointAccess): { security?: Record<string, string[]>[] } {
  if (access === 'public') return { security: [] };
  if (access === 'api_key') return {};
  return { security: SIGNED_IN_SECURITY };
}

/** The guard that enforces an access before validation, or none. */
function guardOf(
  access: EndpointAccess,
  guards: Guards | undefined,
): ((request: FastifyRequest) => Promise<AuthUser>) | null {
  if (access === 'public' || access === 'api_key') return null;
  if (!guards) throw new Error(`An endpoint for ${access} needs the guards`);
  return access === 'climber' ? guards.requireUser : guards.requireSuperAdmin;
}

/** `/crags/{id}.json` → `/crags/:id.json`. */
export function fastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/**
 * Registers one endpoint of the contracts' table: its method, path, schemas (validation, serialized
 * answers, OpenAPI), and its access, enforced on request, before validation, so that an anonymous
 * caller gets 401 (a climber 403 for a site administrators' endpoint) whatever it sent. The handler
 * is given the climber the guard let in.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyZodInstance,
  endpoint: E,
  options: EndpointRouteOptions<E>,
): void {
  const { handler, guards, ...routeOptions } = options;
  const guard = guardOf(endpoint.access, guards);
  const { method, path, summary, description, tags, params, query, body, responses, consumes, produces } = endpoint;
  app.route({
    ...routeOptions,
    method,
    url: fastifyPath(path),
    config: { access: endpoint.access },
    ...(guard
      ? {
          onRequest: async (request: FastifyRequest) => {
            await guard(request);
          },
        }
      : {}),
    schema: {
      summary,
      ...(description ? { description } : {}),
      tags: [...tags],
      ...securityOf(endpoint.access),
      ...(consumes ? { consumes: [...consumes] } : {}),
      ...(produces ? { produces: [...produces] } : {}),
      ...(params ? { params } : {}),
      ...(query ? { querystring: query } : {}),
      ...(body ? { body } : {}),
      response: responses,
    },
    // The guard ran on request; asking again reads the climber it memoised on the request.
    handler: async (request, reply) => {
      const caller = guard ? await guard(request) : null;
      return handler(
        request as unknown as EndpointRequest<E>,
        reply as unknown as EndpointReply<E>,
        caller as EndpointCaller<E>,
      );
    },
  });
}
