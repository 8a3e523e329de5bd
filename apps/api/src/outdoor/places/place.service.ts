import type { Department, OutdoorFigures, PageQuery, TownAround } from '@climb/contracts';
import { TOWN_AROUND } from '@climb/contracts';
import type { AppContext } from '../../app-context';
import { NotFound } from '../../lib/errors';
import { toCragRouteSummary, toCragSummary } from '../crags/crag-summary';
import { cragOrders, findCragSummaryPage } from '../geo/geo.repository';
import { type CragPage, listCragsAround } from '../geo/geo.service';
import { byDepartmentNumber, groupClimbingTypeCounts, toDepartment } from './place.mapper';
import {
  countCatalogue,
  countClimbingTypesByDepartment,
  findDepartmentFigures,
  findDepartmentId,
  findRecentCragRoutes,
  findRecentCrags,
  findTownBySlug,
  inDepartment,
} from './place.repository';
import { toTownSummary } from './town-summary';

type PlaceContext = Pick<AppContext, 'db' | 'config'>;

/** Most recent crags and routes on `/outdoor`. */
export const RECENT_ADDITIONS = 6;

/** `GET departments.json`: French departments with their figures, by number (with a crag unless `all`). */
export async function listDepartments(context: PlaceContext, { all }: { all: boolean }): Promise<Department[]> {
  const [rows, types] = await Promise.all([
    findDepartmentFigures(context.db, { all }),
    countClimbingTypesByDepartment(context.db),
  ]);
  const climbingTypes = groupClimbingTypeCounts(types);
  return rows.map((row) => toDepartment(row, climbingTypes)).sort(byDepartmentNumber);
}

/** `GET departments/{number}.json` (404 for an unknown number). */
export async function getDepartment(context: PlaceContext, number: string): Promise<Department> {
  const [row] = await findDepartmentFigures(context.db, { number, all: true });
  if (!row) throw new NotFound('No such department');
  const types = await countClimbingTypesByDepartment(context.db, row.id);
  return toDepartment(row, groupClimbingTypeCounts(types));
}

/** `GET departments/{number}/crags.json`: its crags by name. */
export async function listDepartmentCrags(context: PlaceContext, number: string, query: PageQuery): Promise<CragPage> {
  const departmentId = await findDepartmentId(context.db, number);
  if (departmentId === null) throw new NotFound('No such department');
  const { rows, total } = await findCragSummaryPage(context.db, [inDepartment(departmentId)], cragOrders.byName(), {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return { crags: rows.map((row) => toCragSummary(row)), total };
}

/** `GET towns/{slug}.json`: the town and its nearest crags within `distance` km (404 for an unknown town). */
export async function cragsAroundTown(context: PlaceContext, slug: string, distance: number): Promise<TownAround> {
  const town = await findTownBySlug(context.db, slug);
  if (!town) throw new NotFound('No such town');
  const { crags } = await listCragsAround(
    context,
    { latitude: town.latitude, longitude: town.longitude, distance },
    { limit: TOWN_AROUND.maxCrags, offset: 0 },
  );
  return { town: toTownSummary(town), distance, crags };
}

/** `GET outdoor/figures.json`: the counts and recent additions of `/outdoor`. */
export async function catalogueFigures(context: PlaceContext): Promise<OutdoorFigures> {
  const [counts, recentCrags, recentRoutes] = await Promise.all([
    countCatalogue(context.db),
    findRecentCrags(context.db, RECENT_ADDITIONS),
    findRecentCragRoutes(context.db, RECENT_ADDITIONS),
  ]);
  return {
    ...counts,
    recent_crags: recentCrags.map((row) => toCragSummary(row)),
    recent_crag_routes: recentRoutes.map((row) => toCragRouteSummary(row, context.config.ascentConsensusMinVotes)),
  };
}
