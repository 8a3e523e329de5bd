import { type Endpoint, endpoints } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { registerEndpoint } from '../../../lib/endpoint-route';
import { recordId } from '../../../lib/path-params';
import { withTotalCount } from '../../../lib/record-routes';
import { staffGuards } from '../../../lib/staff-guards';
import { findInvitationGymId, findTeamMemberGymId } from './team.repository';
import {
  acceptInvitation,
  acceptInvitationByToken,
  declineInvitation,
  getTeamMember,
  inviteToTeam,
  listMyInvitations,
  listPendingInvitations,
  listTeam,
  removeTeamMember,
  revokeInvitation,
  updateTeamMember,
} from './team.service';

/**
 * The administration area's team tools: the team managers of a gym (and site administrators) list, invite, change
 * roles and remove; the invitee answers. The role is part of each staff endpoint's access: checked before the body
 * is, on the gym the path names or the gym of the record it names (an unknown record: 404 from the handler).
 */
export function gymAdminTeamRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { guards } = context;
  const { onGym, onRecordOf } = staffGuards(guards);
  const onInvitation = (endpoint: Endpoint) => onRecordOf(endpoint, (id) => findInvitationGymId(context.db, id));
  const onMember = (endpoint: Endpoint) => onRecordOf(endpoint, (id) => findTeamMemberGymId(context.db, id));

  return async (app) => {
    registerEndpoint(app, endpoints.listGymAdministrators, {
      guards,
      preValidation: onGym(endpoints.listGymAdministrators),
      handler: async (request, reply) => {
        const { items, total } = await listTeam(context, recordId(request.params), request.query);
        return withTotalCount(reply, items, total);
      },
    });

    registerEndpoint(app, endpoints.listGymAdministratorInvitations, {
      guards,
      preValidation: onGym(endpoints.listGymAdministratorInvitations),
      handler: async (request, reply) => {
        const { items, total } = await listPendingInvitations(context, recordId(request.params), request.query);
        return withTotalCount(reply, items, total);
      },
    });

    registerEndpoint(app, endpoints.createGymAdministratorInvitation, {
      guards,
      preValidation: onGym(endpoints.createGymAdministratorInvitation),
      handler: async (request, reply, user) =>
        reply.status(201).send(await inviteToTeam(context, user, recordId(request.params), request.body)),
    });

    registerEndpoint(app, endpoints.revokeGymAdministratorInvitation, {
      guards,
      preValidation: onInvitation(endpoints.revokeGymAdministratorInvitation),
      handler: async (request) => revokeInvitation(context, recordId(request.params)),
    });

    registerEndpoint(app, endpoints.listMyGymAdministratorInvitations, {
      guards,
      handler: async (request, reply, user) => {
        const { items, total } = await listMyInvitations(context, user.id, request.query);
        return withTotalCount(reply, items, total);
      },
    });

    registerEndpoint(app, endpoints.acceptGymAdministratorInvitation, {
      guards,
      handler: async (request, _reply, user) => acceptInvitation(context, user, recordId(request.params)),
    });

    registerEndpoint(app, endpoints.declineGymAdministratorInvitation, {
      guards,
      handler: async (request, _reply, user) => declineInvitation(context, user, recordId(request.params)),
    });

    registerEndpoint(app, endpoints.acceptGymAdministratorInvitationByToken, {
      guards,
      handler: async (request, _reply, user) => acceptInvitationByToken(context, user, request.body.token),
    });

    registerEndpoint(app, endpoints.getGymAdministrator, {
      guards,
      preValidation: onMember(endpoints.getGymAdministrator),
      handler: async (request) => getTeamMember(context, recordId(request.params)),
    });

    registerEndpoint(app, endpoints.updateGymAdministrator, {
      guards,
      preValidation: onMember(endpoints.updateGymAdministrator),
      handler: async (request) => updateTeamMember(context, recordId(request.params), request.body.roles),
    });

    registerEndpoint(app, endpoints.deleteGymAdministrator, {
      guards,
      preValidation: onMember(endpoints.deleteGymAdministrator),
      handler: async (request, reply) => {
        await removeTeamMember(context, recordId(request.params));
        return reply.status(204).send(null);
      },
    });
  };
}
