import type { Crag } from '@climb/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Database } from '../../../src/db/client';
import { countries, departments, towns, versions } from '../../../src/db/schema';
import { authHeaders, createUser } from '../../factories/users.factory';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/** The callers of a wiki test: a visitor (API key only), a climber and a site administrator. */
export interface WikiCallers {
  visitor: Record<string, string>;
  climber: Record<string, string>;
  climberUser: { id: number; uuid: string; first_name: string; last_name: string; slug_name: string };
  admin: Record<string, string>;
  adminUser: { id: number; uuid: string };
}

export async function wikiCallers(t: TestApp): Promise<WikiCallers> {
  const { user: climberUser } = await createUser(t.db);
  const { user: adminUser } = await createUser(t.db, { super_admin: true });
  return {
    visitor: t.keyHeaders,
    climber: await authHeaders(climberUser, t.config.jwtSecret, t.keyHeaders),
    climberUser,
    admin: await authHeaders(adminUser, t.config.jwtSecret, t.keyHeaders),
    adminUser,
  };
}

/** The app of a wiki test file and its callers; set once the file's `beforeAll` has run. */
export interface WikiTestApp {
  t: TestApp;
  callers: WikiCallers;
}

/** Opens a test app with its callers before a file's tests and closes it after them: how each wiki test file starts. */
export function openWikiTestApp(): WikiTestApp {
  const wiki = {} as WikiTestApp;
  beforeAll(async () => {
    wiki.t = await createTestApp();
    wiki.callers = await wikiCallers(wiki.t);
  });
  afterAll(async () => {
    await wiki.t?.close();
  });
  return wiki;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call of `/api/v1/<url>`. */
export function call(t: TestApp, method: Method, url: string, headers: Record<string, string>, payload?: object) {
  return t.app.inject({ method, url: `/api/v1/${url}`, headers, ...(payload ? { payload } : {}) });
}

/** Calls and expects `status`, giving back the JSON answer. */
export async function expectCall<Body = Record<string, unknown>>(
  t: TestApp,
  status: number,
  method: Method,
  url: string,
  headers: Record<string, string>,
  payload?: object,
): Promise<Body> {
  const response = await call(t, method, url, headers, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
  return (response.body ? response.json() : null) as Body;
}

/** A valid crag body (`POST crags.json`) near Orpierre, Hautes-Alpes. */
export function cragBody(overrides: Record<string, unknown> = {}) {
  return { name: 'Orpierre', latitude: 44.3115, longitude: 5.6918, climbing_types: ['sport_climbing'], ...overrides };
}

/** Adds a crag through the API as the climber, answering it. */
export function addCrag(wiki: WikiTestApp, overrides: Record<string, unknown> = {}): Promise<Crag> {
  return expectCall<Crag>(wiki.t, 201, 'POST', 'crags.json', wiki.callers.climber, cragBody(overrides));
}

/** A valid single-pitch route body (`POST crag_routes.json`). */
export function routeBody(cragId: number, overrides: Record<string, unknown> = {}) {
  return {
    crag_id: cragId,
    name: 'Les Diables',
    climbing_type: 'sport_climbing',
    pitches: [{ grade: '6a' }],
    ...overrides,
  };
}

/** Reference places for placing crags: France, the Hautes-Alpes and the Drôme, and a few towns. */
export async function insertPlaces(db: Database) {
  const [france] = await db
    .insert(countries)
    .values({ code: 'FR', name_fr: 'France', name_en: 'France' })
    .onConflictDoNothing()
    .returning();
  const country = france ?? (await db.select().from(countries).where(eq(countries.code, 'FR')))[0];
  if (!country) throw new Error('insertPlaces: no country');
  const [hautesAlpes, drome] = await db
    .insert(departments)
    .values([
      { country_id: country.id, number: '05', name: 'Hautes-Alpes', slug: 'hautes-alpes' },
      { country_id: country.id, number: '26', name: 'Drôme', slug: 'drome' },
    ])
    .returning();
  if (!hautesAlpes || !drome) throw new Error('insertPlaces: no departments');
  const [orpierre, laragne, buis, gap] = await db
    .insert(towns)
    .values([
      {
        country_id: country.id,
        department_id: hautesAlpes.id,
        name: 'Orpierre',
        slug: 'orpierre',
        latitude: 44.3114,
        longitude: 5.6933,
      },
      {
        country_id: country.id,
        department_id: hautesAlpes.id,
        name: 'Laragne-Montéglin',
        slug: 'laragne-monteglin',
        latitude: 44.3167,
        longitude: 5.8167,
      },
      {
        country_id: country.id,
        department_id: drome.id,
        name: 'Buis-les-Baronnies',
        slug: 'buis-les-baronnies',
        latitude: 44.2747,
        longitude: 5.2714,
      },
      {
        country_id: country.id,
        department_id: hautesAlpes.id,
        name: 'Gap',
        slug: 'gap',
        latitude: 44.5594,
        longitude: 6.0786,
      },
    ])
    .returning();
  if (!orpierre || !laragne || !buis || !gap) throw new Error('insertPlaces: no towns');
  return { country, hautesAlpes, drome, orpierre, laragne, buis, gap };
}

/** The versions of a record of any kind (`crags`, `gyms`…), oldest first, as stored. */
export function versionsOf(db: Database, itemType: string, itemId: number) {
  return db
    .select()
    .from(versions)
    .where(and(eq(versions.item_type, itemType), eq(versions.item_id, itemId)))
    .orderBy(asc(versions.id));
}
