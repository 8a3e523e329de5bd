import {
  ascentCragRoute,
  ascentCragRouteInput,
  ascentCragRouteUpdateInput,
  publicAscent,
  publicAscentListQuery,
} from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { recordId, recordIdParams } from '../../outdoor/crags/path-params';
import { checkedOnRequest, READ_SECURITY, WRITE_SECURITY, withTotalCount } from '../../outdoor/shared/record-routes';
import { createAscent, deleteAscent, getAscent, listPublicAscents, updateAscent } from './ascent.service';

const TAGS = ['logbook'];

/** Ascents of crag routes: logged, read, edited and deleted by their author only; public ones on route and crag pages. */
export function ascentRoutes(context: AppContext): FastifyPluginAsyncZod {
  const signedIn = checkedOnRequest(context.guards.requireUser);

  return async (app) => {
    app.post(
      '/ascent_crag_routes.json',
      {
        onRequest: signedIn,
        schema: {
          summary: 'Log an ascent of a crag route',
          description:
            "The day's climbing session is created or reused, the route leaves the climber's tick list, and the " +
            "route's note, hardness, ascent and climber counts are recomputed, all in one transaction. " +
            '`sections` (pitch indexes from 0) defaults to every pitch; an index beyond the route is `too_big`. ' +
            '`roping_status` is null for a boulder, `lead_climb` when left out otherwise; `multi_pitch_*` values ' +
            'need a route of several pitches (`not_included`). Unknown route: `crag_route_id: not_found`; unknown ' +
            'partner: `partner_uuids: not_found`. 201 with the new ascent; 200 with the first one when the climber ' +
            'sends an `idempotency_key` already used (a retried push of the offline queue), nothing written.',
          tags: TAGS,
          security: WRITE_SECURITY,
          body: ascentCragRouteInput,
          response: { 200: ascentCragRoute, 201: ascentCragRoute },
        },
      },
      async (request, reply) => {
        const user = await context.guards.requireUser(request);
        const { ascent, created } = await createAscent(context, user, request.body);
        return reply.status(created ? 201 : 200).send(ascent);
      },
    );

    app.get(
      '/ascent_crag_routes/:id.json',
      {
        onRequest: signedIn,
        schema: {
          summary: 'One of my ascents, with its private comment (403 for an ascent of another climber)',
          tags: TAGS,
          security: WRITE_SECURITY,
          params: recordIdParams,
          response: { 200: ascentCragRoute },
        },
      },
      async (request) => {
        const user = await context.guards.requireUser(request);
        return getAscent(context, user, recordId(request.params));
      },
    );

    app.put(
      '/ascent_crag_routes/:id.json',
      {
        onRequest: signedIn,
        schema: {
          summary: 'Edit one of my ascents (the fields given; 403 for an ascent of another climber)',
          description:
            'A new date moves the ascent to that day’s session (an emptied session is removed); the route’s ' +
            'figures are recomputed; `partner_uuids` replaces the partners. The snapshot (grade and height of ' +
            'the pitches climbed) follows the route as it is now; once the route is deleted it stays as it was.',
          tags: TAGS,
          security: WRITE_SECURITY,
          params: recordIdParams,
          body: ascentCragRouteUpdateInput,
          response: { 200: ascentCragRoute },
        },
      },
      async (request) => {
        const user = await context.guards.requireUser(request);
        return updateAscent(context, user, recordId(request.params), request.body);
      },
    );

    app.delete(
      '/ascent_crag_routes/:id.json',
      {
        onRequest: signedIn,
        schema: {
          summary: 'Delete one of my ascents (403 for an ascent of another climber)',
          description: 'Its session goes with its last ascent; the route’s figures are recomputed.',
          tags: TAGS,
          security: WRITE_SECURITY,
          params: recordIdParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const user = await context.guards.requireUser(request);
        await deleteAscent(context, user, recordId(request.params));
        return reply.status(204).send(null);
      },
    );

    for (const { owners, of, summary } of [
      {
        owners: 'crag_routes',
        of: (cragRouteId: number) => ({ cragRouteId }),
        summary: 'Public ascents of a route, newest first; X-Total-Count holds the number matching',
      },
      {
        owners: 'crags',
        of: (cragId: number) => ({ cragId }),
        summary: "Public ascents of a crag's routes, newest first; X-Total-Count holds the number matching",
      },
    ]) {
      app.get(
        `/${owners}/:id/ascents.json`,
        {
          schema: {
            summary,
            description:
              'Only climbers whose outdoor ascents are public (`public_outdoor_ascents`); private comments never ' +
              'appear. `commented=true` keeps the ascents with a public comment.',
            tags: TAGS,
            security: READ_SECURITY,
            params: recordIdParams,
            querystring: publicAscentListQuery,
            response: { 200: z.array(publicAscent) },
          },
        },
        async (request, reply) => {
          const { ascents, total } = await listPublicAscents(context, of(recordId(request.params)), request.query);
          return withTotalCount(reply, ascents, total);
        },
      );
    }
  };
}
