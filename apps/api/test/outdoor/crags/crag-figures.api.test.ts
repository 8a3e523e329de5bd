import { type Crag, type CragRoute, type CragSector, gradeDegree } from '@climb/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cragRoutes } from '../../../src/db/schema';
import { addCrag, call, expectCall, openWikiTestApp, routeBody } from './wiki-api';

const wiki = openWikiTestApp();

const newSector = (cragId: number, name: string) =>
  expectCall<CragSector>(wiki.t, 201, 'POST', 'crag_sectors.json', wiki.callers.climber, { crag_id: cragId, name });
const newRoute = (cragId: number, overrides: Record<string, unknown>) =>
  expectCall<CragRoute>(wiki.t, 201, 'POST', 'crag_routes.json', wiki.callers.climber, routeBody(cragId, overrides));
const readCrag = (id: number) => expectCall<Crag>(wiki.t, 200, 'GET', `crags/${id}.json`, wiki.callers.visitor);
const readSector = (id: number) =>
  expectCall<CragSector>(wiki.t, 200, 'GET', `crag_sectors/${id}.json`, wiki.callers.visitor);

/** The derived figures recomputed by brute force from the stored routes (the crag's, or one sector's). */
async function bruteForce(cragId: number, sectorId?: number) {
  const rows = (await wiki.t.db.select().from(cragRoutes).where(eq(cragRoutes.crag_id, cragId))).filter(
    (row) => sectorId === undefined || row.crag_sector_id === sectorId,
  );
  const figures = {
    climbing_types: {} as Record<string, number>,
    degrees: {} as Record<string, number>,
    grades: {} as Record<string, number>,
  };
  for (const row of rows) {
    figures.climbing_types[row.climbing_type] = (figures.climbing_types[row.climbing_type] ?? 0) + 1;
    const hardest = Math.max(...row.pitches.map((pitch) => pitch.grade_value));
    figures.degrees[gradeDegree(hardest)] = (figures.degrees[gradeDegree(hardest)] ?? 0) + 1;
    figures.grades[hardest] = (figures.grades[hardest] ?? 0) + 1;
  }
  const values = rows.flatMap((row) => row.pitches.map((pitch) => pitch.grade_value));
  return {
    routes_count: rows.length,
    grade_min_value: values.length > 0 ? Math.min(...values) : null,
    grade_max_value: values.length > 0 ? Math.max(...values) : null,
    figures,
  };
}

function derived(record: Crag | CragSector) {
  const { routes_count, grade_min_value, grade_max_value, figures } = record;
  return { routes_count, grade_min_value, grade_max_value, figures };
}

async function expectFiguresRight(cragId: number, sectorIds: number[]) {
  expect(derived(await readCrag(cragId))).toEqual(await bruteForce(cragId));
  for (const sectorId of sectorIds)
    expect(derived(await readSector(sectorId))).toEqual(await bruteForce(cragId, sectorId));
}

describe('derived figures of crags and sectors', () => {
  it('follow each route created, edited, moved and deleted, in the same request', async () => {
    const crag = await addCrag(wiki);
    const left = await newSector(crag.id, 'Gauche');
    const right = await newSector(crag.id, 'Droite');
    expect(derived(await readCrag(crag.id))).toEqual({
      routes_count: 0,
      grade_min_value: null,
      grade_max_value: null,
      figures: { climbing_types: {}, degrees: {}, grades: {} },
    });

    const easy = await newRoute(crag.id, { crag_sector_id: left.id, pitches: [{ grade: '5c' }] });
    await newRoute(crag.id, { crag_sector_id: left.id, pitches: [{ grade: '6a' }] });
    const long = await newRoute(crag.id, {
      crag_sector_id: right.id,
      climbing_type: 'multi_pitch',
      pitches: [{ grade: '5a' }, { grade: '7a' }, { grade: '6b' }],
    });
    await newRoute(crag.id, { climbing_type: 'bouldering', pitches: [{ grade: '7A' }] });
    expect(derived(await readCrag(crag.id))).toEqual({
      routes_count: 4,
      grade_min_value: 25,
      grade_max_value: 37,
      figures: {
        climbing_types: { sport_climbing: 2, multi_pitch: 1, bouldering: 1 },
        degrees: { '5': 1, '6': 1, '7': 2 },
        grades: { '29': 1, '31': 1, '37': 2 },
      },
    });
    expect(derived(await readSector(left.id))).toEqual({
      routes_count: 2,
      grade_min_value: 29,
      grade_max_value: 31,
      figures: { climbing_types: { sport_climbing: 2 }, degrees: { '5': 1, '6': 1 }, grades: { '29': 1, '31': 1 } },
    });
    expect(derived(await readSector(right.id))).toMatchObject({
      routes_count: 1,
      grade_min_value: 25,
      grade_max_value: 37,
    });

    // A new grade.
    await expectCall(wiki.t, 200, 'PUT', `crag_routes/${easy.id}.json`, wiki.callers.climber, {
      pitches: [{ grade: '8a' }],
    });
    const afterEdit = await readCrag(crag.id);
    expect(afterEdit.grade_max_value).toBe(43);
    expect(afterEdit.figures.grades).toEqual({ '31': 1, '37': 2, '43': 1 });
    expect((await readSector(left.id)).grade_max_value).toBe(43);
    await expectFiguresRight(crag.id, [left.id, right.id]);

    // A move between sectors changes both sectors, not the crag.
    await expectCall(wiki.t, 200, 'PUT', `crag_routes/${easy.id}.json`, wiki.callers.climber, {
      crag_sector_id: right.id,
    });
    expect((await readSector(left.id)).routes_count).toBe(1);
    expect((await readSector(right.id)).routes_count).toBe(2);
    expect(derived(await readCrag(crag.id))).toEqual(derived(afterEdit));
    await expectFiguresRight(crag.id, [left.id, right.id]);

    // Out of any sector.
    await expectCall(wiki.t, 200, 'PUT', `crag_routes/${long.id}.json`, wiki.callers.climber, { crag_sector_id: null });
    expect(derived(await readSector(right.id))).toMatchObject({
      routes_count: 1,
      grade_min_value: 43,
      grade_max_value: 43,
    });
    await expectFiguresRight(crag.id, [left.id, right.id]);

    // A climbing type changed.
    await expectCall(wiki.t, 200, 'PUT', `crag_routes/${long.id}.json`, wiki.callers.climber, {
      climbing_type: 'trad_climbing',
    });
    expect((await readCrag(crag.id)).figures.climbing_types).toEqual({
      sport_climbing: 2,
      trad_climbing: 1,
      bouldering: 1,
    });

    // Deleted.
    expect((await call(wiki.t, 'DELETE', `crag_routes/${easy.id}.json`, wiki.callers.admin)).statusCode).toBe(204);
    expect(derived(await readCrag(crag.id))).toMatchObject({
      routes_count: 3,
      grade_min_value: 25,
      grade_max_value: 37,
    });
    expect(derived(await readSector(right.id))).toEqual({
      routes_count: 0,
      grade_min_value: null,
      grade_max_value: null,
      figures: { climbing_types: {}, degrees: {}, grades: {} },
    });
    await expectFiguresRight(crag.id, [left.id, right.id]);
  });

  it('lose no route when changes of one crag run at the same time (on PostgreSQL, in parallel)', async () => {
    const crag = await addCrag(wiki);
    const sector = await newSector(crag.id, 'Foule');
    const grades = ['5a', '5b', '5c', '6a', '6b', '6c', '7a', '7b'];
    const created = await Promise.all(
      grades.map((grade) => newRoute(crag.id, { crag_sector_id: sector.id, pitches: [{ grade }] })),
    );
    await Promise.all([
      expectCall(wiki.t, 200, 'PUT', `crag_routes/${created[0]?.id}.json`, wiki.callers.climber, {
        pitches: [{ grade: '8a' }],
      }),
      expectCall(wiki.t, 204, 'DELETE', `crag_routes/${created[1]?.id}.json`, wiki.callers.admin),
      expectCall(wiki.t, 200, 'PUT', `crag_routes/${created[2]?.id}.json`, wiki.callers.climber, {
        crag_sector_id: null,
      }),
      newRoute(crag.id, { pitches: [{ grade: '4c' }] }),
      newSector(crag.id, 'Voisin'),
    ]);
    expect(derived(await readCrag(crag.id))).toMatchObject({
      routes_count: 8,
      grade_min_value: 23,
      grade_max_value: 43,
    });
    expect((await readCrag(crag.id)).sectors_count).toBe(2);
    await expectFiguresRight(crag.id, [sector.id]);
  });

  it('count sectors as they come and go', async () => {
    const crag = await addCrag(wiki);
    const first = await newSector(crag.id, 'Un');
    await newSector(crag.id, 'Deux');
    expect((await readCrag(crag.id)).sectors_count).toBe(2);
    await call(wiki.t, 'DELETE', `crag_sectors/${first.id}.json`, wiki.callers.admin);
    expect((await readCrag(crag.id)).sectors_count).toBe(1);
  });

  it('stay as they were when a change is refused', async () => {
    const crag = await addCrag(wiki);
    const route = await newRoute(crag.id, { pitches: [{ grade: '6a' }] });
    const before = derived(await readCrag(crag.id));
    expect(
      (
        await call(
          wiki.t,
          'POST',
          'crag_routes.json',
          wiki.callers.climber,
          routeBody(crag.id, { pitches: [{ grade: '??' }] }),
        )
      ).statusCode,
    ).toBe(422);
    expect(
      (await call(wiki.t, 'PUT', `crag_routes/${route.id}.json`, wiki.callers.climber, { pitches: [{ grade: '??' }] }))
        .statusCode,
    ).toBe(422);
    expect(derived(await readCrag(crag.id))).toEqual(before);
  });

  it('of one crag never move with the routes of another', async () => {
    const crag = await addCrag(wiki);
    const other = await addCrag(wiki);
    await newRoute(crag.id, { pitches: [{ grade: '6a' }] });
    await newRoute(other.id, { pitches: [{ grade: '8a' }] });
    expect(derived(await readCrag(crag.id))).toMatchObject({ routes_count: 1, grade_max_value: 31 });
    expect(derived(await readCrag(other.id))).toMatchObject({ routes_count: 1, grade_max_value: 43 });
  });
});
