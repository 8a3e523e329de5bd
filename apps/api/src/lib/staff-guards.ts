import type { Endpoint } from '@climb/contracts';
import type { FastifyRequest } from 'fastify';
import { recordIdText } from './path-params';
import type { Guards } from './signed-in';

type IdRequest = Pick<FastifyRequest, 'params'>;

/** The record id a path names, or null when it is malformed (it names nothing: the handler answers 404). */
function pathId(request: IdRequest): number | null {
  const parsed = recordIdText.safeParse((request.params as { id?: string }).id);
  return parsed.success ? parsed.data : null;
}

/**
 * The administration area's route guards (docs/decisions/043): the role an endpoint declares (none: any member of the
 * gym's team), checked before its body is, as `access` is, on the gym its path names or on the gym of the record it
 * names. A malformed id or a record that does not exist has no gym to ask about: the body is checked, then the
 * handler answers 404 (an unknown field is a 422 whatever the record).
 */
export function staffGuards(guards: Guards) {
  const check = async (request: IdRequest, gymId: number | null | undefined, endpoint: Endpoint) => {
    if (gymId !== null && gymId !== undefined) {
      await guards.requireGymAdministrator(request as FastifyRequest, gymId, endpoint.gymRole);
    }
  };
  return {
    /** On the gym the path names (`/gyms/{id}/…`). */
    onGym: (endpoint: Endpoint) => (request: IdRequest) => check(request, pathId(request), endpoint),
    /** On the gym of the record the path names, found with `gymOf`. */
    onRecordOf:
      (endpoint: Endpoint, gymOf: (id: number) => Promise<number | null | undefined>) => async (request: IdRequest) => {
        const id = pathId(request);
        await check(request, id === null ? null : await gymOf(id), endpoint);
      },
  };
}
