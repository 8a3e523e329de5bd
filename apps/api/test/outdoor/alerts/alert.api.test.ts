import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alerts, versions } from '../../../src/db/schema';
import { createCrag, createCragRoute, createSector } from '../../factories/outdoor.factory';
import { authHeaders, createUser } from '../../factories/users.factory';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let author: Record<string, string>;
let authorUser: { id: number; uuid: string; slug_name: string };
let other: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const { user } = await createUser(t.db, { first_name: 'Catherine', last_name: 'Destivelle' });
  authorUser = user;
  author = await authHeaders(user, t.config.jwtSecret, t.keyHeaders);
  const { user: someone } = await createUser(t.db);
  other = await authHeaders(someone, t.config.jwtSecret, t.keyHeaders);
  const { user: administrator } = await createUser(t.db, { super_admin: true });
  admin = await authHeaders(administrator, t.config.jwtSecret, t.keyHeaders);
});

afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function request(method: Method, url: string, headers: Record<string, string>, payload?: object) {
  return t.app.inject({ method, url: `/api/v1/${url}`, headers, ...(payload ? { payload } : {}) });
}

/** `YYYY-MM-DD`, `days` from now (UTC). */
function day(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

function versionsOf(itemId: number) {
  return t.db
    .select()
    .from(versions)
    .where(and(eq(versions.item_type, 'alerts'), eq(versions.item_id, itemId)))
    .orderBy(asc(versions.id));
}

async function postAlert(fields: object, headers = author) {
  const response = await request('POST', 'alerts.json', headers, {
    alert_type: 'warning',
    description: 'Chute de pierres au secteur Nord',
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>();
}

describe('POST /api/v1/alerts.json', () => {
  it('posts an alert about a crag with its author, recorded as a version', async () => {
    const crag = await createCrag(t.db);
    const response = await request('POST', 'alerts.json', author, {
      alertable_type: 'crags',
      alertable_id: crag.id,
      alert_type: 'bird_nesting_ban',
      description: '  Nidification du faucon pèlerin : secteur fermé.  ',
      ends_on: day(60),
    });
    expect(response.statusCode).toBe(201);
    const alert = response.json();
    expect(alert).toEqual({
      id: expect.any(Number),
      alertable_type: 'crags',
      alertable_id: crag.id,
      alert_type: 'bird_nesting_ban',
      description: 'Nidification du faucon pèlerin : secteur fermé.',
      alerted_at: expect.any(String),
      ends_on: day(60),
      creator: { uuid: authorUser.uuid, name: 'Catherine Destivelle', slug_name: authorUser.slug_name },
      created_at: expect.any(String),
    });
    const [version] = await versionsOf(alert.id);
    expect(version).toMatchObject({
      event: 'create',
      user_id: authorUser.id,
      changes: {
        alertable_type: [null, 'crags'],
        alertable_id: [null, crag.id],
        alert_type: [null, 'bird_nesting_ban'],
        ends_on: [null, day(60)],
      },
    });
    expect((await request('GET', `alerts/${alert.id}.json`, t.keyHeaders)).json()).toEqual(alert);
  });

  it('posts alerts about sectors and routes too', async () => {
    const crag = await createCrag(t.db);
    const sector = await createSector(t.db, crag.id);
    const route = await createCragRoute(t.db, crag.id);
    await postAlert({ alertable_type: 'crag_sectors', alertable_id: sector.id });
    await postAlert({ alertable_type: 'crag_routes', alertable_id: route.id, ends_on: null });
    const onRoute = await request(
      'GET',
      `alerts.json?alertable_type=crag_routes&alertable_id=${route.id}`,
      t.keyHeaders,
    );
    expect(onRoute.json()).toMatchObject([{ alertable_type: 'crag_routes', alertable_id: route.id, ends_on: null }]);
  });

  it('answers 422 for every bad field and stores nothing', async () => {
    const crag = await createCrag(t.db);
    const cases: [object, Record<string, string[]>][] = [
      [{ alert_type: 'gossip' }, { alert_type: ['not_included'] }],
      [{ alertable_type: 'gyms' }, { alertable_type: ['not_included'] }],
      [{ description: '   ' }, { description: ['required'] }],
      [{ description: 'x'.repeat(5_001) }, { description: ['too_long'] }],
      [{ ends_on: '2026-13-45' }, { ends_on: ['invalid'] }],
      [{ ends_on: day(-3) }, { ends_on: ['in_the_past'] }],
      [{ alertable_id: 99_999_999 }, { alertable_id: ['not_found'] }],
      [{ alertable_id: 9_999_999_999 }, { alertable_id: ['too_big'] }],
      [{ alertable_type: 'crag_sectors' }, { alertable_id: ['not_found'] }],
      [
        { alertable_id: 99_999_999, ends_on: day(-3) },
        { alertable_id: ['not_found'], ends_on: ['in_the_past'] },
      ],
    ];
    for (const [fields, error] of cases) {
      const response = await request('POST', 'alerts.json', author, {
        alertable_type: 'crags',
        alertable_id: crag.id,
        alert_type: 'info',
        description: 'Info',
        ...fields,
      });
      expect(response.statusCode, JSON.stringify(fields)).toBe(422);
      expect(response.json(), JSON.stringify(fields)).toEqual({ error });
    }
    expect(await t.db.select().from(alerts).where(eq(alerts.alertable_id, crag.id))).toEqual([]);
  });

  it('accepts an alert ending today', async () => {
    const crag = await createCrag(t.db);
    await postAlert({ alertable_type: 'crags', alertable_id: crag.id, ends_on: day(0) });
  });

  it('answers 401 to a visitor', async () => {
    const crag = await createCrag(t.db);
    const response = await request('POST', 'alerts.json', t.keyHeaders, {
      alertable_type: 'crags',
      alertable_id: crag.id,
      alert_type: 'info',
      description: 'Info',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/v1/alerts.json', () => {
  it('lists the running alerts of the record only, newest first; ended ones are left out', async () => {
    const crag = await createCrag(t.db);
    const otherCrag = await createCrag(t.db);
    const sector = await createSector(t.db, crag.id);
    const open = await postAlert({ alertable_type: 'crags', alertable_id: crag.id, ends_on: null });
    const later = await postAlert({ alertable_type: 'crags', alertable_id: crag.id, ends_on: day(10) });
    const ended = await postAlert({ alertable_type: 'crags', alertable_id: crag.id, ends_on: day(1) });
    await t.db
      .update(alerts)
      .set({ ends_on: day(-2) })
      .where(eq(alerts.id, ended.id));
    await postAlert({ alertable_type: 'crags', alertable_id: otherCrag.id });
    // The crag's sector has its own alerts, not listed with the crag's.
    await postAlert({ alertable_type: 'crag_sectors', alertable_id: sector.id });

    const response = await request('GET', `alerts.json?alertable_type=crags&alertable_id=${crag.id}`, t.keyHeaders);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((alert: { id: number }) => alert.id)).toEqual([later.id, open.id]);
    expect(response.headers['x-total-count']).toBe('2');
    // An ended alert can still be opened by its id.
    expect((await request('GET', `alerts/${ended.id}.json`, t.keyHeaders)).json()).toMatchObject({ ends_on: day(-2) });
  });

  it('answers 404 for a record that does not exist and 422 for a bad type', async () => {
    expect(
      (await request('GET', 'alerts.json?alertable_type=crags&alertable_id=99999999', t.keyHeaders)).statusCode,
    ).toBe(404);
    const badType = await request('GET', 'alerts.json?alertable_type=gyms&alertable_id=1', t.keyHeaders);
    expect(badType.statusCode).toBe(422);
    expect(badType.json()).toEqual({ error: { alertable_type: ['not_included'] } });
  });
});

describe('PUT and DELETE /api/v1/alerts/{id}.json', () => {
  it('lets any climber update an alert, recorded as a version; an end date in the past is refused', async () => {
    const crag = await createCrag(t.db);
    const alert = await postAlert({ alertable_type: 'crags', alertable_id: crag.id });
    const updated = await request('PUT', `alerts/${alert.id}.json`, other, {
      alert_type: 'good_news',
      description: 'Falaise rouverte',
      ends_on: day(5),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ alert_type: 'good_news', description: 'Falaise rouverte', ends_on: day(5) });
    const [, version] = await versionsOf(alert.id);
    expect(version?.changes).toEqual({
      alert_type: ['warning', 'good_news'],
      description: ['Chute de pierres au secteur Nord', 'Falaise rouverte'],
      ends_on: [null, day(5)],
    });

    const past = await request('PUT', `alerts/${alert.id}.json`, other, { ends_on: day(-2) });
    expect(past.statusCode).toBe(422);
    expect(past.json()).toEqual({ error: { ends_on: ['in_the_past'] } });
    expect((await request('PUT', `alerts/${alert.id}.json`, t.keyHeaders, { description: 'X' })).statusCode).toBe(401);
    expect((await request('PUT', 'alerts/99999999.json', other, { description: 'X' })).statusCode).toBe(404);
    expect(await versionsOf(alert.id)).toHaveLength(2);
  });

  it('lets its author delete an alert; others get 403, visitors 401', async () => {
    const crag = await createCrag(t.db);
    const alert = await postAlert({ alertable_type: 'crags', alertable_id: crag.id });
    expect((await request('DELETE', `alerts/${alert.id}.json`, t.keyHeaders)).statusCode).toBe(401);
    const byOther = await request('DELETE', `alerts/${alert.id}.json`, other);
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json()).toMatchObject({ code: 'forbidden', need: { role: 'super_admin' } });

    expect((await request('DELETE', `alerts/${alert.id}.json`, author)).statusCode).toBe(204);
    expect((await request('GET', `alerts/${alert.id}.json`, t.keyHeaders)).statusCode).toBe(404);
    expect((await versionsOf(alert.id)).map((version) => version.event)).toEqual(['create', 'destroy']);
  });

  it("lets a site administrator delete anyone's alert", async () => {
    const crag = await createCrag(t.db);
    const alert = await postAlert({ alertable_type: 'crags', alertable_id: crag.id });
    expect((await request('DELETE', `alerts/${alert.id}.json`, admin)).statusCode).toBe(204);
    expect(await t.db.select().from(alerts).where(eq(alerts.id, alert.id))).toEqual([]);
    expect((await request('DELETE', `alerts/${alert.id}.json`, admin)).statusCode).toBe(404);
  });
});
