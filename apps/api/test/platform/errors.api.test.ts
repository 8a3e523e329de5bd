import { API_ACCESS_TOKEN_HEADER } from '@climb/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Forbidden, NotFound, RateLimited, Unauthorized, ValidationFailed } from '../../src/lib/errors';
import { createTestApp, type TestApp } from '../helpers/test-app';

const SECRET = 'password=hunter2 at /srv/cordee/apps/api/src/secret.ts:42';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    extend: (app) => {
      // Test-only routes, under the API prefix so they go through the key check like real ones.
      app.get('/api/v1/test_errors/internal', async () => {
        throw new Error(SECRET);
      });
      app.get('/api/v1/test_errors/unauthorized', async () => {
        throw new Unauthorized();
      });
      app.get('/api/v1/test_errors/forbidden', async () => {
        throw new Forbidden({ need: { gym_name: 'Block Out Lyon', role: 'route_setter' } });
      });
      app.get('/api/v1/test_errors/not_found', async () => {
        throw new NotFound();
      });
      app.get('/api/v1/test_errors/rate_limited', async () => {
        throw new RateLimited(30);
      });
      app.get('/api/v1/test_errors/lost_connection', async () => {
        // As drizzle wraps the driver's error when the database ends the connection under a query.
        const cause = Object.assign(new Error('terminating connection due to administrator command'), {
          code: '57P01',
        });
        throw new Error('Failed query: insert into "ascents" … params: hunter2', { cause });
      });
      app.get('/api/v1/test_errors/taken', async () => {
        throw ValidationFailed.on('base', 'taken');
      });
      app.post(
        '/api/v1/test_errors/numbers',
        { schema: { body: z.object({ height: z.number().int().min(1).max(100), name: z.string().min(3) }) } },
        async () => ({ ok: true }),
      );
    },
  });
});

afterAll(async () => {
  await t?.close();
});

function postPageView(payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/v1/page_views', headers: t.keyHeaders, payload: payload as object });
}

describe('unknown API paths', () => {
  it.each([
    ['without a key', {}],
    ['with a valid key', { [API_ACCESS_TOKEN_HEADER]: 'set below' }],
    ['asking for HTML', { accept: 'text/html' }],
  ])('answer a JSON 404, never the HTML app (%s)', async (_label, headers) => {
    const given: Record<string, string> = { ...headers };
    if (API_ACCESS_TOKEN_HEADER in given) given[API_ACCESS_TOKEN_HEADER] = t.webKey;
    for (const url of ['/api/v1/no_such_thing.json', '/api/v1/crags/1/nope', '/api', '/api/v2/health']) {
      const response = await t.app.inject({ method: 'GET', url, headers: given });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.json(), url).toEqual({ code: 'not_found', message: expect.any(String) });
    }
  });

  it('answers a JSON 404 for a known path with a method it does not have', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/v1/page_views', headers: t.keyHeaders });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('422 validation errors', () => {
  it('names each missing field with `required`', async () => {
    const response = await postPageView({});
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: { path: ['required'], language: ['required'] } });
  });

  it('treats an empty string and null as missing', async () => {
    const response = await postPageView({ path: '', language: null });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: { path: ['required'], language: ['required'] } });
  });

  it('names a value outside an enum with `not_included`', async () => {
    const response = await postPageView({ path: '/outdoor', language: 'de' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: { language: ['not_included'] } });
  });

  it('names a too long value with `too_long`', async () => {
    const response = await postPageView({ path: `/${'a'.repeat(2048)}`, referrer: 'x'.repeat(2049), language: 'fr' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: { path: ['too_long'], referrer: ['too_long'] } });
  });

  it('names a value of the wrong type or format with `invalid`', async () => {
    const response = await postPageView({ path: 42, referrer: ['https://example.org'], language: 'fr' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: { path: ['invalid'], referrer: ['invalid'] } });

    const relative = await postPageView({ path: 'outdoor', language: 'fr' });
    expect(relative.statusCode).toBe(422);
    expect(relative.json()).toEqual({ error: { path: ['invalid'] } });
  });

  it('names a number field given something else with `not_a_number`, and bounds with too_small/too_big', async () => {
    const inject = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1/test_errors/numbers', headers: t.keyHeaders, payload });

    const notANumber = await inject({ height: 'tall', name: 'Céüse' });
    expect(notANumber.statusCode).toBe(422);
    expect(notANumber.json()).toEqual({ error: { height: ['not_a_number'] } });

    const bounds = await inject({ height: 0, name: 'ab' });
    expect(bounds.json()).toEqual({ error: { height: ['too_small'], name: ['too_short'] } });

    const tooBig = await inject({ height: 101, name: 'Céüse' });
    expect(tooBig.json()).toEqual({ error: { height: ['too_big'] } });

    expect((await inject({ height: 12, name: 'Céüse' })).statusCode).toBe(200);
  });

  it('puts errors of the whole object under `base`', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/test_errors/taken', headers: t.keyHeaders });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: { base: ['taken'] } });
  });

  it('rejects a body that is not an object under `base`', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/page_views',
      headers: { ...t.keyHeaders, 'content-type': 'application/json' },
      payload: '["/outdoor"]',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: { base: ['invalid'] } });
  });
});

describe('malformed requests', () => {
  it('answers malformed JSON with a JSON 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/page_views',
      headers: { ...t.keyHeaders, 'content-type': 'application/json' },
      payload: '{"path": "/outdoor", "language": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ code: 'bad_request', message: expect.any(String) });
  });

  it('answers an unsupported content type with a JSON 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/page_views',
      headers: { ...t.keyHeaders, 'content-type': 'application/xml' },
      payload: '<view path="/" />',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('answers a body over the size limit with a JSON 413', async () => {
    const response = await postPageView({ path: '/', language: 'fr', padding: 'x'.repeat(1_100_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'payload_too_large' });
  });
});

describe('typed errors', () => {
  async function get(name: string) {
    return t.app.inject({ method: 'GET', url: `/api/v1/test_errors/${name}`, headers: t.keyHeaders });
  }

  it('401 for Unauthorized', async () => {
    const response = await get('unauthorized');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'unauthorized', message: expect.any(String) });
  });

  it('403 with the gym and role needed for Forbidden', async () => {
    const response = await get('forbidden');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'forbidden',
      message: expect.any(String),
      need: { gym_name: 'Block Out Lyon', role: 'route_setter' },
    });
  });

  it('404 for NotFound', async () => {
    const response = await get('not_found');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: expect.any(String) });
  });

  it('429 with retry-after for RateLimited', async () => {
    const response = await get('rate_limited');
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('30');
    expect(response.json()).toEqual({ code: 'rate_limited', message: expect.any(String) });
  });

  it('are only reached with a key: routes added to the built app are guarded like the others', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/test_errors/internal' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'api_access_token_required' });
  });

  it('503 with retry-after, without internals, when the database connection is lost under a request', async () => {
    const response = await get('lost_connection');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json()).toEqual({ code: 'service_unavailable', message: expect.any(String) });
    expect(response.body).not.toContain('hunter2');
  });

  it('500 without internals for anything else', async () => {
    const response = await get('internal');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'internal_error', message: expect.any(String) });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('/srv/');
    expect(response.body).not.toMatch(/\bat .*:\d+/);
    expect(response.headers['x-request-id']).toBeTruthy();
  });
});
