import { parseGrade } from '@climb/contracts';
import type { Database } from '../../src/db/client';
import { cragRoutes, cragSectors, crags } from '../../src/db/schema';

type CragRow = typeof crags.$inferSelect;
type SectorRow = typeof cragSectors.$inferSelect;
type RouteRow = typeof cragRoutes.$inferSelect;

let sequence = 0;

/**
 * A crag stored directly (no version, no derived figures): for tests that need crags to read,
 * search or map. Tests of the wiki itself create through the API.
 */
export async function createCrag(db: Database, overrides: Partial<typeof crags.$inferInsert> = {}): Promise<CragRow> {
  sequence += 1;
  const [row] = await db
    .insert(crags)
    .values({
      name: `Falaise d’essai ${sequence}`,
      slug_name: `falaise-d-essai-${sequence}`,
      latitude: 44.5 + sequence / 1000,
      longitude: 5.9 + sequence / 1000,
      climbing_types: ['sport_climbing'],
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createCrag: no row returned');
  return row;
}

export async function createSector(
  db: Database,
  cragId: number,
  overrides: Partial<typeof cragSectors.$inferInsert> = {},
): Promise<SectorRow> {
  sequence += 1;
  const [row] = await db
    .insert(cragSectors)
    .values({ crag_id: cragId, name: `Secteur ${sequence}`, slug_name: `secteur-${sequence}`, ...overrides })
    .returning();
  if (!row) throw new Error('createSector: no row returned');
  return row;
}

/** A single-pitch route of `grade` (any system), stored directly with its grade columns filled. */
export async function createCragRoute(
  db: Database,
  cragId: number,
  { grade = '6a', ...overrides }: Partial<typeof cragRoutes.$inferInsert> & { grade?: string } = {},
): Promise<RouteRow> {
  sequence += 1;
  const parsed = parseGrade(grade);
  if (!parsed) throw new Error(`createCragRoute: ${grade} is no grade`);
  const [row] = await db
    .insert(cragRoutes)
    .values({
      crag_id: cragId,
      name: `Voie ${sequence}`,
      slug_name: `voie-${sequence}`,
      climbing_type: 'sport_climbing',
      pitches: [
        {
          grade_text: parsed.text,
          grade_value: parsed.value,
          height: null,
          bolt_count: null,
          incline: null,
          anchor_type: null,
        },
      ],
      pitches_count: 1,
      grade_min_value: parsed.value,
      grade_max_value: parsed.value,
      grade_text: parsed.text,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createCragRoute: no row returned');
  return row;
}
