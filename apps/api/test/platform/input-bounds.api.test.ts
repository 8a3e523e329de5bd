import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../../src/accounts/password-hasher';
import { authHeaders, createUser } from '../factories/users.factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * What the outside audit's fuzzing found: a control character in a string, or an integer beyond
 * a 4-byte column, reached the database and answered 500, and the failing query's parameters
 * (e-mail, password hash) went to the log. Both are refused by the shared schemas (422), and the
 * log keeps no secret, whatever fails. The fuzz tier (test/fuzz) then found a lone surrogate and a
 * coordinate of 5e-324 answering 500, a path the router refuses answered outside the error shapes,
 * and the e-mail's recipient in the log.
 */

let t: TestApp;
let climberHeaders: Record<string, string>;
const logLines: string[] = [];
const LEAKED_EMAIL = 'leak.check@example.test';
let leakedHash: string;

beforeAll(async () => {
  leakedHash = await hashPassword('Granite2026');
  t = await createTestApp({
    env: { RATE_LIMITS: 'off', LOG_LEVEL: 'info' },
    logDestination: { write: (line) => logLines.push(line) },
    extend: (app) => {
      // A query that fails in the database with an e-mail and a hash among its parameters.
      app.get('/api/v1/test-failing-query', async () => {
        await t.db.execute(sql`select ${LEAKED_EMAIL}::integer, ${leakedHash}::integer`);
        return {};
      });
    },
  });
  const { user } = await createUser(t.db);
  climberHeaders = await authHeaders(user, t.config.jwtSecret, t.keyHeaders);
});

afterAll(async () => {
  await t?.close();
});

beforeEach(() => {
  logLines.length = 0;
});

function get(url: string, headers = t.keyHeaders) {
  return t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers });
}

describe('a control character in a string', () => {
  it('is refused in a body: sign-up answers 422 `invalid` on the field, and logs no secret', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sessions/sign_up',
      headers: t.keyHeaders,
      payload: {
        first_name: 'a\u0000b',
        last_name: 'Grimpeuse',
        email: 'nul.byte@example.test',
        password: 'Granite2026',
        password_confirmation: 'Granite2026',
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: { first_name: ['invalid'] } });
    expect(logLines.join('\n')).not.toContain('nul.byte@example.test');
  });

  it('is refused in sign-in and in the current user update', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sessions/sign_in',
      headers: t.keyHeaders,
      payload: { email: 'a\u0000@example.test', password: 'x' },
    });
    expect(signIn.statusCode).toBe(422);
    expect(signIn.json().error.email).toEqual(['invalid']);
    const update = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/current_users.json',
      headers: climberHeaders,
      payload: { user: { description: 'line\u0000' } },
    });
    expect(update.statusCode).toBe(422);
    expect(update.json().error.description).toEqual(['invalid']);
  });

  it.each(['search.json', 'search/crags.json', 'search/crag_routes.json', 'search/areas.json', 'search/towns.json'])(
    'is refused in the query of %s',
    async (url) => {
      const response = await get(`${url}?query=%00`);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ error: { query: ['invalid'] } });
    },
  );

  it.each([
    ['departments/%00.json', 'number'],
    ['towns/%00.json', 'slug'],
    ['users/%00/outdoor_analytiks.json', 'userSlug'],
    ['crags/%00.json', 'id'],
  ])('is refused in the path %s', async (url, field) => {
    const response = await get(url);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: { [field]: ['invalid'] } });
  });

  it('keeps tabs and line breaks of multi-line text', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/current_users.json',
      headers: climberHeaders,
      payload: { user: { description: 'one\ttwo\r\nthree' } },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('an integer beyond a 4-byte column', () => {
  it.each([
    ['current_users/ascent_crag_routes.json?crag_id=2147483648', 'crag_id'],
    ['current_users/ascent_crag_routes.json?crag_id=1e10', 'crag_id'],
    ['current_users/ascent_crag_routes.json?crag_route_id=2147483648', 'crag_route_id'],
    ['current_users/crag_route_statuses.json?crag_id=2147483648', 'crag_id'],
    ['current_users/crag_route_statuses.json?crag_sector_id=2147483648', 'crag_sector_id'],
    ['current_users/crag_route_statuses.json?crag_route_ids=1,2147483648', 'crag_route_ids'],
  ])('answers 422 `too_big` for %s', async (url, field) => {
    const response = await get(url, climberHeaders);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: { [field]: ['too_big'] } });
  });

  it('answers 404 for a record id in the path', async () => {
    expect((await get('crags/2147483648.json')).statusCode).toBe(404);
  });

  it('is refused in a body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ascent_crag_routes.json',
      headers: climberHeaders,
      payload: { crag_route_id: 2_147_483_648 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.crag_route_id).toEqual(['too_big']);
  });
});

describe('a lone surrogate (broken UTF-16) in a string', () => {
  // Only JSON's `\u` escapes carry one: a URL's invalid UTF-8 is decoded to replacement characters.
  it('is refused in a body: creating an area answers 422 `invalid` on the name', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/areas.json',
      headers: { ...climberHeaders, 'content-type': 'application/json' },
      payload: '{"name":"Massif \\udc00\\ud800"}',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: { name: ['invalid'] } });
  });
});

describe('a coordinate too close to 0 for the geo functions (5e-324)', () => {
  it('is refused in a query: crags around answers 422 `invalid`', async () => {
    const response = await get('crags/around.json?latitude=45.2&longitude=5e-324');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: { longitude: ['invalid'] } });
  });

  it('is refused in a body: creating a crag answers 422 `invalid`', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/crags.json',
      headers: climberHeaders,
      payload: { name: 'Falaise de l’équateur', latitude: 5e-324, longitude: 9.1, climbing_types: ['bouldering'] },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: { latitude: ['invalid'] } });
  });

  it('keeps 0 itself', async () => {
    expect((await get('crags/around.json?latitude=0&longitude=0')).statusCode).toBe(200);
  });
});

describe('a path the router refuses', () => {
  it.each([
    ['GET', 'crags/%C0%AF.json', 400, 'bad_request'],
    ['GET', 'areas/%ED%A0%80/crags.json', 400, 'bad_request'],
    ['DELETE', `alerts/${'9'.repeat(400)}.json`, 414, 'uri_too_long'],
  ] as const)('answers %s %s in the error shape, not in the router’s own', async (method, url, status, code) => {
    const response = await t.app.inject({ method, url: `/api/v1/${url}`, headers: climberHeaders });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ code, message: expect.any(String) });
  });
});

describe('the log', () => {
  it('tells a failed query by its database code and message, without its parameters', async () => {
    const response = await get('test-failing-query');
    expect(response.statusCode).toBe(500);
    const log = logLines.join('\n');
    expect(log).toContain('unhandled error');
    expect(log).toContain('22P02'); // invalid_text_representation
    expect(log).not.toContain(LEAKED_EMAIL);
    expect(log).not.toContain(leakedHash);
    expect(log).not.toContain('$argon2');
  });

  it('names no recipient of the e-mails the server sends', async () => {
    const { user } = await createUser(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sessions/reset_password',
      headers: t.keyHeaders,
      payload: { email: user.email },
    });
    expect(response.statusCode).toBe(204);
    await vi.waitFor(() => expect(logLines.join('\n')).toContain('e-mail written to the outbox'));
    expect(logLines.join('\n')).not.toContain(user.email);
  });

  it.each([
    ['a password reset page', '/new-password?token=SECRET-reset-4f1c&lang=fr'],
    ['a page reached from a sign-in link', '/sign-in?token=SECRET-link-9a2b'],
    ['an asset', '/assets/app-test.js?key=SECRET-key-77d0'],
    ['an API call', '/api/v1/health?refresh_token=SECRET-refresh-1e5f&password=SECRET-pw-0c3a'],
  ])('keeps the secrets in the query of %s out of the request log', async (_label, url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*' } });
    expect(response.statusCode).toBeLessThan(500);
    const log = logLines.join('\n');
    expect(log).toContain('incoming request');
    expect(log).toContain(url.split('?')[0]);
    expect(log).not.toContain('SECRET');
  });

  it('redacts passwords, tokens, hashes and e-mails in logged objects', async () => {
    const secrets = { email: LEAKED_EMAIL, password: 'Granite2026', password_digest: leakedHash, token: 'tok-123456' };
    t.app.log.info({ user: secrets, ...secrets }, 'a line with secrets');
    const log = logLines.join('\n');
    expect(log).toContain('a line with secrets');
    for (const secret of Object.values(secrets)) expect(log).not.toContain(secret);
  });
});
