import { endpoints } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { registerEndpoint } from '../lib/endpoint-route';
import {
  createOrganization,
  getOrganization,
  listOrganizationsOf,
  regenerateOrganizationKey,
  updateOrganization,
} from './organization.service';

/** Organizations and their API keys (spec §7), registered under /api/v1 by buildApp. */
export function organizationRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { guards } = context;
  return async (app) => {
    registerEndpoint(app, endpoints.listMyOrganizations, {
      guards,
      handler: async (_request, _reply, user) => listOrganizationsOf(context, user),
    });

    registerEndpoint(app, endpoints.createOrganization, {
      guards,
      handler: async (request, reply, user) =>
        reply.status(201).send(await createOrganization(context, user, request.body)),
    });

    registerEndpoint(app, endpoints.getOrganization, {
      guards,
      handler: async (request, _reply, user) => getOrganization(context, user, request.params.id),
    });

    registerEndpoint(app, endpoints.updateOrganization, {
      guards,
      handler: async (request, _reply, user) => updateOrganization(context, user, request.params.id, request.body),
    });

    registerEndpoint(app, endpoints.regenerateOrganizationKey, {
      guards,
      handler: async (request, _reply, user) => regenerateOrganizationKey(context, user, request.params.id),
    });
  };
}
