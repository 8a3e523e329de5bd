import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { ascents, cragRoutes, cragSectors, crags } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import type { ExportedAscent } from './cordee-format';

/**
 * The climber's ascents matching `where`, oldest first (as they were logged: an import of the file
 * writes them in that order again), with what the CSV shows beside the snapshot
 * columns: the crag's and sector's names as they are now, and the partners' names.
 */
export async function findExportedAscents(executor: Executor, where: SQL): Promise<ExportedAscent[]> {
  const rows = await executor
    .select({
      id: ascents.id,
      released_at: ascents.released_at,
      crag_route_id: ascents.crag_route_id,
      route_name: ascents.route_name,
      crag_id: ascents.crag_id,
      crag_name: crags.name,
      sector_name: cragSectors.name,
      climbing_type: ascents.climbing_type,
      grade_text: ascents.grade_text,
      grade_value: ascents.grade_value,
      height: ascents.height,
      ascent_status: ascents.ascent_status,
      roping_status: ascents.roping_status,
      sections: ascents.sections,
      attempt: ascents.attempt,
      note: ascents.note,
      hardness_status: ascents.hardness_status,
      comment: ascents.comment,
      private_comment: ascents.private_comment,
      partners: sql<string[]>`array(
        select concat_ws(' ', u.first_name, u.last_name)
        from ascent_partners p join users u on u.id = p.user_id
        where p.ascent_id = ${ascents.id}
        order by u.last_name, u.first_name
      )`,
    })
    .from(ascents)
    .leftJoin(crags, eq(crags.id, ascents.crag_id))
    .leftJoin(cragRoutes, eq(cragRoutes.id, ascents.crag_route_id))
    .leftJoin(cragSectors, eq(cragSectors.id, cragRoutes.crag_sector_id))
    .where(where)
    .orderBy(asc(ascents.released_at), asc(ascents.id));
  // An outdoor ascent (the only kind `where` lets through) always has its route's name.
  return rows.map((row) => ({
    ...row,
    route_name: row.route_name ?? '',
    partners: row.partners ?? [],
    sections: row.sections ?? [],
  }));
}
