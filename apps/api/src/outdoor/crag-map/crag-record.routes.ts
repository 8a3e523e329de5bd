import { type PageQuery, pageQuery } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { recordId, recordIdParams } from '../crags/path-params';
import {
  adminDeletesAccess,
  READ_SECURITY,
  type RecordRoutesSpec,
  registerRecordRoutes,
  withTotalCount,
} from '../shared/record-routes';

/** A crag map record's routes: its four record routes, and the page of a crag's records. */
export interface CragRecordRoutesSpec<Record extends z.ZodType, Input extends z.ZodType, UpdateInput extends z.ZodType>
  extends RecordRoutesSpec<Record, Input, UpdateInput> {
  /** Summary of `GET crags/{id}/{name}.json`. */
  listSummary: string;
  list(context: AppContext, cragId: number, page: PageQuery): Promise<{ items: z.output<Record>[]; total: number }>;
}

/**
 * Parks, approaches and rock bars are routed alike (visitors read, climbers draw and edit, site
 * administrators delete): only their schemas, summaries and services differ.
 */
export function cragRecordRoutes<Record extends z.ZodType, Input extends z.ZodType, UpdateInput extends z.ZodType>(
  context: AppContext,
  spec: CragRecordRoutesSpec<Record, Input, UpdateInput>,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `/crags/:id/${spec.name}.json`,
      {
        schema: {
          summary: spec.listSummary,
          tags: ['outdoor'],
          security: READ_SECURITY,
          params: recordIdParams,
          querystring: pageQuery,
          response: { 200: z.array(spec.record) },
        },
      },
      async (request, reply) => {
        const { items, total } = await spec.list(context, recordId(request.params), request.query);
        return withTotalCount(reply, items, total);
      },
    );

    registerRecordRoutes(app, context, adminDeletesAccess(context), spec);
  };
}
