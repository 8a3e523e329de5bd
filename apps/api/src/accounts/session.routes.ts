import { API_BASE_PATH, endpoints, type TokenPair } from '@climb/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { answerSent } from '../lib/background-tasks';
import { registerEndpoint } from '../lib/endpoint-route';
import { KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_LIFETIME_SECONDS } from './known-device';
import { type BrowserSession, SessionService } from './session.service';

/** Sign-up, sign-in (with a password or an e-mailed link), token refresh, sign-out and password reset (spec §7 Session), under /api/v1. */
export function sessionRoutes(context: AppContext): FastifyPluginAsyncZod {
  const sessions = new SessionService(context);

  /** Gives the browser its known-device mark (HTTP-only, sent back to the session calls only); answers the tokens. */
  const markKnownDevice = (reply: FastifyReply, signedIn: BrowserSession): TokenPair => {
    reply.setCookie(KNOWN_DEVICE_COOKIE, signedIn.knownDevice, {
      path: `${API_BASE_PATH}/sessions`,
      httpOnly: true,
      sameSite: 'strict',
      secure: context.config.publicUrl.startsWith('https:'),
      maxAge: KNOWN_DEVICE_LIFETIME_SECONDS,
    });
    return signedIn.tokens;
  };
  return async (app) => {
    registerEndpoint(app, endpoints.signUp, {
      handler: async (request, reply) => reply.status(201).send(await sessions.signUp(request.body, request.ip)),
    });

    registerEndpoint(app, endpoints.signIn, {
      handler: async (request, reply) => {
        const signedIn = await sessions.signIn(request.body, request.ip, {
          knownDevice: request.cookies[KNOWN_DEVICE_COOKIE],
          answered: answerSent(reply),
        });
        return markKnownDevice(reply, signedIn);
      },
    });

    registerEndpoint(app, endpoints.signInWithLink, {
      handler: async (request, reply) => markKnownDevice(reply, await sessions.signInWithLink(request.body.token)),
    });

    registerEndpoint(app, endpoints.refreshTokens, {
      handler: async (request) => sessions.refresh(request.body.refresh_token),
    });

    registerEndpoint(app, endpoints.signOut, {
      guards: context.guards,
      handler: async (request, reply, user) => {
        await sessions.signOut(user, request.body?.refresh_token);
        return reply.status(204).send(null);
      },
    });

    registerEndpoint(app, endpoints.requestPasswordReset, {
      handler: async (request, reply) => {
        await sessions.requestPasswordReset(request.body.email, request.ip, answerSent(reply));
        return reply.status(204).send(null);
      },
    });

    registerEndpoint(app, endpoints.getPasswordResetOwner, {
      handler: async (request) => sessions.passwordResetOwner(request.query.token),
    });

    registerEndpoint(app, endpoints.setNewPassword, {
      handler: async (request) => sessions.resetPassword(request.body),
    });
  };
}
