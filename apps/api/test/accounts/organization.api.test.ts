import { API_ACCESS_TOKEN_HEADER } from '@climb/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { digestApiAccessToken } from '../../src/accounts/api-access-token';
import { organizations, organizationUsers } from '../../src/db/schema';
import type { DomainEvents } from '../../src/lib/domain-events';
import { createOrganization } from '../factories/accounts.factory';
import { authHeaders, createUser } from '../factories/users.factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
const regenerated: DomainEvents['organization.key_regenerated'][] = [];

interface OrganizationWithKey {
  id: number;
  name: string;
  usage_type: string;
  created_at: string;
  api_access_token: string;
}

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'off' } });
  t.app.appContext.events.on('organization.key_regenerated', (payload) => {
    regenerated.push(payload);
  });
});

beforeEach(() => {
  regenerated.length = 0;
});

afterAll(async () => {
  await t?.close();
});

async function signedIn() {
  const { user } = await createUser(t.db);
  const headers = await authHeaders(user, t.config.jwtSecret, t.keyHeaders);
  return { user, headers, bearer: headers.authorization as string };
}

function request(method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) {
  return t.app.inject({ method, url: `/api/v1/${url}`, headers, ...(payload ? { payload } : {}) });
}

async function create(headers: Record<string, string>, payload: object = { name: 'Topo Lab', usage_type: 'study' }) {
  const response = await request('POST', 'organizations.json', headers, payload);
  expect(response.statusCode).toBe(201);
  return response.json<OrganizationWithKey>();
}

/** `GET current_users.json` with an organization's key instead of the web app's. */
function callWithKey(key: string, bearer: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/v1/current_users.json',
    headers: { [API_ACCESS_TOKEN_HEADER]: key, authorization: bearer },
  });
}

async function webAppOrganizationLinkedTo(userId: number) {
  const [webApp] = await t.db
    .insert(organizations)
    .values({ name: 'Cordée web app', usage_type: 'ecosystem', is_web_app: true })
    .returning();
  if (!webApp) throw new Error('no web app organization');
  await t.db.insert(organizationUsers).values({ organization_id: webApp.id, user_id: userId });
  return webApp;
}

describe('POST /api/v1/organizations.json', () => {
  it('creates the organization with its creator as member and shows the key once, storing only its digest', async () => {
    const { user, headers } = await signedIn();
    const created = await create(headers, { name: '  Topo Lab  ', usage_type: 'commercial' });
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Topo Lab',
      usage_type: 'commercial',
      created_at: expect.any(String),
      api_access_token: expect.any(String),
    });
    expect(created.api_access_token.length).toBeGreaterThanOrEqual(40);

    const [row] = await t.db.select().from(organizations).where(eq(organizations.id, created.id));
    expect(row?.api_access_token_digest).toBe(digestApiAccessToken(created.api_access_token));
    expect(JSON.stringify(row)).not.toContain(created.api_access_token);
    expect(row?.is_web_app).toBe(false);
    const members = await t.db
      .select()
      .from(organizationUsers)
      .where(eq(organizationUsers.organization_id, created.id));
    expect(members.map((member) => member.user_id)).toEqual([user.id]);

    // Never shown again: neither in the list nor in the organization itself.
    const list = await request('GET', 'current_users/organizations.json', headers);
    expect(list.body).not.toContain(created.api_access_token);
    const one = await request('GET', `organizations/${created.id}.json`, headers);
    expect(one.json()).not.toHaveProperty('api_access_token');
  });

  it('gives a key that works as HttpApiAccessToken in place of the web app key', async () => {
    const { user, headers, bearer } = await signedIn();
    const created = await create(headers);
    const response = await callWithKey(created.api_access_token, bearer);
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(user.id);
  });

  it('gives every organization a different key', async () => {
    const { headers } = await signedIn();
    const first = await create(headers);
    const second = await create(headers);
    expect(first.api_access_token).not.toBe(second.api_access_token);
  });

  it('validates the name and usage type', async () => {
    const { headers } = await signedIn();
    const missing = await request('POST', 'organizations.json', headers, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ error: { name: ['required'], usage_type: ['required'] } });
    const wrong = await request('POST', 'organizations.json', headers, { name: 'X', usage_type: 'evil' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ error: { name: ['too_short'], usage_type: ['not_included'] } });
  });

  it('answers 401 to an anonymous caller', async () => {
    const response = await request('POST', 'organizations.json', t.keyHeaders, { name: 'Topo', usage_type: 'study' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/v1/current_users/organizations.json', () => {
  it("lists the climber's organizations, oldest first, never the web app's own", async () => {
    const { user, headers } = await signedIn();
    const { headers: otherHeaders } = await signedIn();
    const first = await create(headers, { name: 'Première', usage_type: 'personal' });
    const second = await create(headers, { name: 'Seconde', usage_type: 'institutional' });
    await create(otherHeaders, { name: 'Pas à moi', usage_type: 'study' });
    await webAppOrganizationLinkedTo(user.id);

    const response = await request('GET', 'current_users/organizations.json', headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: first.id, name: 'Première', usage_type: 'personal', created_at: first.created_at },
      { id: second.id, name: 'Seconde', usage_type: 'institutional', created_at: second.created_at },
    ]);
  });

  it('is empty for a climber without organizations, and 401 without a token', async () => {
    const { headers } = await signedIn();
    expect((await request('GET', 'current_users/organizations.json', headers)).json()).toEqual([]);
    expect((await request('GET', 'current_users/organizations.json', t.keyHeaders)).statusCode).toBe(401);
  });
});

describe('GET and PUT /api/v1/organizations/{id}.json', () => {
  it('shows the organization to its members only', async () => {
    const { headers } = await signedIn();
    const { headers: stranger } = await signedIn();
    const created = await create(headers);

    const mine = await request('GET', `organizations/${created.id}.json`, headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({
      id: created.id,
      name: created.name,
      usage_type: created.usage_type,
      created_at: created.created_at,
    });

    const theirs = await request('GET', `organizations/${created.id}.json`, stranger);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toMatchObject({ code: 'forbidden' });
  });

  it('answers 404 for an unknown organization and for the web app’s, 422 for a malformed id', async () => {
    const { user, headers } = await signedIn();
    const webApp = await webAppOrganizationLinkedTo(user.id);
    expect((await request('GET', 'organizations/99999999.json', headers)).statusCode).toBe(404);
    expect((await request('GET', `organizations/${webApp.id}.json`, headers)).statusCode).toBe(404);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const response = await request('GET', `organizations/${id}.json`, headers);
      expect(response.statusCode, id).toBe(422);
    }
  });

  it('lets a member rename it or change its usage type', async () => {
    const { headers } = await signedIn();
    const created = await create(headers);
    const renamed = await request('PUT', `organizations/${created.id}.json`, headers, { name: 'Topo Lab 2' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Topo Lab 2', usage_type: 'study' });
    const retyped = await request('PUT', `organizations/${created.id}.json`, headers, { usage_type: 'ecosystem' });
    expect(retyped.json()).toMatchObject({ name: 'Topo Lab 2', usage_type: 'ecosystem' });
    const [row] = await t.db.select().from(organizations).where(eq(organizations.id, created.id));
    expect(row).toMatchObject({ name: 'Topo Lab 2', usage_type: 'ecosystem' });
    // The key is not changed by an edit.
    expect(row?.api_access_token_digest).toBe(digestApiAccessToken(created.api_access_token));
  });

  it('refuses an edit by a non-member (403), of the web app’s organization (404) and bad values (422)', async () => {
    const { user, headers } = await signedIn();
    const { headers: stranger } = await signedIn();
    const created = await create(headers);
    const webApp = await webAppOrganizationLinkedTo(user.id);

    const byStranger = await request('PUT', `organizations/${created.id}.json`, stranger, { name: 'Pris' });
    expect(byStranger.statusCode).toBe(403);
    const webEdit = await request('PUT', `organizations/${webApp.id}.json`, headers, { name: 'Pris' });
    expect(webEdit.statusCode).toBe(404);
    const [webRow] = await t.db.select().from(organizations).where(eq(organizations.id, webApp.id));
    expect(webRow?.name).toBe('Cordée web app');

    const bad = await request('PUT', `organizations/${created.id}.json`, headers, { usage_type: 'evil', name: '' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ error: { name: ['required'], usage_type: ['not_included'] } });
    const [row] = await t.db.select().from(organizations).where(eq(organizations.id, created.id));
    expect(row?.name).toBe(created.name);
  });
});

describe('POST /api/v1/organizations/{id}/api_access_token.json', () => {
  it('shows a new key once; the old key stops working at once and the new one works', async () => {
    const { user, headers, bearer } = await signedIn();
    const created = await create(headers, { name: 'Appli Blocs', usage_type: 'commercial' });
    expect((await callWithKey(created.api_access_token, bearer)).statusCode).toBe(200);

    const response = await request('POST', `organizations/${created.id}/api_access_token.json`, headers);
    expect(response.statusCode).toBe(200);
    const renewed = response.json<OrganizationWithKey>();
    expect(renewed).toMatchObject({ id: created.id, name: 'Appli Blocs', usage_type: 'commercial' });
    expect(renewed.api_access_token).not.toBe(created.api_access_token);

    const old = await callWithKey(created.api_access_token, bearer);
    expect(old.statusCode).toBe(403);
    expect(old.json()).toMatchObject({ code: 'api_access_token_required' });
    expect((await callWithKey(renewed.api_access_token, bearer)).statusCode).toBe(200);

    const [row] = await t.db.select().from(organizations).where(eq(organizations.id, created.id));
    expect(row?.api_access_token_digest).toBe(digestApiAccessToken(renewed.api_access_token));
    expect(regenerated).toEqual([{ userId: user.id, organizationId: created.id, organizationName: 'Appli Blocs' }]);
  });

  it('refuses another climber (403) and leaves the key as it was', async () => {
    const { headers, bearer } = await signedIn();
    const { headers: stranger } = await signedIn();
    const created = await create(headers);
    const response = await request('POST', `organizations/${created.id}/api_access_token.json`, stranger);
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('api_access_token"');
    expect((await callWithKey(created.api_access_token, bearer)).statusCode).toBe(200);
    expect(regenerated).toEqual([]);
  });

  it("never regenerates the web app's key, and answers 404 for an unknown organization", async () => {
    const { user, headers } = await signedIn();
    const webApp = await webAppOrganizationLinkedTo(user.id);
    expect((await request('POST', `organizations/${webApp.id}/api_access_token.json`, headers)).statusCode).toBe(404);
    expect((await request('POST', 'organizations/99999999/api_access_token.json', headers)).statusCode).toBe(404);
    const [webRow] = await t.db.select().from(organizations).where(eq(organizations.id, webApp.id));
    expect(webRow?.api_access_token_digest).toBeNull();
    // The web app key (configuration) still works.
    expect((await request('GET', 'current_users.json', headers)).statusCode).toBe(200);
  });

  it('lets any member of a shared organization regenerate its key', async () => {
    const { user: member, headers: memberHeaders } = await signedIn();
    const { organization } = await createOrganization(t.db, { name: 'Club partagé' });
    await t.db.insert(organizationUsers).values({ organization_id: organization.id, user_id: member.id });
    const response = await request('POST', `organizations/${organization.id}/api_access_token.json`, memberHeaders);
    expect(response.statusCode).toBe(200);
    expect(regenerated).toEqual([
      { userId: member.id, organizationId: organization.id, organizationName: 'Club partagé' },
    ]);
  });
});

describe('the OpenAPI document', () => {
  it('documents every organization route with its schemas, tag and bearer security', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const expected: [string, string][] = [
      ['/api/v1/current_users/organizations.json', 'get'],
      ['/api/v1/organizations.json', 'post'],
      ['/api/v1/organizations/{id}.json', 'get'],
      ['/api/v1/organizations/{id}.json', 'put'],
      ['/api/v1/organizations/{id}/api_access_token.json', 'post'],
    ];
    for (const [path, method] of expected) {
      const operation = document.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation.tags).toEqual(['organizations']);
      expect(operation.security).toEqual([{ apiAccessToken: [], bearer: [] }]);
    }
    const created = document.paths['/api/v1/organizations.json'].post;
    expect(JSON.stringify(created.requestBody)).toContain('usage_type');
    expect(JSON.stringify(created.responses['201'])).toContain('api_access_token');
  });
});
