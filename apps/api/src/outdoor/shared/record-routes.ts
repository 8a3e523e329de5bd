import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthUser } from '../../accounts/auth';
import type { AppContext } from '../../app-context';
import { recordId, recordIdParams } from '../crags/path-params';

/*
 * Crags, sectors, routes, areas, parks, approaches and rock bars are all read, created, edited and
 * deleted through the same four paths (`POST {name}.json`, `GET|PUT|DELETE {name}/{id}.json`): they
 * are registered here once, from each record's schemas, summaries and service, so that their guards,
 * status codes and OpenAPI stay alike.
 */

export type FastifyZodInstance = Parameters<FastifyPluginAsyncZod>[0];
type Security = Record<string, string[]>[];
type Guard = (request: FastifyRequest) => Promise<AuthUser>;

/** Reads need only the API key. */
export const READ_SECURITY: Security = [{ apiAccessToken: [] }];
/** Writes carry the climber's bearer token too. */
export const WRITE_SECURITY: Security = [{ apiAccessToken: [], bearer: [] }];

/** Who may write a record, and what its reads declare. */
export interface RecordAccess {
  /** OpenAPI security of the reads (the crag wiki's reads declare none). */
  readSecurity?: Security;
  /** Guard of create and update; it gives the author to the service. */
  writer: Guard;
  /** Guard of delete; it gives the deleting user to the service. */
  deleter: Guard;
}

/** Areas and crag map records: the delete route itself is kept to site administrators. */
export function adminDeletesAccess(context: AppContext): RecordAccess {
  return {
    readSecurity: READ_SECURITY,
    writer: context.guards.requireUser,
    deleter: context.guards.requireSuperAdmin,
  };
}

/** Crags, sectors and routes: any climber reaches the writes, the service keeps deletes to site administrators. */
export function wikiAccess(context: AppContext): RecordAccess {
  return { writer: context.guards.requireUser, deleter: context.guards.requireUser };
}

/**
 * `onRequest` of a guard: it runs before validation, so an anonymous caller gets 401 (a climber 403)
 * whatever it sent; the handler asks the guard again for the user.
 */
export function checkedOnRequest(guard: Guard) {
  return async (request: FastifyRequest) => {
    await guard(request);
  };
}

/** Answers one page of a list, its total in the `X-Total-Count` header. */
export function withTotalCount<Item>(reply: FastifyReply, items: Item[], total: number): Item[] {
  reply.header('x-total-count', String(total));
  return items;
}

/** What registers the four routes of a record: its schemas, the summaries of its routes and its service. */
export interface RecordRoutesSpec<Record extends z.ZodType, Input extends z.ZodType, UpdateInput extends z.ZodType> {
  /** Plural of the paths, as in `crag_sectors.json`. */
  name: string;
  record: Record;
  input: Input;
  updateInput: UpdateInput;
  summaries: { create: string; read: string; update: string; delete: string };
  service: {
    create(context: AppContext, user: AuthUser, input: z.output<Input>): Promise<z.output<Record>>;
    read(context: AppContext, id: number): Promise<z.output<Record>>;
    update(context: AppContext, user: AuthUser, id: number, input: z.output<UpdateInput>): Promise<z.output<Record>>;
    delete(context: AppContext, user: AuthUser, id: number): Promise<void>;
  };
}

/** Registers `POST {name}.json` (201) and `GET|PUT|DELETE {name}/{id}.json` (200, 200, 204) of a record. */
export function registerRecordRoutes<Record extends z.ZodType, Input extends z.ZodType, UpdateInput extends z.ZodType>(
  app: FastifyZodInstance,
  context: AppContext,
  access: RecordAccess,
  spec: RecordRoutesSpec<Record, Input, UpdateInput>,
): void {
  // The generics check that a record's service fits its schemas; fastify cannot infer through them,
  // so the routes are registered with the schemas as plain zod types.
  const { name, record, input, updateInput, summaries, service } = spec as RecordRoutesSpec<
    z.ZodType,
    z.ZodType,
    z.ZodType
  >;
  const { readSecurity, writer, deleter } = access;
  const security = readSecurity ? { security: readSecurity } : {};

  app.post(
    `/${name}.json`,
    {
      onRequest: checkedOnRequest(writer),
      schema: {
        summary: summaries.create,
        tags: ['outdoor'],
        security: WRITE_SECURITY,
        body: input,
        response: { 201: record },
      },
    },
    async (request, reply) => {
      const user = await writer(request);
      return reply.status(201).send(await service.create(context, user, request.body));
    },
  );

  app.get(
    `/${name}/:id.json`,
    {
      schema: {
        summary: summaries.read,
        tags: ['outdoor'],
        ...security,
        params: recordIdParams,
        response: { 200: record },
      },
    },
    async (request) => service.read(context, recordId(request.params)),
  );

  app.put(
    `/${name}/:id.json`,
    {
      onRequest: checkedOnRequest(writer),
      schema: {
        summary: summaries.update,
        tags: ['outdoor'],
        security: WRITE_SECURITY,
        params: recordIdParams,
        body: updateInput,
        response: { 200: record },
      },
    },
    async (request) => {
      const user = await writer(request);
      return service.update(context, user, recordId(request.params), request.body);
    },
  );

  app.delete(
    `/${name}/:id.json`,
    {
      onRequest: checkedOnRequest(deleter),
      schema: {
        summary: summaries.delete,
        tags: ['outdoor'],
        security: WRITE_SECURITY,
        params: recordIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const user = await deleter(request);
      await service.delete(context, user, recordId(request.params));
      return reply.status(204).send(null);
    },
  );
}
