import type { AscentStatus, GymRouteClimbingType, HoldColor, RopingStatus } from '@climb/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { ascents, climbingSessions, type gymRoutes } from '../../src/db/schema';
import type { DomainEventBus } from '../../src/lib/domain-events';

type GymRouteRow = typeof gymRoutes.$inferSelect;
type AscentRow = typeof ascents.$inferSelect;

/** An indoor ascent as a test writes it: of a route (its snapshot copied), or without one at a gym. */
export type IndoorAscentValues = {
  userId: number;
  released_at?: string;
  ascent_status?: AscentStatus;
  /** Left out: none for a boulder or a board, `lead_climb` on a roped route. */
  roping_status?: RopingStatus | null;
  note?: number | null;
  hardness_status?: 'easy' | 'accurate' | 'sandbagged' | null;
} & (
  | {
      route: Pick<
        GymRouteRow,
        'id' | 'gym_id' | 'name' | 'climbing_type' | 'grade_value' | 'grade_text' | 'level_index' | 'level_color'
      >;
      height?: number | null;
    }
  | {
      route?: undefined;
      gymId: number | null;
      climbing_type: GymRouteClimbingType;
      level_index?: number | null;
      level_color?: HoldColor | null;
      grade_value?: number | null;
      grade_text?: string | null;
      quantity?: number;
    }
);

/**
 * One indoor ascent row stored directly (kind `gym_route`), with its climbing session of the day, as the indoor
 * ascent writer stores one (docs/decisions/040): of a route, the route's snapshot (name, type, grade, level, the
 * sector's height when given), one pitch, quantity 1; without, the gym, type, level or grade and quantity given.
 * No route figures, no logbook version: for tests of what reads ascents (the gym ranking). With `events`, announces
 * `ascent.created` as the writer does once committed, and waits for its listeners (the ranking's counter moves).
 */
export async function createIndoorAscent(
  db: Database,
  values: IndoorAscentValues,
  events?: DomainEventBus,
): Promise<AscentRow> {
  const releasedAt = values.released_at ?? '2026-10-01';
  const [session] = await db
    .insert(climbingSessions)
    .values({ user_id: values.userId, session_date: releasedAt })
    .onConflictDoUpdate({
      target: [climbingSessions.user_id, climbingSessions.session_date],
      set: { updated_at: sql`now()` },
    })
    .returning({ id: climbingSessions.id });
  if (!session) throw new Error('createIndoorAscent: no session');
  const climbingType = values.route ? values.route.climbing_type : values.climbing_type;
  const roped = climbingType === 'sport_climbing';
  const snapshot = values.route
    ? {
        gym_route_id: values.route.id,
        gym_id: values.route.gym_id,
        route_name: values.route.name,
        climbing_type: values.route.climbing_type,
        grade_value: values.route.grade_value,
        grade_text: values.route.grade_text,
        level_index: values.route.level_index,
        level_color: values.route.level_color,
        height: values.height ?? null,
        quantity: 1,
      }
    : {
        gym_route_id: null,
        gym_id: values.gymId,
        route_name: null,
        climbing_type: values.climbing_type,
        grade_value: values.grade_value ?? null,
        grade_text: values.grade_text ?? null,
        level_index: values.level_index ?? null,
        level_color: values.level_color ?? null,
        height: null,
        quantity: values.quantity ?? 1,
      };
  const [row] = await db
    .insert(ascents)
    .values({
      user_id: values.userId,
      kind: 'gym_route',
      climbing_session_id: session.id,
      released_at: releasedAt,
      ascent_status: values.ascent_status ?? 'red_point',
      roping_status: values.roping_status === undefined ? (roped ? 'lead_climb' : null) : values.roping_status,
      sections: [0],
      sections_count: 1,
      note: values.note ?? null,
      hardness_status: values.hardness_status ?? null,
      ...snapshot,
    })
    .returning();
  if (!row) throw new Error('createIndoorAscent: no row');
  await events?.emitAndSettle('ascent.created', {
    ascentId: row.id,
    userId: row.user_id,
    kind: 'gym_route',
    cragRouteId: null,
    cragId: null,
    gymRouteId: row.gym_route_id,
    gymId: row.gym_id,
  });
  return row;
}
