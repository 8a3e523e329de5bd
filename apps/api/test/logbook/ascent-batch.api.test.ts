import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { ascentPartners, ascents, climbingSessions, cragRoutes, tickLists } from '../../src/db/schema';
import {
  MissingCragRoutesError,
  type NewCragRouteAscent,
  writeCragRouteAscents,
} from '../../src/logbook/ascents/ascent.service';
import type { RouteForAscent } from '../../src/logbook/ascents/ascent-route.repository';
import { createCrag, createCragRoute } from '../factories/outdoor.factory';
import { createUser } from '../factories/users.factory';
import { openTestDatabase } from '../helpers/test-database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

function ascentOf(route: RouteForAscent, overrides: Partial<NewCragRouteAscent> = {}): NewCragRouteAscent {
  return {
    route,
    released_at: '2024-05-01',
    ascent_status: 'red_point',
    roping_status: 'lead_climb',
    sections: [0],
    attempt: null,
    note: null,
    hardness_status: null,
    comment: null,
    private_comment: null,
    partner_user_ids: [],
    idempotency_key: null,
    ...overrides,
  };
}

describe('writeCragRouteAscents', () => {
  it('writes a batch in input order with sessions, tick lists and figures', async () => {
    const { db } = database;
    const { user } = await createUser(db);
    const crag = await createCrag(db);
    const route = await createCragRoute(db, crag.id, { grade: '6b' });
    await db.insert(tickLists).values({ user_id: user.id, crag_route_id: route.id });
    const batch = Array.from({ length: 1_500 }, (_unused, index) =>
      ascentOf(route, {
        released_at: `2023-0${(index % 9) + 1}-1${index % 10}`,
        note: index % 7,
        comment: `n${index}`,
      }),
    );
    const ids = await database.db.transaction((tx) => writeCragRouteAscents(tx, user.id, batch));
    expect(ids).toHaveLength(1_500);
    const rows = await db.select().from(ascents).where(eq(ascents.user_id, user.id));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(ids.map((id) => byId.get(id)?.comment)).toEqual(batch.map((ascent) => ascent.comment));
    expect(await db.select().from(climbingSessions).where(eq(climbingSessions.user_id, user.id))).toHaveLength(90);
    expect(await db.select().from(tickLists).where(eq(tickLists.user_id, user.id))).toHaveLength(0);
    const [figures] = await db.select().from(cragRoutes).where(eq(cragRoutes.id, route.id));
    expect(figures?.ascents_count).toBe(1_500);
    expect(figures?.climbers_count).toBe(1);
    expect(figures?.note_count).toBe(1);
  });

  it('stores partners (never the climber), snapshots, and clears only the routes of the batch', async () => {
    const { db } = database;
    const { user } = await createUser(db);
    const { user: partner } = await createUser(db);
    const crag = await createCrag(db);
    const route = await createCragRoute(db, crag.id, { grade: '7a', height: 30 });
    const kept = await createCragRoute(db, crag.id);
    await db.insert(tickLists).values([
      { user_id: user.id, crag_route_id: route.id },
      { user_id: user.id, crag_route_id: kept.id },
    ]);
    const [id] = await db.transaction((tx) =>
      writeCragRouteAscents(tx, user.id, [
        ascentOf(route, { partner_user_ids: [partner.id, partner.id, user.id], sections: [0, 0] }),
      ]),
    );
    const partners = await db
      .select()
      .from(ascentPartners)
      .where(eq(ascentPartners.ascent_id, id as number));
    expect(partners.map((row) => row.user_id)).toEqual([partner.id]);
    const [row] = await db
      .select()
      .from(ascents)
      .where(eq(ascents.id, id as number));
    expect(row).toMatchObject({
      kind: 'crag_route',
      crag_id: crag.id,
      route_name: route.name,
      climbing_type: 'sport_climbing',
      grade_value: 37,
      grade_text: '7a',
      height: 30,
      sections: [0],
      sections_count: 1,
    });
    const left = await db.select().from(tickLists).where(eq(tickLists.user_id, user.id));
    expect(left.map((entry) => entry.crag_route_id)).toEqual([kept.id]);
  });

  it('throws MissingCragRoutesError for a route deleted meanwhile, and writes nothing', async () => {
    const { db } = database;
    const { user } = await createUser(db);
    const crag = await createCrag(db);
    const route = await createCragRoute(db, crag.id);
    const gone = await createCragRoute(db, crag.id);
    await db.delete(cragRoutes).where(eq(cragRoutes.id, gone.id));
    await expect(
      db.transaction((tx) => writeCragRouteAscents(tx, user.id, [ascentOf(route), ascentOf(gone)])),
    ).rejects.toBeInstanceOf(MissingCragRoutesError);
    expect(await db.select().from(ascents).where(eq(ascents.user_id, user.id))).toEqual([]);
    expect(await db.select().from(climbingSessions).where(eq(climbingSessions.user_id, user.id))).toEqual([]);
  });

  it('does nothing for an empty batch', async () => {
    const { user } = await createUser(database.db);
    expect(await database.db.transaction((tx) => writeCragRouteAscents(tx, user.id, []))).toEqual([]);
  });
});
