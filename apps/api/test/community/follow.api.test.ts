import type { CragSummary, FollowStatus } from '@climb/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { follows, type users } from '../../src/db/schema';
import { createFollowRow } from '../factories/community.factory';
import { createCrag } from '../factories/outdoor.factory';
import { authHeaders, createUser } from '../factories/users.factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

type UserRow = typeof users.$inferSelect;
type Headers = Record<string, string>;

let t: TestApp;
let lucie: UserRow;
let marc: UserRow;
let asLucie: Headers;
let asMarc: Headers;
let asAdmin: Headers;

beforeAll(async () => {
  t = await createTestApp();
  lucie = (await createUser(t.db)).user;
  marc = (await createUser(t.db, { first_name: 'Marc' })).user;
  const admin = (await createUser(t.db, { first_name: 'Sam', super_admin: true })).user;
  asLucie = await authHeaders(lucie, t.config.jwtSecret, t.keyHeaders);
  asMarc = await authHeaders(marc, t.config.jwtSecret, t.keyHeaders);
  asAdmin = await authHeaders(admin, t.config.jwtSecret, t.keyHeaders);
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await t.db.delete(follows);
});

function call(method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: object) {
  return t.app.inject({ method, url: `/api/v1/${url}`, headers, ...(payload ? { payload } : {}) });
}

const followOf = (id: number, type = 'crags') => ({ followable_type: type, followable_id: id });
const statusUrl = (id: number, type = 'crags') => `follows.json?followable_type=${type}&followable_id=${id}`;

async function statusOf(id: number, headers: Headers): Promise<FollowStatus> {
  const response = await call('GET', statusUrl(id), headers);
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function favoriteCrags(headers: Headers, query = '') {
  const response = await call('GET', `current_users/favorite_crags.json${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return { crags: response.json<CragSummary[]>(), total: Number(response.headers['x-total-count']) };
}

describe('without a signed-in climber', () => {
  it.each([
    ['GET', statusUrl(1)],
    ['POST', 'follows.json'],
    ['DELETE', 'follows.json'],
    ['GET', 'current_users/favorite_crags.json'],
  ] as const)('%s %s answers 401 and stores nothing', async (method, url) => {
    const crag = await createCrag(t.db);
    const response = await call(method, url, t.keyHeaders, method === 'GET' ? undefined : followOf(crag.id));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthorized' });
    expect(await t.db.select().from(follows)).toEqual([]);
  });

  it('answers 403 without the API key, even signed in', async () => {
    const response = await call('GET', 'current_users/favorite_crags.json', {
      authorization: asLucie.authorization as string,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'api_access_token_required' });
  });
});

describe('following a crag', () => {
  it('follows once however often asked: 201, then 200 with the same follow', async () => {
    const crag = await createCrag(t.db);
    const first = await call('POST', 'follows.json', asLucie, followOf(crag.id));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      followable_type: 'crags',
      followable_id: crag.id,
      state: 'accepted',
      created_at: expect.any(String),
    });
    const again = await call('POST', 'follows.json', asLucie, followOf(crag.id));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await t.db.select().from(follows).where(eq(follows.user_id, lucie.id))).toHaveLength(1);
  });

  it('makes one follow of two asked at once', async () => {
    const crag = await createCrag(t.db);
    const answers = await Promise.all([
      call('POST', 'follows.json', asLucie, followOf(crag.id)),
      call('POST', 'follows.json', asLucie, followOf(crag.id)),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(await t.db.select().from(follows)).toHaveLength(1);
  });

  it('says whether I follow the crag and how many climbers do', async () => {
    const crag = await createCrag(t.db);
    expect(await statusOf(crag.id, asLucie)).toEqual({
      followable_type: 'crags',
      followable_id: crag.id,
      state: null,
      followers_count: 0,
    });
    await call('POST', 'follows.json', asLucie, followOf(crag.id));
    await call('POST', 'follows.json', asMarc, followOf(crag.id));
    expect(await statusOf(crag.id, asLucie)).toMatchObject({ state: 'accepted', followers_count: 2 });
    await call('DELETE', 'follows.json', asMarc, followOf(crag.id));
    expect(await statusOf(crag.id, asMarc)).toMatchObject({ state: null, followers_count: 1 });
  });

  it('unfollows: 204, and 204 again when there is nothing left to remove', async () => {
    const crag = await createCrag(t.db);
    await call('POST', 'follows.json', asLucie, followOf(crag.id));
    await call('POST', 'follows.json', asMarc, followOf(crag.id));
    const removed = await call('DELETE', 'follows.json', asLucie, followOf(crag.id));
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await call('DELETE', 'follows.json', asLucie, followOf(crag.id))).statusCode).toBe(204);
    const left = await t.db.select().from(follows);
    expect(left.map((row) => row.user_id)).toEqual([marc.id]);
  });

  it('refuses an unknown crag: 422 `not_found` on a follow, 404 on a read, and stores nothing', async () => {
    const follow = await call('POST', 'follows.json', asLucie, followOf(99_999_999));
    expect(follow.statusCode).toBe(422);
    expect(follow.json()).toEqual({ error: { followable_id: ['not_found'] } });
    expect((await call('GET', statusUrl(99_999_999), asLucie)).statusCode).toBe(404);
    expect(await t.db.select().from(follows)).toEqual([]);
  });

  it('refuses a kind nobody can follow yet, and a kind that is none, with 422 `not_included`', async () => {
    const crag = await createCrag(t.db);
    for (const type of ['users', 'guide_book_papers', 'Crag']) {
      for (const [method, url, body] of [
        ['POST', 'follows.json', followOf(crag.id, type)],
        ['DELETE', 'follows.json', followOf(crag.id, type)],
        ['GET', statusUrl(crag.id, type), undefined],
      ] as const) {
        const response = await call(method, url, asLucie, body);
        expect(response.statusCode, `${method} ${type}`).toBe(422);
        expect(response.json(), `${method} ${type}`).toEqual({ error: { followable_type: ['not_included'] } });
      }
    }
    expect(await t.db.select().from(follows)).toEqual([]);
  });

  it('refuses a body with a field it does not take', async () => {
    const crag = await createCrag(t.db);
    const response = await call('POST', 'follows.json', asLucie, { follow: followOf(crag.id) });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: { follow: ['unknown'] } });
  });

  it('forgets the follows of a crag deleted from the catalogue', async () => {
    const kept = await createCrag(t.db);
    const doomed = await createCrag(t.db);
    await call('POST', 'follows.json', asLucie, followOf(doomed.id));
    await call('POST', 'follows.json', asLucie, followOf(kept.id));
    await call('POST', 'follows.json', asMarc, followOf(doomed.id));
    expect((await call('DELETE', `crags/${doomed.id}.json`, asAdmin)).statusCode).toBe(204);
    const left = await t.db.select().from(follows);
    expect(left.map((row) => row.followable_id)).toEqual([kept.id]);
    expect(await favoriteCrags(asLucie)).toMatchObject({ total: 1, crags: [{ id: kept.id }] });
  });
});

describe('GET current_users/favorite_crags.json', () => {
  it('lists the crags I follow, the last followed first, as crag list items', async () => {
    const older = await createCrag(t.db, { name: 'Céüse' });
    const newer = await createCrag(t.db, { name: 'Buoux' });
    await createFollowRow(t.db, lucie.id, older.id, { created_at: new Date('2026-01-01T10:00:00Z') });
    await createFollowRow(t.db, lucie.id, newer.id, { created_at: new Date('2026-02-01T10:00:00Z') });
    const { crags, total } = await favoriteCrags(asLucie);
    expect(total).toBe(2);
    expect(crags.map((crag) => crag.name)).toEqual(['Buoux', 'Céüse']);
    expect(crags[0]).toEqual({
      id: newer.id,
      name: 'Buoux',
      slug_name: newer.slug_name,
      latitude: newer.latitude,
      longitude: newer.longitude,
      climbing_types: ['sport_climbing'],
      routes_count: 0,
      grade_min_value: null,
      grade_max_value: null,
      town_name: null,
      department_number: null,
      country_code: null,
    });
  });

  it('pages 25 by default, up to 100, with the total in X-Total-Count', async () => {
    const start = Date.UTC(2026, 0, 1);
    const crags = [];
    for (let index = 0; index < 30; index++) {
      const crag = await createCrag(t.db);
      crags.push(crag);
      await createFollowRow(t.db, lucie.id, crag.id, { created_at: new Date(start + index * 60_000) });
    }
    const newestFirst = crags.map((crag) => crag.id).reverse();
    const first = await favoriteCrags(asLucie);
    expect(first.total).toBe(30);
    expect(first.crags.map((crag) => crag.id)).toEqual(newestFirst.slice(0, 25));
    const second = await favoriteCrags(asLucie, '?page=2');
    expect(second.crags.map((crag) => crag.id)).toEqual(newestFirst.slice(25));
    const small = await favoriteCrags(asLucie, '?page=3&per_page=7');
    expect(small.crags.map((crag) => crag.id)).toEqual(newestFirst.slice(14, 21));
    expect(small.total).toBe(30);
    expect((await favoriteCrags(asLucie, '?page=9')).crags).toEqual([]);
    const tooMany = await call('GET', 'current_users/favorite_crags.json?per_page=101', asLucie);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toEqual({ error: { per_page: ['too_big'] } });
  });

  it("shows only my own follows, never another climber's, nor my follows of other kinds", async () => {
    const mine = await createCrag(t.db);
    const theirs = await createCrag(t.db);
    await call('POST', 'follows.json', asLucie, followOf(mine.id));
    await call('POST', 'follows.json', asMarc, followOf(theirs.id));
    await createFollowRow(t.db, lucie.id, theirs.id, { followable_type: 'gyms' });
    expect(await favoriteCrags(asLucie)).toMatchObject({ total: 1, crags: [{ id: mine.id }] });
    expect(await favoriteCrags(asMarc)).toMatchObject({ total: 1, crags: [{ id: theirs.id }] });
  });

  it('answers an empty list to a climber who follows nothing', async () => {
    expect(await favoriteCrags(asMarc)).toEqual({ crags: [], total: 0 });
  });
});
