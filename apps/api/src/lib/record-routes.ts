import type { Endpoint, recordIdParams } from '@climb/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../app-context';
import { type EndpointRouteOptions, type FastifyZodInstance, registerEndpoint } from './endpoint-route';
import { recordId } from './path-params';
import { PreparedBody, sendPrepared } from './prepared-body';
import type { AuthUser } from './signed-in';

/*
 * Crags, sectors, routes, areas, parks, approaches and rock bars are all read, created, edited and
 * deleted through the same four endpoints (`recordEndpoints` in the contracts): they are answered
 * here once, from each record's endpoints and service, so that their status codes stay alike.
 */

/** Answers one page of a list, its total in the `X-Total-Count` header. */
export function withTotalCount<Item>(reply: FastifyReply, items: Item[], total: number): Item[] {
  reply.header('x-total-count', String(total));
  return items;
}

type IdParams = typeof recordIdParams;

/** The four endpoints of a record, as `recordEndpoints` describes them. */
export interface RecordEndpoints<Record extends z.ZodType, Input extends z.ZodType, UpdateInput extends z.ZodType> {
  create: Endpoint & { body: Input; responses: { 201: Record } };
  read: Endpoint & { params: IdParams; responses: { 200: Record } };
  update: Endpoint & { params: IdParams; body: UpdateInput; responses: { 200: Record } };
  delete: Endpoint & { params: IdParams };
}

/**
 * A record's service: what each of its four endpoints calls. Its read may answer the record's answer
 * prepared once (`PreparedBody`, docs/decisions/031): sent as it is, with its ETag.
 */
export interface RecordService<Record extends z.ZodType, Input extends z.ZodType, UpdateInput extends z.ZodType> {
  create(context: AppContext, user: AuthUser, input: z.output<Input>): Promise<z.output<Record>>;
  read(context: AppContext, id: number): Promise<z.output<Record> | PreparedBody>;
  update(context: AppContext, user: AuthUser, id: number, input: z.output<UpdateInput>): Promise<z.output<Record>>;
  delete(context: AppContext, user: AuthUser, id: number): Promise<void>;
}

/** A handler whose types the kernel checked through the record's generics. */
type PlainHandler = (request: FastifyRequest, reply: FastifyReply, user: AuthUser | null) => Promise<unknown>;

/** Registers `POST {name}.json` (201) and `GET|PUT|DELETE {name}/{id}.json` (200, 200, 204) of a record. */
export function registerRecordRoutes<Record extends z.ZodType, Input extends z.ZodType, UpdateInput extends z.ZodType>(
  app: FastifyZodInstance,
  context: AppContext,
  endpoints: RecordEndpoints<Record, Input, UpdateInput>,
  service: RecordService<Record, Input, UpdateInput>,
): void {
  // The generics check that a record's service fits its endpoints; Fastify's types cannot follow
  // them through, so the four routes are registered with plain options.
  const register = (endpoint: Endpoint, options: { handler: PlainHandler }) =>
    registerEndpoint(app, endpoint, {
      ...options,
      guards: context.guards,
    } as unknown as EndpointRouteOptions<Endpoint>);

  register(endpoints.create, {
    handler: async (request, reply, user) =>
      reply.status(201).send(await service.create(context, user as AuthUser, request.body as z.output<Input>)),
  });

  register(endpoints.read, {
    handler: async (request, reply) => {
      const answer = await service.read(context, recordId(request.params as { id: string }));
      return answer instanceof PreparedBody ? sendPrepared(request, reply, answer) : answer;
    },
  });

  register(endpoints.update, {
    handler: async (request, _reply, user) =>
      service.update(
        context,
        user as AuthUser,
        recordId(request.params as { id: string }),
        request.body as z.output<UpdateInput>,
      ),
  });

  register(endpoints.delete, {
    handler: async (request, reply, user) => {
      await service.delete(context, user as AuthUser, recordId(request.params as { id: string }));
      return reply.status(204).send(null);
    },
  });
}
