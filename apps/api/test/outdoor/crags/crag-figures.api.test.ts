import { type Crag, type CragRoute, type CragSector, gradeDegree } from '@climb/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cragRoutes } from '../../../src/db/schema';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { call, cragBody, expectCall, routeBody, type WikiCallers, wikiCallers } from './wiki-api';

let t: TestApp;
let callers: WikiCallers;

beforeAll(async () => {
  t = await createTestApp();
  callers = await wikiCallers(t);
});

afterAll(async () => {
  await t?.close();
});

const newCrag = () => expectCall<Crag>(t, 201, 'POST', 'crags.json', callers.climber, cragBody());
const newSector = (cragId: number, name: string) =>
  expectCall<CragSector>(t, 201, 'POST', 'crag_sectors.json', callers.climber, { crag_id: cragId, name });
const newRoute = (cragId: number, overrides: Record<string, unknown>) =>
  expectCall<CragRoute>(t, 201, 'POST', 'crag_routes.json', callers.climber, routeBody(cragId, overrides));
const readCrag = (id: number) => expectCall<Crag>(t, 200, 'GET', `crags/${id}.json`, callers.visitor);
const readSector = (id: number) => expectCall<CragSector>(t, 200, 'GET', `crag_sectors/${id}.json`, callers.visitor);

/** The derived figures recomputed by brute force from the stored routes (the crag's, or one sector's). */
async function bruteForce(cragId: number, sectorId?: number) {
  const rows = (await t.db.select().from(cragRoutes).where(eq(cragRoutes.crag_id, cragId))).filter(
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
    const crag = await newCrag();
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
    await expectCall(t, 200, 'PUT', `crag_routes/${easy.id}.json`, callers.climber, { pitches: [{ grade: '8a' }] });
    const afterEdit = await readCrag(crag.id);
    expect(afterEdit.grade_max_value).toBe(43);
    expect(afterEdit.figures.grades).toEqual({ '31': 1, '37': 2, '43': 1 });
    expect((await readSector(left.id)).grade_max_value).toBe(43);
    await expectFiguresRight(crag.id, [left.id, right.id]);

    // A move between sectors changes both sectors, not the crag.
    await expectCall(t, 200, 'PUT', `crag_routes/${easy.id}.json`, callers.climber, { crag_sector_id: right.id });
    expect((await readSector(left.id)).routes_count).toBe(1);
    expect((await readSector(right.id)).routes_count).toBe(2);
    expect(derived(await readCrag(crag.id))).toEqual(derived(afterEdit));
    await expectFiguresRight(crag.id, [left.id, right.id]);

    // Out of any sector.
    await expectCall(t, 200, 'PUT', `crag_routes/${long.id}.json`, callers.climber, { crag_sector_id: null });
    expect(derived(await readSector(right.id))).toMatchObject({
      routes_count: 1,
      grade_min_value: 43,
      grade_max_value: 43,
    });
    await expectFiguresRight(crag.id, [left.id, right.id]);

    // A climbing type changed.
    await expectCall(t, 200, 'PUT', `crag_routes/${long.id}.json`, callers.climber, { climbing_type: 'trad_climbing' });
    expect((await readCrag(crag.id)).figures.climbing_types).toEqual({
      sport_climbing: 2,
      trad_climbing: 1,
      bouldering: 1,
    });

    // Deleted.
    expect((await call(t, 'DELETE', `crag_routes/${easy.id}.json`, callers.admin)).statusCode).toBe(204);
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
    const crag = await newCrag();
    const sector = await newSector(crag.id, 'Foule');
    const grades = ['5a', '5b', '5c', '6a', '6b', '6c', '7a', '7b'];
    const created = await Promise.all(
      grades.map((grade) => newRoute(crag.id, { crag_sector_id: sector.id, pitches: [{ grade }] })),
    );
    await Promise.all([
      expectCall(t, 200, 'PUT', `crag_routes/${created[0]?.id}.json`, callers.climber, { pitches: [{ grade: '8a' }] }),
      expectCall(t, 204, 'DELETE', `crag_routes/${created[1]?.id}.json`, callers.admin),
      expectCall(t, 200, 'PUT', `crag_routes/${created[2]?.id}.json`, callers.climber, { crag_sector_id: null }),
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
    const crag = await newCrag();
    const first = await newSector(crag.id, 'Un');
    await newSector(crag.id, 'Deux');
    expect((await readCrag(crag.id)).sectors_count).toBe(2);
    await call(t, 'DELETE', `crag_sectors/${first.id}.json`, callers.admin);
    expect((await readCrag(crag.id)).sectors_count).toBe(1);
  });

  it('stay as they were when a change is refused', async () => {
    const crag = await newCrag();
    const route = await newRoute(crag.id, { pitches: [{ grade: '6a' }] });
    const before = derived(await readCrag(crag.id));
    expect(
      (await call(t, 'POST', 'crag_routes.json', callers.climber, routeBody(crag.id, { pitches: [{ grade: '??' }] })))
        .statusCode,
    ).toBe(422);
    expect(
      (await call(t, 'PUT', `crag_routes/${route.id}.json`, callers.climber, { pitches: [{ grade: '??' }] }))
        .statusCode,
    ).toBe(422);
    expect(derived(await readCrag(crag.id))).toEqual(before);
  });

  it('of one crag never move with the routes of another', async () => {
    const crag = await newCrag();
    const other = await newCrag();
    await newRoute(crag.id, { pitches: [{ grade: '6a' }] });
    await newRoute(other.id, { pitches: [{ grade: '8a' }] });
    expect(derived(await readCrag(crag.id))).toMatchObject({ routes_count: 1, grade_max_value: 31 });
    expect(derived(await readCrag(other.id))).toMatchObject({ routes_count: 1, grade_max_value: 43 });
  });
});
