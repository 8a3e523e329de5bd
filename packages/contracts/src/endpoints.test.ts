import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as ENDPOINT_ROUTES from './endpoint-routes';
import { endpoints } from './endpoints';
import { defineEndpoint, type Endpoint, type PathParamNames } from './platform/endpoint';
import { recordIdParams } from './platform/path-params';

describe('the endpoint table', () => {
  it('matches the zod-free route list the browser loads, name by name', () => {
    const table = Object.fromEntries(
      Object.entries(endpoints).map(([name, { method, path }]) => [name, { method, path }]),
    );
    expect({ ...ENDPOINT_ROUTES }).toEqual(table);
  });

  it('declares one route per method and path', () => {
    const routes = Object.values(endpoints).map(({ method, path }) => `${method} ${path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('gives each path param a schema field, and nothing else', () => {
    for (const { path, params } of Object.values(endpoints) as Endpoint[]) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      const fields = params instanceof z.ZodObject ? Object.keys(params.shape).sort() : [];
      expect(fields, path).toEqual(names);
    }
  });
});

/*
 * What the type check refuses: an endpoint without `access`, a path param without a schema, a
 * schema naming other params. (Checked by `tsc`, as this file is part of the package.)
 */
const base = { method: 'GET', summary: 'An example', tags: ['example'], responses: { 200: z.null() } } as const;

// @ts-expect-error `access` is required
defineEndpoint({ ...base, path: '/examples.json' });

// @ts-expect-error `{id}` needs a params schema
defineEndpoint({ ...base, path: '/examples/{id}.json', access: 'api_key' });

// @ts-expect-error the params schema names `id`, the path `slug`
defineEndpoint({ ...base, path: '/examples/{slug}.json', access: 'api_key', params: recordIdParams });

defineEndpoint({ ...base, path: '/examples/{id}.json', access: 'api_key', params: recordIdParams });

const versionParams: PathParamNames<'/versions/{version_type}/{id}.json'> = 'version_type';
void versionParams;
