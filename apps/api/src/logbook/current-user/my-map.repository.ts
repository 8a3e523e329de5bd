import { eq, sql } from 'drizzle-orm';
import { ascents, crags } from '../../db/schema';
import type { Executor } from '../../db/transaction';

export interface AscendedCragRow {
  id: number;
  name: string;
  slug_name: string;
  latitude: number;
  longitude: number;
  climbing_types: string[];
  ascents_count: number;
  routes_count: number;
  max_grade_value: number | null;
  last_released_at: string;
}

/**
 * The crags where I logged an ascent (projects included), one aggregate query over my ascents (index
 * on `user_id`): what I climbed there (types of my ascents), my sends, the routes I sent, my hardest
 * send and my last day there.
 */
export async function findAscendedCrags(executor: Executor, userId: number): Promise<AscendedCragRow[]> {
  const done = sql`${ascents.ascent_status} <> 'project'`;
  return executor
    .select({
      id: crags.id,
      name: crags.name,
      slug_name: crags.slug_name,
      latitude: crags.latitude,
      longitude: crags.longitude,
      climbing_types: sql<string[]>`array_agg(distinct ${ascents.climbing_type})`,
      ascents_count: sql<number>`(count(*) filter (where ${done}))::int`,
      routes_count: sql<number>`(count(distinct ${ascents.crag_route_id}) filter (where ${done}))::int`,
      max_grade_value: sql<number | null>`max(${ascents.grade_value}) filter (where ${done})`,
      last_released_at: sql<string>`max(${ascents.released_at})::text`,
    })
    .from(ascents)
    .innerJoin(crags, eq(crags.id, ascents.crag_id))
    .where(eq(ascents.user_id, userId))
    .groupBy(crags.id)
    .orderBy(crags.id);
}
