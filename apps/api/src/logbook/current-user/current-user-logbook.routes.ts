import {
  ascendedCragsFeatureCollection,
  ascendedCragsQuery,
  ascentCragRoute,
  ascentListQuery,
  ascentPartnerQuery,
  climberRef,
  climbingSession,
  climbingSessionInput,
  climbingSessionSummary,
  cragRouteStatus,
  cragRouteStatusQuery,
  pageQuery,
  projectItem,
  publicAscent,
  sessionDateParams,
  tickListItem,
} from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { pathParams, recordId, recordIdParams } from '../../outdoor/crags/path-params';
import { checkedOnRequest, WRITE_SECURITY, withTotalCount } from '../../outdoor/shared/record-routes';
import { listMyAscents } from '../ascents/ascent.service';
import { listAscentPartners } from './ascent-partner.service';
import { getSession, listSessions, updateSession } from './climbing-session.service';
import { ascendedCrags } from './my-map.service';
import {
  addRouteToTickList,
  listProjects,
  listRouteStatuses,
  listTickList,
  removeRouteFromTickList,
} from './route-status.service';

const TAGS = ['logbook'];
/** Every path here is the signed-in climber's: the API key and the bearer token. */
const security = WRITE_SECURITY;
const sessionDatePath = z.object({
  sessionDate: z.string().describe('The day, `YYYY-MM-DD`; any other text answers 404.'),
});

/** The signed-in climber's logbook: ascents, statuses, tick list, projects, sessions, map and partners. */
export function currentUserLogbookRoutes(context: AppContext): FastifyPluginAsyncZod {
  const signedIn = checkedOnRequest(context.guards.requireUser);

  return async (app) => {
    app.get(
      '/current_users/ascent_crag_routes.json',
      {
        onRequest: signedIn,
        schema: {
          summary: 'My ascents of crag routes, sorted and filtered; X-Total-Count holds the number matching',
          description:
            '`query`: words of the route or crag name (each must appear, accents and case ignored). ' +
            'Filters as the analytics and the CSV export; `date_to` before `date_from` is `too_small`.',
          tags: TAGS,
          security,
          querystring: ascentListQuery,
          response: { 200: z.array(ascentCragRoute) },
        },
      },
      async (request, reply) => {
        const user = await context.guards.requireUser(request);
        const { ascents, total } = await listMyAscents(context, user, request.query);
        return withTotalCount(reply, ascents, total);
      },
    );

    app.get(
      '/current_users/crag_route_statuses.json',
      {
        onRequest: signedIn,
        schema: {
          summary: 'My status on routes (done, project, in my tick list), for the route lists',
          description:
            'Exactly one of `crag_id`, `crag_sector_id` or `crag_route_ids` (comma-separated, 500 at most); none ' +
            'is `base: required`, several `base: invalid`. Only the routes I logged or tick-listed are listed, ' +
            'by id; any other route has no status.',
          tags: TAGS,
          security,
          querystring: cragRouteStatusQuery,
          response: { 200: z.array(cragRouteStatus) },
        },
      },
      async (request) => {
        const user = await context.guards.requireUser(request);
        return listRouteStatuses(context, user, request.query);
      },
    );

    app.post(
      '/crag_routes/:id/tick_list.json',
      {
        onRequest: signedIn,
        schema: {
          summary: 'Add a route to my tick list (201; 200 with the entry when it is already there)',
          description: 'Logging an ascent of the route removes it from the tick list. Unknown route: 404.',
          tags: TAGS,
          security,
          params: recordIdParams,
          response: { 200: tickListItem, 201: tickListItem },
        },
      },
      async (request, reply) => {
        const user = await context.guards.requireUser(request);
        const { item, created } = await addRouteToTickList(context, user, recordId(request.params));
        return reply.status(created ? 201 : 200).send(item);
      },
    );

    app.delete(
      '/crag_routes/:id/tick_list.json',
      {
        onRequest: signedIn,
        schema: {
          summary: 'Remove a route from my tick list (204, also when it was not in it)',
          tags: TAGS,
          security,
          params: recordIdParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const user = await context.guards.requireUser(request);
        await removeRouteFromTickList(context, user, recordId(request.params));
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/current_users/tick_lists.json',
      {
        onRequest: signedIn,
        schema: {
          summary: 'My tick list: routes I want to climb, last added first; X-Total-Count holds their number',
          tags: TAGS,
          security,
          querystring: pageQuery,
          response: { 200: z.array(tickListItem) },
        },
      },
      async (request, reply) => {
        const user = await context.guards.requireUser(request);
        const { items, total } = await listTickList(context, user, request.query);
        return withTotalCount(reply, items, total);
      },
    );

    app.get(
      '/current_users/projects.json',
      {
        onRequest: signedIn,
        schema: {
          summary: 'My projects: routes whose ascents by me are all projects, last tried first',
          description: 'A route leaves the list once I log it with any other status. X-Total-Count holds their number.',
          tags: TAGS,
          security,
          querystring: pageQuery,
          response: { 200: z.array(projectItem) },
        },
      },
      async (request, reply) => {
        const user = await context.guards.requireUser(request);
        const { projects, total } = await listProjects(context, user, request.query);
        return withTotalCount(reply, projects, total);
      },
    );

    app.get(
      '/current_users/ascended_crags_geo_json.json',
      {
        onRequest: signedIn,
        schema: {
          summary: 'The crags I climbed at, as GeoJSON points (my map)',
          description:
            '`minimalistic=true` (the default): what a marker needs; `false` adds my sends, routes sent, hardest ' +
            'send and last day at each crag. The icon follows the climbing types of my ascents there.',
          tags: TAGS,
          security,
          querystring: ascendedCragsQuery,
          response: { 200: ascendedCragsFeatureCollection },
        },
      },
      async (request) => {
        const user = await context.guards.requireUser(request);
        return ascendedCrags(context, user, request.query.minimalistic);
      },
    );

    app.get(
      '/current_users/subscribes_ascents.json',
      {
        onRequest: signedIn,
        schema: {
          summary: 'Recent ascents of the climbers I follow (a page)',
          description:
            'Following climbers does not exist yet: the answer is an empty page with `X-Total-Count: 0`, never ' +
            'an error. It will list their public ascents, newest first, once follows exist.',
          tags: TAGS,
          security,
          querystring: pageQuery,
          response: { 200: z.array(publicAscent) },
        },
      },
      async (request, reply) => {
        await context.guards.requireUser(request);
        return withTotalCount(reply, [], 0);
      },
    );

    app.get(
      '/current_users/climbing_sessions.json',
      {
        onRequest: signedIn,
        schema: {
          summary: 'My climbing days, the last first; X-Total-Count holds their number',
          description:
            'A session is created with the first ascent of a day and removed with its last one. Figures: every ' +
            'ascent of the day counts in ascents, crags and metres; the max grade is of the sends.',
          tags: TAGS,
          security,
          querystring: pageQuery,
          response: { 200: z.array(climbingSessionSummary) },
        },
      },
      async (request, reply) => {
        const user = await context.guards.requireUser(request);
        const { sessions, total } = await listSessions(context, user, request.query);
        return withTotalCount(reply, sessions, total);
      },
    );

    app.get(
      '/current_users/climbing_sessions/:sessionDate.json',
      {
        onRequest: signedIn,
        schema: {
          summary:
            'One of my climbing days: its ascents, crags, partners and figures (404 when I logged nothing that day)',
          tags: TAGS,
          security,
          params: sessionDatePath,
          response: { 200: climbingSession },
        },
      },
      async (request) => {
        const user = await context.guards.requireUser(request);
        const { sessionDate } = pathParams(sessionDateParams, request.params);
        return getSession(context, user, sessionDate);
      },
    );

    app.put(
      '/current_users/climbing_sessions/:sessionDate.json',
      {
        onRequest: signedIn,
        schema: {
          summary: 'Describe one of my climbing days (404 when I logged nothing that day)',
          tags: TAGS,
          security,
          params: sessionDatePath,
          body: climbingSessionInput,
          response: { 200: climbingSession },
        },
      },
      async (request) => {
        const user = await context.guards.requireUser(request);
        const { sessionDate } = pathParams(sessionDateParams, request.params);
        return updateSession(context, user, sessionDate, request.body);
      },
    );

    app.get(
      '/current_users/ascent_partners.json',
      {
        onRequest: signedIn,
        schema: {
          summary: 'Climbers I can tag on an ascent: my past partners first, then climbers with a public profile',
          description:
            'Each word of `query` must start a word of the name; an empty query lists my past partners. 20 at most.',
          tags: TAGS,
          security,
          querystring: ascentPartnerQuery,
          response: { 200: z.array(climberRef) },
        },
      },
      async (request) => {
        const user = await context.guards.requireUser(request);
        return listAscentPartners(context, user, request.query.query);
      },
    );
  };
}
