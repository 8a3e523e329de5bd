import { endpoints } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../lib/endpoint-route';
import { withTotalCount } from '../../lib/record-routes';
import {
  catalogueFigures,
  cragsAroundTown,
  getDepartment,
  listDepartmentCrags,
  listDepartments,
} from './place.service';

/** French departments, towns and the catalogue's figures (open to visitors; the SEO pages read them). */
export function placeRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    registerEndpoint(app, endpoints.listDepartments, {
      handler: async (request) => listDepartments(context, request.query),
    });

    registerEndpoint(app, endpoints.getDepartment, {
      handler: async (request) => getDepartment(context, request.params.number),
    });

    registerEndpoint(app, endpoints.listDepartmentCrags, {
      handler: async (request, reply) => {
        const { crags, total } = await listDepartmentCrags(context, request.params.number, request.query);
        return withTotalCount(reply, crags, total);
      },
    });

    registerEndpoint(app, endpoints.getTownAround, {
      handler: async (request) => cragsAroundTown(context, request.params.slug, request.query.distance),
    });

    registerEndpoint(app, endpoints.getOutdoorFigures, {
      handler: async () => catalogueFigures(context),
    });
  };
}
