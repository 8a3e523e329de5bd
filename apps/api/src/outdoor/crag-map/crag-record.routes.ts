import type { Endpoint, PageQuery, pageQuery, recordIdParams } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../lib/endpoint-route';
import { recordId } from '../../lib/path-params';
import {
  type RecordEndpoints,
  type RecordService,
  registerRecordRoutes,
  withTotalCount,
} from '../../lib/record-routes';

/** A crag map record's endpoints: its four record endpoints, and the page of a crag's records. */
export interface CragRecordEndpoints<Record extends z.ZodType, Input extends z.ZodType, UpdateInput extends z.ZodType>
  extends RecordEndpoints<Record, Input, UpdateInput> {
  /** `GET crags/{id}/{name}.json`. */
  list: Endpoint & {
    access: 'api_key';
    params: typeof recordIdParams;
    query: typeof pageQuery;
    responses: { 200: z.ZodArray<Record> };
  };
}

/** A crag map record's service: its four record calls, and the page of a crag's records. */
export interface CragRecordService<Record extends z.ZodType, Input extends z.ZodType, UpdateInput extends z.ZodType>
  extends RecordService<Record, Input, UpdateInput> {
  list(context: AppContext, cragId: number, page: PageQuery): Promise<{ items: z.output<Record>[]; total: number }>;
}

/**
 * Parks, approaches and rock bars are routed alike (visitors read, climbers draw and edit, site
 * administrators delete): only their endpoints and services differ.
 */
export function cragRecordRoutes<Record extends z.ZodType, Input extends z.ZodType, UpdateInput extends z.ZodType>(
  context: AppContext,
  recordEndpoints: CragRecordEndpoints<Record, Input, UpdateInput>,
  service: CragRecordService<Record, Input, UpdateInput>,
): FastifyPluginAsyncZod {
  return async (app) => {
    const list: Endpoint & Pick<typeof recordEndpoints.list, 'access' | 'params' | 'query'> = recordEndpoints.list;
    registerEndpoint(app, list, {
      handler: async (request, reply) => {
        const { items, total } = await service.list(context, recordId(request.params), request.query);
        return withTotalCount(reply, items, total);
      },
    });

    registerRecordRoutes(app, context, recordEndpoints, service);
  };
}
