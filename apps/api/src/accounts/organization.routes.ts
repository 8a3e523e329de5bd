import {
  organization,
  organizationBody,
  organizationList,
  organizationParams,
  organizationWithKey,
  updateOrganizationBody,
} from '@climb/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import {
  createOrganization,
  getOrganization,
  listOrganizationsOf,
  regenerateOrganizationKey,
  updateOrganization,
} from './organization.service';

const security = [{ apiAccessToken: [], bearer: [] }];

/** Organizations and their API keys (spec §7), registered under /api/v1 by buildApp. */
export function organizationRoutes(context: AppContext): FastifyPluginAsyncZod {
  // Checked on request, before validation: an anonymous caller gets 401 whatever it sent.
  const signedIn = async (request: FastifyRequest) => {
    await context.guards.requireUser(request);
  };

  return async (app) => {
    app.get(
      '/current_users/organizations.json',
      {
        onRequest: signedIn,
        schema: {
          summary: 'The organizations the climber belongs to (their keys are never shown again)',
          tags: ['organizations'],
          security,
          response: { 200: organizationList },
        },
      },
      async (request) => listOrganizationsOf(context, await context.guards.requireUser(request)),
    );

    app.post(
      '/organizations.json',
      {
        onRequest: signedIn,
        schema: {
          summary: 'Create an organization; its API key is in the answer, and only there',
          tags: ['organizations'],
          security,
          body: organizationBody,
          response: { 201: organizationWithKey },
        },
      },
      async (request, reply) => {
        const user = await context.guards.requireUser(request);
        return reply.status(201).send(await createOrganization(context, user, request.body));
      },
    );

    app.get(
      '/organizations/:id.json',
      {
        onRequest: signedIn,
        schema: {
          summary: 'One of the climber’s organizations (members only)',
          tags: ['organizations'],
          security,
          params: organizationParams,
          response: { 200: organization },
        },
      },
      async (request) => {
        const user = await context.guards.requireUser(request);
        return getOrganization(context, user, request.params.id);
      },
    );

    app.put(
      '/organizations/:id.json',
      {
        onRequest: signedIn,
        schema: {
          summary: 'Rename an organization or change its usage type (members only)',
          tags: ['organizations'],
          security,
          params: organizationParams,
          body: updateOrganizationBody,
          response: { 200: organization },
        },
      },
      async (request) => {
        const user = await context.guards.requireUser(request);
        return updateOrganization(context, user, request.params.id, request.body);
      },
    );

    app.post(
      '/organizations/:id/api_access_token.json',
      {
        onRequest: signedIn,
        schema: {
          summary: 'Regenerate the API key (members only): the new key is shown once, the old one stops at once',
          tags: ['organizations'],
          security,
          params: organizationParams,
          response: { 200: organizationWithKey },
        },
      },
      async (request) => {
        const user = await context.guards.requireUser(request);
        return regenerateOrganizationKey(context, user, request.params.id);
      },
    );
  };
}
