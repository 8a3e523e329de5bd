import type { PublicAscent } from '@climb/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cragRoutes } from '../../src/db/schema';
import { publicAscentsStatements } from '../../src/logbook/ascents/ascent.repository';
import { createAscent, createAscents } from '../factories/logbook.factory';
import { createCrag, createCragRoute } from '../factories/outdoor.factory';
import { queryRows } from '../helpers/sql';
import { call, expectCall, openLogbookTestApp, signedInClimber } from './logbook-api';

const logbook = openLogbookTestApp();

async function page(url: string, headers = logbook.visitor) {
  const response = await call(logbook.t, 'GET', url, headers);
  expect(response.statusCode, response.body).toBe(200);
  return {
    items: response.json<PublicAscent[]>(),
    total: Number(response.headers['x-total-count']),
    body: response.body,
  };
}

describe('GET /api/v1/crag_routes/{id}/ascents.json and crags/{id}/ascents.json', () => {
  it('show the ascents of climbers whose outdoor ascents are public, never a private comment', async () => {
    const open = await signedInClimber(logbook.t, { first_name: 'Alice', last_name: 'Ouverte' });
    const hidden = await signedInClimber(logbook.t, { first_name: 'Hugo', public_outdoor_ascents: false });
    const gone = await signedInClimber(logbook.t, { first_name: 'Gaston', deleted_at: new Date() });
    const crag = await createCrag(logbook.t.db);
    const route = await createCragRoute(logbook.t.db, crag.id, { name: 'La Fissure', slug_name: 'la-fissure' });
    const neighbour = await createCragRoute(logbook.t.db, crag.id, { name: 'La Dalle', slug_name: 'la-dalle' });
    const elsewhere = await createCragRoute(logbook.t.db, (await createCrag(logbook.t.db)).id);
    const shown = await createAscent(logbook.t.db, open.user.id, route, {
      released_at: '2024-05-02',
      comment: 'Magnifique fissure',
      private_comment: 'SECRET-NOTE',
      note: 5,
      hardness_status: 'accurate',
      ascent_status: 'onsight',
    });
    const silent = await createAscent(logbook.t.db, open.user.id, neighbour, { released_at: '2024-05-01' });
    await createAscent(logbook.t.db, hidden.user.id, route, { comment: 'Caché' });
    await createAscent(logbook.t.db, gone.user.id, route, { comment: 'Parti' });
    await createAscent(logbook.t.db, open.user.id, elsewhere, { comment: 'Ailleurs' });

    const ofRoute = await page(`crag_routes/${route.id}/ascents.json`);
    expect(ofRoute.total).toBe(1);
    expect(ofRoute.items).toEqual([
      {
        id: shown.id,
        user: { uuid: open.user.uuid, name: 'Alice Ouverte', slug_name: open.user.slug_name, avatar_url: null },
        crag_route: { id: route.id, name: 'La Fissure', slug_name: 'la-fissure' },
        released_at: '2024-05-02',
        ascent_status: 'onsight',
        roping_status: 'lead_climb',
        note: 5,
        hardness_status: 'accurate',
        comment: 'Magnifique fissure',
      },
    ]);
    expect(ofRoute.body).not.toContain('SECRET-NOTE');
    expect(ofRoute.body).not.toContain('private_comment');

    const ofCrag = await page(`crags/${crag.id}/ascents.json`, logbook.climber.headers);
    expect(ofCrag.items.map((item) => item.id)).toEqual([shown.id, silent.id]);
    expect(ofCrag.total).toBe(2);
    expect(ofCrag.body).not.toContain('SECRET-NOTE');
    const commented = await page(`crags/${crag.id}/ascents.json?commented=true`);
    expect(commented.items.map((item) => item.id)).toEqual([shown.id]);
    expect(commented.total).toBe(1);
    const paged = await page(`crags/${crag.id}/ascents.json?per_page=1&page=2`);
    expect(paged.items.map((item) => item.id)).toEqual([silent.id]);
  });

  it("list a crag's comments newest first (the id breaks ties), never an empty one, counted past the last page", async () => {
    const open = await signedInClimber(logbook.t);
    const crag = await createCrag(logbook.t.db);
    const route = await createCragRoute(logbook.t.db, crag.id);
    const removed = await createCragRoute(logbook.t.db, crag.id);
    const [older, first, second] = await createAscents(logbook.t.db, open.user.id, route, [
      { released_at: '2024-04-01', comment: 'Avant' },
      { released_at: '2024-05-01', comment: 'Premier' },
      { released_at: '2024-05-01', comment: 'Second' },
      { released_at: '2024-06-01', comment: '' },
      { released_at: '2024-06-01', comment: null },
    ]);
    await createAscent(logbook.t.db, open.user.id, removed, { released_at: '2024-07-01', comment: 'Voie supprimée' });
    await logbook.t.db.delete(cragRoutes).where(eq(cragRoutes.id, removed.id));

    const comments = await page(`crags/${crag.id}/ascents.json?commented=true&per_page=2`);
    expect(comments.items.map((item) => item.comment)).toEqual(['Second', 'Premier']);
    expect(comments.items.map((item) => item.id)).toEqual([second?.id, first?.id]);
    expect(comments.total).toBe(3);
    const last = await page(`crags/${crag.id}/ascents.json?commented=true&per_page=2&page=2`);
    expect(last.items.map((item) => item.id)).toEqual([older?.id]);
    const beyond = await page(`crags/${crag.id}/ascents.json?commented=true&per_page=2&page=3`);
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(3);
  });

  it("read a crag's comments in the order of its comments index: no sort, the count from that index", async () => {
    const crag = await createCrag(logbook.t.db);
    const statements = publicAscentsStatements(
      logbook.t.db,
      { cragId: crag.id },
      { commented: true, limit: 5, offset: 0 },
    );
    const plans = await logbook.t.db.transaction(async (tx) => {
      // A test table is small enough to be read whole and sorted: only plans walking an index in the
      // page's order are left, and there is one only if the comments index matches the statement.
      for (const setting of ['enable_seqscan', 'enable_bitmapscan', 'enable_sort', 'enable_incremental_sort']) {
        await tx.execute(sql.raw(`set local ${setting} = off`));
      }
      const planOf = async (statement: { getSQL(): ReturnType<typeof sql> }) => {
        const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(
          tx as unknown as typeof logbook.t.db,
          sql`explain (format json) ${statement.getSQL()}`,
        );
        return JSON.stringify(row?.['QUERY PLAN']);
      };
      return { rows: await planOf(statements.rows), count: await planOf(statements.count) };
    });
    expect(plans.rows).toContain('"Index Name":"ascents_crag_comments_idx"');
    expect(plans.rows).not.toMatch(/"Node Type":"(Incremental )?Sort"/);
    expect(plans.count).toContain('"Index Name":"ascents_crag_comments_idx"');
  });

  it('answer 404 for an unknown route or crag', async () => {
    await expectCall(logbook.t, 404, 'GET', 'crag_routes/2000000000/ascents.json', logbook.visitor);
    await expectCall(logbook.t, 404, 'GET', 'crags/2000000000/ascents.json', logbook.visitor);
    await expectCall(logbook.t, 404, 'GET', 'crags/abc/ascents.json', logbook.visitor);
  });
});
