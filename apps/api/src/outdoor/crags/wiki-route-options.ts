import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';

/** Writes carry the climber's bearer token; reads need only the API key. */
export const WIKI_WRITE_SECURITY = [{ apiAccessToken: [], bearer: [] }];

/** `onRequest` of the wiki's writes, checked before validation: an anonymous caller gets 401 whatever it sent. */
export function signedIn(context: AppContext) {
  return async (request: FastifyRequest) => {
    await context.guards.requireUser(request);
  };
}
