import {
  errorBody,
  newPasswordBody,
  refreshTokenBody,
  resetPasswordBody,
  signInBody,
  signOutBody,
  signUpBody,
  tokenPair,
  validationErrorBody,
} from '@climb/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { SessionService } from './session.service';

const tags = ['sessions'];
const rateLimited = errorBody.describe('429: too many attempts; `Retry-After` says in how many seconds to try again.');
const signedIn = [{ apiAccessToken: [], bearer: [] }];

/** Sign-up, sign-in, token refresh, sign-out and password reset (spec §7 Session), under /api/v1. */
export function sessionRoutes(context: AppContext): FastifyPluginAsyncZod {
  const sessions = new SessionService(context);
  return async (app) => {
    app.post(
      '/sessions/sign_up',
      {
        schema: {
          summary: 'Create an account and sign in',
          description: 'Passwords: 8–128 characters with a digit, a lower-case and an upper-case letter.',
          tags,
          body: signUpBody,
          response: { 201: tokenPair, 422: validationErrorBody, 429: rateLimited },
        },
      },
      async (request, reply) => reply.status(201).send(await sessions.signUp(request.body, request.ip)),
    );

    app.post(
      '/sessions/sign_in',
      {
        schema: {
          summary: 'Sign in with e-mail and password',
          tags,
          body: signInBody,
          response: {
            200: tokenPair,
            401: errorBody.describe('401 `invalid_credentials`: wrong e-mail or password (never says which).'),
            422: validationErrorBody,
            429: rateLimited,
          },
        },
      },
      async (request) => sessions.signIn(request.body, request.ip),
    );

    app.post(
      '/sessions/tokens',
      {
        schema: {
          summary: 'Exchange a refresh token for a new token pair',
          description:
            'The refresh token is single use: it is replaced by the one returned. Presenting a used one again revokes every token of its session.',
          tags,
          body: refreshTokenBody,
          response: { 200: tokenPair, 401: errorBody, 422: validationErrorBody },
        },
      },
      async (request) => sessions.refresh(request.body.refresh_token),
    );

    app.delete(
      '/sessions/sign_in',
      {
        schema: {
          summary: 'Sign out',
          description:
            'Revokes the session of the given refresh token; without one, every session of the climber ends.',
          tags,
          security: signedIn,
          body: signOutBody,
          response: { 204: z.null(), 401: errorBody, 422: validationErrorBody },
        },
      },
      async (request, reply) => {
        const user = await context.guards.requireUser(request);
        await sessions.signOut(user, request.body?.refresh_token);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/sessions/reset_password',
      {
        schema: {
          summary: 'E-mail a link to choose a new password',
          description:
            'Same answer whether the address has an account or not. The link holds a single-use token valid 30 minutes.',
          tags,
          body: resetPasswordBody,
          response: { 204: z.null(), 422: validationErrorBody, 429: rateLimited },
        },
      },
      async (request, reply) => {
        await sessions.requestPasswordReset(request.body.email, request.ip);
        return reply.status(204).send(null);
      },
    );

    app.put(
      '/sessions/new_password',
      {
        schema: {
          summary: 'Choose a new password with the e-mailed token, and sign in',
          description:
            'Every other session of the climber ends. A used, expired or unknown token: 422 `token: invalid`.',
          tags,
          body: newPasswordBody,
          response: { 200: tokenPair, 422: validationErrorBody },
        },
      },
      async (request) => sessions.resetPassword(request.body),
    );
  };
}
