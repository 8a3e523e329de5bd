import { createHash, timingSafeEqual } from 'node:crypto';
import { API_ACCESS_TOKEN_HEADER, API_BASE_PATH } from '@climb/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { Forbidden } from '../lib/errors';
import { findOrganizationByKeyDigest } from './organization.repository';

/**
 * The API routes outside the endpoint table, open without a key (docs/conventions.md): the OpenAPI
 * document and its reference page. The table's own open endpoints (health) say so by their `access`.
 */
const OPEN_ROUTES = [`${API_BASE_PATH}/openapi.json`, `${API_BASE_PATH}/docs`];

export function digestApiAccessToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function isOpenRoute(route: string): boolean {
  return OPEN_ROUTES.some((open) => route === open || route.startsWith(`${open}/`));
}

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Every /api/v1 call carries an organization's key in the `HttpApiAccessToken` header (spec §7);
 * the web app's own key is configuration, the others are looked up by digest.
 */
export function registerApiAccessToken(app: FastifyInstance, db: Database, webAppKey: string): void {
  const header = API_ACCESS_TOKEN_HEADER.toLowerCase();
  app.addHook('onRequest', async (request) => {
    // The route the router matched, from the decoded and normalised path: `/%61pi/v1/crags.json`
    // reaches the same route as `/api/v1/crags.json`, so the raw URL is never what is checked.
    // An unknown path answers 404 whatever the key: only matched API routes are guarded.
    const route = request.routeOptions.url;
    if (!route?.startsWith(`${API_BASE_PATH}/`)) return;
    if (request.routeOptions.config.access === 'public' || isOpenRoute(route)) return;
    const given = request.headers[header];
    if (typeof given !== 'string' || given.length === 0 || given.length > 200) {
      throw new Forbidden({ code: 'api_access_token_required', message: 'A valid API access token is required' });
    }
    if (sameKey(given, webAppKey)) return;
    const organization = await findOrganizationByKeyDigest(db, digestApiAccessToken(given));
    if (!organization) {
      throw new Forbidden({ code: 'api_access_token_required', message: 'A valid API access token is required' });
    }
  });
}
