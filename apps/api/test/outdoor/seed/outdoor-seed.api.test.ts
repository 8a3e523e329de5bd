import { readFileSync } from 'node:fs';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../../src/composition';
import {
  areaCrags,
  areas,
  ascentPartners,
  ascents,
  climbingSessions,
  countries,
  cragRoutes,
  cragSectors,
  crags,
  departments,
  parks,
  towns,
} from '../../../src/db/schema';
import { BOOLDER_SOURCE } from '../../../src/outdoor/seed/boolder-plan';
import { seedOutdoor } from '../../../src/outdoor/seed/outdoor.seed';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;

const BOOLDER_DIR = new URL('../../../data/open-data/boolder/', import.meta.url);
const boolderAreas = JSON.parse(readFileSync(new URL('areas.json', BOOLDER_DIR), 'utf8')) as {
  id: number;
  name: string;
  lat: number;
  lng: number;
  cluster_derived: string | null;
}[];

beforeAll(async () => {
  t = await createTestApp({ seed: true });
});

afterAll(async () => {
  await t?.close();
});

async function rowCounts() {
  const tables = { countries, departments, towns, crags, areas, areaCrags, parks, cragSectors };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await t.db.select({ rows: count() }).from(table);
      return [name, row?.rows ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

async function cragsOfArea(name: string) {
  const rows = await t.db
    .select({ source_id: crags.source_id })
    .from(areaCrags)
    .innerJoin(areas, eq(areas.id, areaCrags.area_id))
    .innerJoin(crags, eq(crags.id, areaCrags.crag_id))
    .where(eq(areas.name, name));
  return rows.map((row) => Number(row.source_id)).sort((a, b) => a - b);
}

describe('seeding the outdoor reference data', () => {
  it('stores France and the 101 French departments with their regions', async () => {
    const [france] = await t.db.select().from(countries).where(eq(countries.code, 'FR'));
    expect(france).toMatchObject({ name_fr: 'France', name_en: 'France' });
    expect((await rowCounts()).departments).toBe(101);
    const [seineEtMarne] = await t.db.select().from(departments).where(eq(departments.number, '77'));
    expect(seineEtMarne).toMatchObject({
      name: 'Seine-et-Marne',
      slug: 'seine-et-marne',
      region_name: 'Île-de-France',
      country_id: france?.id,
    });
  });

  it('stores over 8,000 towns with coordinates, Fontainebleau among them', async () => {
    expect((await rowCounts()).towns).toBeGreaterThan(8_000);
    const [fontainebleau] = await t.db
      .select({ town: towns, department: departments.number })
      .from(towns)
      .innerJoin(departments, eq(departments.id, towns.department_id))
      .where(eq(towns.slug, 'fontainebleau'));
    expect(fontainebleau?.department).toBe('77');
    expect(fontainebleau?.town).toMatchObject({ code: '77186', name: 'Fontainebleau' });
    expect(fontainebleau?.town.latitude).toBeCloseTo(48.409, 3);
    expect(fontainebleau?.town.longitude).toBeCloseTo(2.702, 3);
    expect(fontainebleau?.town.population).toBeGreaterThan(10_000);
  });
});

describe('seeding the Boolder crags', () => {
  it('makes one bouldering crag per Boolder area, at its position, in a nearby town of 77 or 91', async () => {
    const rows = await t.db
      .select({ crag: crags, department: departments.number, town: towns.name })
      .from(crags)
      .leftJoin(departments, eq(departments.id, crags.department_id))
      .leftJoin(towns, eq(towns.id, crags.town_id))
      .where(eq(crags.source, BOOLDER_SOURCE))
      .orderBy(asc(crags.id));
    expect(rows).toHaveLength(61);
    for (const { crag, department, town } of rows) {
      const area = boolderAreas.find((candidate) => String(candidate.id) === crag.source_id);
      expect(area, `crag ${crag.name}`).toBeDefined();
      expect(crag).toMatchObject({
        source: 'Boolder',
        climbing_types: ['bouldering'],
        rocks: ['sandstone'],
        latitude: area?.lat,
        longitude: area?.lng,
        routes_count: 0,
        grade_min_value: null,
      });
      expect(['77', '91']).toContain(department);
      expect(town).toBeTruthy();
    }
    expect(rows.map(({ crag }) => crag.name)).toEqual(expect.arrayContaining(['Cuvier', 'Ouest (Apremont)']));
  });

  it('groups the crags into their Boolder cluster and into one Fontainebleau area', async () => {
    expect((await rowCounts()).areas).toBe(5);
    expect(await cragsOfArea('Forêt de Fontainebleau')).toHaveLength(61);
    for (const cluster of ['Cuvier', 'Apremont', 'Franchard', 'Trois Pignons']) {
      const expected = boolderAreas.filter((area) => area.cluster_derived === cluster).map((area) => area.id);
      expect(expected.length).toBeGreaterThan(0);
      expect(await cragsOfArea(cluster)).toEqual(expected.sort((a, b) => a - b));
    }
  });

  it('makes each parking a park of its crag and each circuit starting in an area a sector of its crag', async () => {
    const counts = await rowCounts();
    expect(counts.parks).toBe(26);
    const [boolderSectors] = await t.db
      .select({ rows: count() })
      .from(cragSectors)
      .where(eq(cragSectors.source, BOOLDER_SOURCE));
    expect(boolderSectors?.rows).toBe(169);
    const [isatis] = await t.db
      .select({ park: parks, crag: crags.name })
      .from(parks)
      .innerJoin(crags, eq(crags.id, parks.crag_id))
      .where(eq(parks.description, 'Parking Isatis'));
    expect(isatis?.park.source).toBe('Boolder');
    // Named after Isatis, although Hautes Plaines is nearer.
    expect(isatis?.crag).toBe('Isatis');

    const [canon] = await t.db.select().from(crags).where(eq(crags.source_id, '1'));
    const sectors = await t.db
      .select()
      .from(cragSectors)
      .where(eq(cragSectors.crag_id, canon?.id ?? 0))
      .orderBy(asc(cragSectors.id));
    expect(canon?.sectors_count).toBe(6);
    expect(sectors.map((sector) => sector.name)).toEqual([
      'Circuit jaune',
      'Circuit orange',
      'Circuit bleu ciel',
      'Circuit rouge',
      'Circuit bleu',
      'Circuit blanc',
    ]);
    expect(sectors[0]).toMatchObject({ source: 'Boolder', source_id: '1', latitude: 48.46287773065 });
  });

  it('keeps every crag’s sectors_count equal to its sectors', async () => {
    const perCrag = await t.db
      .select({ id: crags.id, stored: crags.sectors_count, actual: count(cragSectors.id) })
      .from(crags)
      .leftJoin(cragSectors, eq(cragSectors.crag_id, crags.id))
      .groupBy(crags.id);
    // The 61 Boolder crags and the demo crag.
    expect(perCrag).toHaveLength(62);
    for (const row of perCrag) expect(row.stored).toBe(row.actual);
  });
});

describe('seeding again', () => {
  it('adds nothing, through seedDatabase or the outdoor seed itself', async () => {
    const before = await rowCounts();
    expect(await seedDatabase(t.db, { info: () => {} }, { ...t.config, adminEmail: 'x@y.test' })).toBe(false);
    await seedOutdoor(t.db);
    expect(await rowCounts()).toEqual(before);
  });

  it('gives a database seeded before the outdoor catalogue its reference and open data at the next start', async () => {
    const older = await createTestApp();
    try {
      const quiet = { info: () => {} };
      const options = { ...older.config, adminEmail: 'older@example.test' };
      expect(await seedDatabase(older.db, quiet, options)).toBe(true);
      // As the database was before the catalogue: seeded, with no outdoor rows (nor the logbook's).
      await older.db.delete(ascentPartners);
      await older.db.delete(ascents);
      await older.db.delete(climbingSessions);
      await older.db.delete(cragRoutes);
      await older.db.delete(parks);
      await older.db.delete(areaCrags);
      await older.db.delete(cragSectors);
      await older.db.delete(areas);
      await older.db.delete(crags);
      await older.db.delete(towns);
      await older.db.delete(departments);
      await older.db.delete(countries);

      expect(await seedDatabase(older.db, quiet, options)).toBe(false);
      const [cragRows] = await older.db.select({ rows: count() }).from(crags);
      const [townRows] = await older.db.select({ rows: count() }).from(towns);
      expect(cragRows?.rows).toBe(boolderAreas.length);
      expect(townRows?.rows).toBeGreaterThan(8_000);
    } finally {
      await older.close();
    }
  });
});
