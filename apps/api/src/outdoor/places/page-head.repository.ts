import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { areas, cragRoutes, cragSectors, crags, departments, towns } from '../../db/schema';
import { withinCircle } from '../../lib/earth-distance';
import { cragPosition } from '../geo/crag-position';
import { countCrags } from '../geo/geo.repository';
import { findDepartmentFigures, findTownBySlug } from './place.repository';

/* What the server needs to write the title and description of a record's page, one query each. */

export async function findCragHead(db: Database, id: number) {
  const [row] = await db
    .select({
      name: crags.name,
      slug_name: crags.slug_name,
      town_name: towns.name,
      department_name: departments.name,
      department_number: departments.number,
      routes_count: crags.routes_count,
      grade_min_value: crags.grade_min_value,
      grade_max_value: crags.grade_max_value,
    })
    .from(crags)
    .leftJoin(towns, eq(towns.id, crags.town_id))
    .leftJoin(departments, eq(departments.id, crags.department_id))
    .where(eq(crags.id, id));
  return row ?? null;
}

export async function findSectorHead(db: Database, id: number) {
  const [row] = await db
    .select({
      name: cragSectors.name,
      slug_name: cragSectors.slug_name,
      crag_name: crags.name,
      routes_count: cragSectors.routes_count,
      grade_min_value: cragSectors.grade_min_value,
      grade_max_value: cragSectors.grade_max_value,
    })
    .from(cragSectors)
    .innerJoin(crags, eq(crags.id, cragSectors.crag_id))
    .where(eq(cragSectors.id, id));
  return row ?? null;
}

export async function findRouteHead(db: Database, id: number) {
  const [row] = await db
    .select({
      name: cragRoutes.name,
      slug_name: cragRoutes.slug_name,
      grade_min_value: cragRoutes.grade_min_value,
      grade_max_value: cragRoutes.grade_max_value,
      grade_text: cragRoutes.grade_text,
      crag_name: crags.name,
      sector_name: cragSectors.name,
    })
    .from(cragRoutes)
    .innerJoin(crags, eq(crags.id, cragRoutes.crag_id))
    .leftJoin(cragSectors, eq(cragSectors.id, cragRoutes.crag_sector_id))
    .where(eq(cragRoutes.id, id));
  return row ?? null;
}

export async function findAreaHead(db: Database, id: number) {
  const [row] = await db.select({ name: areas.name, slug_name: areas.slug_name }).from(areas).where(eq(areas.id, id));
  return row ?? null;
}

/** A department by number, or by its slug when the path has no number (`/escalade-en/france/isere`). */
export async function findDepartmentHead(db: Database, by: { number: string } | { slug: string }) {
  const number = 'number' in by ? by.number : await findDepartmentNumber(db, by.slug);
  if (number === null) return null;
  const [row] = await findDepartmentFigures(db, { number, all: true });
  return row ?? null;
}

async function findDepartmentNumber(db: Database, slug: string): Promise<string | null> {
  const [row] = await db.select({ number: departments.number }).from(departments).where(eq(departments.slug, slug));
  return row?.number ?? null;
}

/** A town and how many crags lie within `distanceKm` of it. */
export async function findTownHead(db: Database, slug: string, distanceKm: number) {
  const town = await findTownBySlug(db, slug);
  if (!town) return null;
  const cragsCount = await countCrags(db, [
    withinCircle(cragPosition, { latitude: town.latitude, longitude: town.longitude, metres: distanceKm * 1_000 }),
  ]);
  return { ...town, crags_count: cragsCount };
}
