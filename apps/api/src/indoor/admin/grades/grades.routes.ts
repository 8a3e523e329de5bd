import { type Endpoint, endpoints } from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { registerEndpoint } from '../../../lib/endpoint-route';
import { recordId } from '../../../lib/path-params';
import { withTotalCount } from '../../../lib/record-routes';
import { staffGuards } from '../../../lib/staff-guards';
import {
  createGymGrade,
  createGymGradeLine,
  deleteGymGrade,
  deleteGymGradeLine,
  fillGymLevelsFromGrade,
  getGymClimbingStyles,
  getGymDifficultySystem,
  getGymGrade,
  getGymGradeLine,
  gymOfGrade,
  gymOfGradeLine,
  listGymGrades,
  reorderGymGradeLines,
  setGymDifficultySystem,
  updateGymClimbingStyles,
  updateGymGrade,
  updateGymGradeLine,
  updateGymLevels,
} from './grades.service';

/**
 * The administration area's grades tools: the gym's grade systems and lines, its scales, its climbing styles (read
 * by anyone) and its first difficulty system, for its staff managing the opening (site administrators pass). The
 * role is checked before the body is, as `access` is: on the gym the path names, or on the gym of the system or
 * line it names. A system or line that does not exist has no gym to ask about: its body is checked, then the
 * handler answers 404.
 */
export function gymAdminGradesRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { guards } = context;
  const { onGym, onRecordOf } = staffGuards(guards);
  const onGrade = (endpoint: Endpoint) => onRecordOf(endpoint, (id) => gymOfGrade(context, id));
  const onLine = (endpoint: Endpoint) => onRecordOf(endpoint, (id) => gymOfGradeLine(context, id));
  return async (app) => {
    registerEndpoint(app, endpoints.listGymGrades, {
      guards,
      preValidation: onGym(endpoints.listGymGrades),
      handler: async (request, reply) => {
        const { items, total } = await listGymGrades(context, recordId(request.params), request.query);
        return withTotalCount(reply, items, total);
      },
    });
    registerEndpoint(app, endpoints.createGymGrade, {
      guards,
      preValidation: onGym(endpoints.createGymGrade),
      handler: async (request, reply) =>
        reply.status(201).send(await createGymGrade(context, recordId(request.params), request.body)),
    });
    registerEndpoint(app, endpoints.getGymGrade, {
      guards,
      preValidation: onGrade(endpoints.getGymGrade),
      handler: async (request) => getGymGrade(context, recordId(request.params)),
    });
    registerEndpoint(app, endpoints.updateGymGrade, {
      guards,
      preValidation: onGrade(endpoints.updateGymGrade),
      handler: async (request) => updateGymGrade(context, recordId(request.params), request.body),
    });
    registerEndpoint(app, endpoints.deleteGymGrade, {
      guards,
      preValidation: onGrade(endpoints.deleteGymGrade),
      handler: async (request, reply) => {
        await deleteGymGrade(context, recordId(request.params));
        return reply.status(204).send(null);
      },
    });
    registerEndpoint(app, endpoints.createGymGradeLine, {
      guards,
      preValidation: onGrade(endpoints.createGymGradeLine),
      handler: async (request, reply) =>
        reply.status(201).send(await createGymGradeLine(context, recordId(request.params), request.body)),
    });
    registerEndpoint(app, endpoints.reorderGymGradeLines, {
      guards,
      preValidation: onGrade(endpoints.reorderGymGradeLines),
      handler: async (request) => reorderGymGradeLines(context, recordId(request.params), request.body),
    });
    registerEndpoint(app, endpoints.getGymGradeLine, {
      guards,
      preValidation: onLine(endpoints.getGymGradeLine),
      handler: async (request) => getGymGradeLine(context, recordId(request.params)),
    });
    registerEndpoint(app, endpoints.updateGymGradeLine, {
      guards,
      preValidation: onLine(endpoints.updateGymGradeLine),
      handler: async (request) => updateGymGradeLine(context, recordId(request.params), request.body),
    });
    registerEndpoint(app, endpoints.deleteGymGradeLine, {
      guards,
      preValidation: onLine(endpoints.deleteGymGradeLine),
      handler: async (request, reply) => {
        await deleteGymGradeLine(context, recordId(request.params));
        return reply.status(204).send(null);
      },
    });
    registerEndpoint(app, endpoints.updateGymLevels, {
      guards,
      preValidation: onGym(endpoints.updateGymLevels),
      handler: async (request) => updateGymLevels(context, recordId(request.params), request.body),
    });
    registerEndpoint(app, endpoints.fillGymLevelsFromGrade, {
      guards,
      preValidation: onGym(endpoints.fillGymLevelsFromGrade),
      handler: async (request) => fillGymLevelsFromGrade(context, recordId(request.params), request.body),
    });
    registerEndpoint(app, endpoints.getGymClimbingStyles, {
      handler: async (request) => getGymClimbingStyles(context, recordId(request.params)),
    });
    registerEndpoint(app, endpoints.updateGymClimbingStyles, {
      guards,
      preValidation: onGym(endpoints.updateGymClimbingStyles),
      handler: async (request) => updateGymClimbingStyles(context, recordId(request.params), request.body),
    });
    registerEndpoint(app, endpoints.getGymDifficultySystem, {
      guards,
      preValidation: onGym(endpoints.getGymDifficultySystem),
      handler: async (request) => getGymDifficultySystem(context, recordId(request.params)),
    });
    registerEndpoint(app, endpoints.setGymDifficultySystem, {
      guards,
      preValidation: onGym(endpoints.setGymDifficultySystem),
      handler: async (request) => setGymDifficultySystem(context, recordId(request.params), request.body),
    });
  };
}
