import { API_BASE_PATH, type Endpoint, endpoints } from '@climb/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastifyPath } from '../../src/lib/endpoint-route';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Routes under /api/v1 that are not endpoints of the API: its own OpenAPI document and reference pages. */
const NOT_ENDPOINTS = [`${API_BASE_PATH}/openapi.json`, `${API_BASE_PATH}/docs`];

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

/**
 * Every route Fastify knows, as `METHOD /url`, read from its route tree (`printRoutes`): each line
 * holds a segment, nested under its parent's by indentation, with the methods in brackets.
 */
function registeredRoutes(tree: string): string[] {
  const parents: { depth: number; url: string }[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│\s]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods] = match;
    const depth = indent.length;
    while (parents.length > 0 && (parents.at(-1)?.depth ?? 0) >= depth) parents.pop();
    const url = `${parents.at(-1)?.url ?? ''}${segment}`;
    parents.push({ depth, url });
    for (const method of methods?.split(', ') ?? []) if (method !== 'HEAD') routes.push(`${method} ${url}`);
  }
  return routes;
}

const table = Object.entries(endpoints as Record<string, Endpoint>);

describe('the endpoint table of the contracts', () => {
  it('holds every route of the API: none is registered outside it, each is registered', () => {
    const apiRoutes = registeredRoutes(t.app.printRoutes({ commonPrefix: false })).filter(
      (route) =>
        route.split(' ')[1]?.startsWith(`${API_BASE_PATH}/`) &&
        !NOT_ENDPOINTS.some((open) => route.split(' ')[1]?.startsWith(open)),
    );
    const tableRoutes = table.map(([, { method, path }]) => `${method} ${API_BASE_PATH}${fastifyPath(path)}`);
    expect(apiRoutes.length).toBeGreaterThan(100);
    expect(apiRoutes.sort()).toEqual(tableRoutes.sort());
  });

  it('refuses an anonymous caller (401) on every endpoint for climbers and site administrators', async () => {
    const guarded = table.filter(([, { access }]) => access === 'climber' || access === 'site_admin');
    expect(guarded.length).toBeGreaterThan(40);
    for (const [name, { method, path }] of guarded) {
      const url = `${API_BASE_PATH}${path.replace(/\{\w+\}/g, '1')}`;
      const response = await t.app.inject({ method, url, headers: t.keyHeaders, payload: {} });
      expect(response.statusCode, `${name}: ${method} ${url}`).toBe(401);
    }
  });

  it('documents every endpoint in the OpenAPI document with its summary and tags', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API_BASE_PATH}/openapi.json` });
    const document = response.json<{ paths: Record<string, Record<string, { summary?: string; tags?: string[] }>> }>();
    for (const [name, { method, path, summary, tags }] of table) {
      const operation = document.paths[`${API_BASE_PATH}${path}`]?.[method.toLowerCase()];
      expect(operation, name).toMatchObject({ summary, tags: [...tags] });
    }
  });
});
