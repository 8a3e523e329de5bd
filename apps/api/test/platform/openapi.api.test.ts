import { API_ACCESS_TOKEN_HEADER } from '@climb/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, { security?: Record<string, string[]>[]; requestBody?: unknown }>>;
  components: { securitySchemes: Record<string, { type: string; in?: string; name?: string }> };
  security?: Record<string, string[]>[];
}

let t: TestApp;
let document: OpenApiDocument;

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json<OpenApiDocument>();
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/v1/openapi.json', () => {
  it('is an OpenAPI 3.1 document of this version of the API', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info.version).toBe(t.config.version);
  });

  it('documents the page views and health endpoints', () => {
    expect(document.paths['/api/v1/page_views']?.post).toBeDefined();
    expect(document.paths['/api/v1/health']?.get).toBeDefined();
  });

  it('documents the request body of page views from its zod schema', () => {
    const body = JSON.stringify(document.paths['/api/v1/page_views']?.post?.requestBody);
    for (const field of ['path', 'referrer', 'language']) expect(body).toContain(`"${field}"`);
    expect(body).toContain('"fr"');
    expect(body).toContain('"en"');
  });

  it('says that a body takes no field beyond those it lists, nested ones too', () => {
    type Body = { content: Record<string, { schema: BodySchema }> } | undefined;
    type BodySchema = { additionalProperties?: unknown; properties: Record<string, { items?: unknown }> };
    const bodyOf = (path: string, method: string) =>
      (document.paths[path]?.[method]?.requestBody as Body)?.content['application/json']?.schema as BodySchema;
    expect(bodyOf('/api/v1/crags/{id}.json', 'put').additionalProperties).toBe(false);
    expect(bodyOf('/api/v1/crag_routes.json', 'post').properties.pitches?.items).toMatchObject({
      additionalProperties: false,
    });
    expect(bodyOf('/api/v1/current_users.json', 'put')).toMatchObject({
      additionalProperties: false,
      properties: { user: { additionalProperties: false } },
    });
  });

  it('declares the HttpApiAccessToken header as the security scheme of the API', () => {
    const [name, scheme] =
      Object.entries(document.components.securitySchemes).find(
        ([, candidate]) => candidate.type === 'apiKey' && candidate.name === API_ACCESS_TOKEN_HEADER,
      ) ?? [];
    expect(scheme).toEqual({ type: 'apiKey', in: 'header', name: API_ACCESS_TOKEN_HEADER });
    expect(document.security).toContainEqual({ [name as string]: [] });
  });

  it('says health needs no key, and page views the key', () => {
    expect(document.paths['/api/v1/health']?.get?.security).toEqual([]);
    expect(document.paths['/api/v1/page_views']?.post?.security).toBeUndefined();
  });

  it('does not list itself', () => {
    expect(document.paths['/api/v1/openapi.json']).toBeUndefined();
  });
});

describe('GET /api/v1/docs', () => {
  it('serves the interactive reference as HTML', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toMatch(/<html/i);
  });
});
