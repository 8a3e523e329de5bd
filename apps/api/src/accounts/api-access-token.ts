import { createHash, timingSafeEqual } from 'node:crypto';
import { API_ACCESS_TOKEN_HEADER, API_BASE_PATH } from '@climb/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { Forbidden } from '../lib/errors';
import { findOrganizationByKeyDigest } from './organization.repository';

/** Paths open without a key (docs/conventions.md): health, the OpenAPI document and its reference page. */
const OPEN_PATHS = [`${API_BASE_PATH}/health`, `${API_BASE_PATH}/openapi.json`, `${API_BASE_PATH}/docs`];

export function digestApiAccessToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function isOpenPath(path: string): boolean {
  return OPEN_PATHS.some((open) => path === open || path.startsWith(`${open}/`));
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
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith(`${API_BASE_PATH}/`) || isOpenPath(path)) return;
    // An unknown path answers 404 whatever the key: only matched API routes are guarded.
    const route = request.routeOptions.url;
    if (!route?.startsWith(API_BASE_PATH)) return;
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
