import { parseGrade } from '@climb/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { ascents, type cragRoutes, tickLists } from '../../src/db/schema';
import { type NewCragRouteAscent, writeCragRouteAscents } from '../../src/logbook/ascents/ascent.service';
import type { RouteForAscent } from '../../src/logbook/ascents/ascent-route.repository';
import { createCragRoute } from './outdoor.factory';

type RouteRow = typeof cragRoutes.$inferSelect;
type AscentRow = typeof ascents.$inferSelect;

/** A pitch as stored, from a grade in any system. */
export function storedPitch(grade: string, height: number | null = null) {
  const parsed = parseGrade(grade);
  if (!parsed) throw new Error(`storedPitch: ${grade} is no grade`);
  return {
    grade_text: parsed.text,
    grade_value: parsed.value,
    height,
    bolt_count: null,
    incline: null,
    anchor_type: null,
  };
}

/** A route of several pitches (`multi_pitch`), its grade columns and height derived as the catalogue does. */
export async function createMultiPitchRoute(
  db: Database,
  cragId: number,
  pitches: { grade: string; height: number | null }[],
  overrides: Partial<typeof cragRoutes.$inferInsert> = {},
): Promise<RouteRow> {
  const stored = pitches.map((pitch) => storedPitch(pitch.grade, pitch.height));
  const values = stored.map((pitch) => pitch.grade_value);
  const heights = stored.map((pitch) => pitch.height);
  const first = stored[0]?.grade_text ?? '';
  const last = stored[stored.length - 1]?.grade_text ?? '';
  return createCragRoute(db, cragId, {
    climbing_type: 'multi_pitch',
    pitches: stored,
    pitches_count: stored.length,
    grade_min_value: Math.min(...values),
    grade_max_value: Math.max(...values),
    grade_text: first === last ? first : `${first} → ${last}`,
    height: heights.every((height) => height !== null) ? heights.reduce((sum, height) => sum + height, 0) : null,
    ...overrides,
  });
}

/** The route as the ascent writer takes it. */
export function routeForAscent(route: RouteRow): RouteForAscent {
  return {
    id: route.id,
    crag_id: route.crag_id,
    name: route.name,
    climbing_type: route.climbing_type,
    height: route.height,
    pitches: route.pitches,
  };
}

/** Ascents written through the writer (sessions, tick list, route figures), as the API writes them. */
export async function createAscents(
  db: Database,
  userId: number,
  route: RouteRow,
  many: Partial<Omit<NewCragRouteAscent, 'route'>>[],
): Promise<AscentRow[]> {
  const ids = await db.transaction((tx) =>
    writeCragRouteAscents(
      tx,
      userId,
      many.map((overrides) => ({
        route: routeForAscent(route),
        released_at: '2024-05-01',
        ascent_status: 'red_point',
        roping_status: route.climbing_type === 'bouldering' ? null : 'lead_climb',
        sections: route.pitches.map((_pitch, index) => index),
        attempt: null,
        note: null,
        hardness_status: null,
        comment: null,
        private_comment: null,
        partner_user_ids: [],
        idempotency_key: null,
        ...overrides,
      })),
    ),
  );
  const rows: AscentRow[] = [];
  for (const id of ids) {
    const [row] = await db.select().from(ascents).where(eq(ascents.id, id));
    if (row) rows.push(row);
  }
  return rows;
}

/** One ascent written through the writer. */
export async function createAscent(
  db: Database,
  userId: number,
  route: RouteRow,
  overrides: Partial<Omit<NewCragRouteAscent, 'route'>> = {},
): Promise<AscentRow> {
  const [row] = await createAscents(db, userId, route, [overrides]);
  if (!row) throw new Error('createAscent: no row');
  return row;
}

export async function addTickList(db: Database, userId: number, cragRouteId: number): Promise<void> {
  await db.insert(tickLists).values({ user_id: userId, crag_route_id: cragRouteId }).onConflictDoNothing();
}
