import { API_ACCESS_TOKEN_HEADER } from '@climb/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../src/db/schema';
import { createOrganization } from '../factories/accounts.factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let partner: Awaited<ReturnType<typeof createOrganization>>;

beforeAll(async () => {
  t = await createTestApp();
  partner = await createOrganization(t.db, { name: 'Topo partenaire' });
});

afterAll(async () => {
  await t?.close();
});

const PAGE_VIEW = { path: '/outdoor', language: 'fr' };

function postPageView(headers: Record<string, string>) {
  return t.app.inject({ method: 'POST', url: '/api/v1/page_views', headers, payload: PAGE_VIEW });
}

describe('the HttpApiAccessToken header', () => {
  it('is required on API calls: 403 api_access_token_required without it', async () => {
    const response = await postPageView({});
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ code: 'api_access_token_required' });
  });

  it.each([
    ['an unknown key', 'not-a-key-of-anyone'],
    ['an empty key', ''],
    ['an over-long key', 'k'.repeat(201)],
  ])('rejects %s with 403', async (_label, key) => {
    const response = await postPageView({ [API_ACCESS_TOKEN_HEADER]: key });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'api_access_token_required' });
  });

  it('checks the key before validating the request', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/page_views', payload: {} });
    expect(response.statusCode).toBe(403);
  });

  it("accepts the web app's own key", async () => {
    expect((await postPageView({ [API_ACCESS_TOKEN_HEADER]: t.webKey })).statusCode).toBe(204);
  });

  it('accepts the header name in any case', async () => {
    expect((await postPageView({ httpapiaccesstoken: t.webKey })).statusCode).toBe(204);
  });

  it("accepts an organization's key, which is stored only as a digest", async () => {
    expect((await postPageView({ [API_ACCESS_TOKEN_HEADER]: partner.key })).statusCode).toBe(204);

    const [stored] = await t.db.select().from(organizations).where(eq(organizations.id, partner.organization.id));
    expect(stored?.api_access_token_digest).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.api_access_token_digest).not.toContain(partner.key);
  });

  it("rejects the digest of an organization's key used as a key", async () => {
    const digest = partner.organization.api_access_token_digest ?? '';
    expect((await postPageView({ [API_ACCESS_TOKEN_HEADER]: digest })).statusCode).toBe(403);
  });

  it('rejects a key that differs from the web app key by one character', async () => {
    const last = t.webKey.at(-1) === 'a' ? 'b' : 'a';
    const response = await postPageView({ [API_ACCESS_TOKEN_HEADER]: `${t.webKey.slice(0, -1)}${last}` });
    expect(response.statusCode).toBe(403);
  });
});

describe('open API paths', () => {
  it.each([
    ['/api/v1/health', 'application/json'],
    ['/api/v1/openapi.json', 'application/json'],
    ['/api/v1/docs', 'text/html'],
    ['/api/v1/docs/static/swagger-ui.css', 'text/css'],
  ])('%s answers without a key', async (url, type) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain(type);
  });

  it('does not open a path that merely starts like an open one', async () => {
    // /api/v1/healthz is no route: 404, not 200, and never the key check's 403 either.
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/healthz' });
    expect(response.statusCode).toBe(404);
  });
});

describe('the key check follows the route the router matched, whatever the spelling of the path', () => {
  // The router decodes the path before matching: these reach the crag list, so they need the key.
  const ENCODED = ['/%61pi/v1/crags.json', '/api/v1/%63rags.json', '/%61%70%69/%76%31/crags.json'];
  // Other case, doubled slashes: the router matches no API route, with or without a key.
  const NOT_ROUTED = ['/API/v1/crags.json', '/api//v1/crags.json', '/api/v1//crags.json'];

  it.each(ENCODED)('%s without a key answers 403 api_access_token_required', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'api_access_token_required' });
  });

  it.each(ENCODED)('%s with an unknown key answers 403', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { [API_ACCESS_TOKEN_HEADER]: 'not-a-key' } });
    expect(response.statusCode).toBe(403);
  });

  it.each(ENCODED)('%s with the key reaches the crag list', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: t.keyHeaders });
    expect(response.statusCode).toBe(200);
    expect(Array.isArray(response.json())).toBe(true);
  });

  it.each(NOT_ROUTED)('%s reaches no API route, key or not', async (url) => {
    const anonymous = await t.app.inject({ method: 'GET', url });
    const withKey = await t.app.inject({ method: 'GET', url, headers: t.keyHeaders });
    expect(anonymous.statusCode).toBeGreaterThanOrEqual(400);
    expect(withKey.statusCode).toBe(anonymous.statusCode);
  });

  it('a HEAD request of an encoded path is refused without a key', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/%61pi/v1/crags.json' });
    expect(response.statusCode).toBe(403);
  });

  it('an encoded open path stays open', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/%61pi/v1/health' });
    expect(response.statusCode).toBe(200);
  });
});
