import type { CragRouteSummary, CragSummary } from '@climb/contracts';
import { consensusValue } from '@climb/contracts';
import { eq } from 'drizzle-orm';
import { countries, cragRoutes, cragSectors, crags, departments, towns } from '../../db/schema';
import type { Executor } from '../../db/transaction';

/**
 * The columns every crag list shows (search, around, departments, areas, figures): select them with
 * `selectCragSummaries(db)` and add conditions, order and paging; map rows with `toCragSummary`.
 */
export const cragSummaryColumns = {
  id: crags.id,
  name: crags.name,
  slug_name: crags.slug_name,
  latitude: crags.latitude,
  longitude: crags.longitude,
  climbing_types: crags.climbing_types,
  routes_count: crags.routes_count,
  grade_min_value: crags.grade_min_value,
  grade_max_value: crags.grade_max_value,
  town_name: towns.name,
  department_number: departments.number,
  country_code: countries.code,
};

export function selectCragSummaries(executor: Executor) {
  return executor
    .select(cragSummaryColumns)
    .from(crags)
    .leftJoin(towns, eq(towns.id, crags.town_id))
    .leftJoin(departments, eq(departments.id, crags.department_id))
    .leftJoin(countries, eq(countries.id, crags.country_id));
}

type CragSummaryRow = Awaited<ReturnType<typeof selectCragSummaries>>[number];

export function toCragSummary(row: CragSummaryRow, distanceKm?: number): CragSummary {
  return {
    id: row.id,
    name: row.name,
    slug_name: row.slug_name,
    latitude: row.latitude,
    longitude: row.longitude,
    climbing_types: row.climbing_types,
    routes_count: row.routes_count,
    grade_min_value: row.grade_min_value,
    grade_max_value: row.grade_max_value,
    town_name: row.town_name,
    department_number: row.department_number,
    country_code: row.country_code,
    ...(distanceKm === undefined ? {} : { distance_km: Math.round(distanceKm * 10) / 10 }),
  };
}

/** The columns of a route in lists (crag routes, sector routes, search, recent additions). */
export const cragRouteSummaryColumns = {
  id: cragRoutes.id,
  name: cragRoutes.name,
  slug_name: cragRoutes.slug_name,
  climbing_type: cragRoutes.climbing_type,
  height: cragRoutes.height,
  pitches_count: cragRoutes.pitches_count,
  grade_min_value: cragRoutes.grade_min_value,
  grade_max_value: cragRoutes.grade_max_value,
  grade_text: cragRoutes.grade_text,
  note: cragRoutes.note,
  note_count: cragRoutes.note_count,
  ascents_count: cragRoutes.ascents_count,
  crag_id: crags.id,
  crag_name: crags.name,
  crag_slug_name: crags.slug_name,
  sector_id: cragSectors.id,
  sector_name: cragSectors.name,
  sector_slug_name: cragSectors.slug_name,
};

export function selectCragRouteSummaries(executor: Executor) {
  return executor
    .select(cragRouteSummaryColumns)
    .from(cragRoutes)
    .innerJoin(crags, eq(crags.id, cragRoutes.crag_id))
    .leftJoin(cragSectors, eq(cragSectors.id, cragRoutes.crag_sector_id));
}

type CragRouteSummaryRow = Awaited<ReturnType<typeof selectCragRouteSummaries>>[number];

/**
 * A route in a list. Its quality note is stored as the raw mean of the votes and shows only from
 * `minVotes` votes (`ASCENT_CONSENSUS_MIN_VOTES`, `config.ascentConsensusMinVotes`).
 */
export function toCragRouteSummary(row: CragRouteSummaryRow, minVotes: number): CragRouteSummary {
  return {
    id: row.id,
    name: row.name,
    slug_name: row.slug_name,
    climbing_type: row.climbing_type,
    height: row.height,
    pitches_count: row.pitches_count,
    grade_min_value: row.grade_min_value,
    grade_max_value: row.grade_max_value,
    grade_text: row.grade_text,
    crag: { id: row.crag_id, name: row.crag_name, slug_name: row.crag_slug_name },
    crag_sector:
      row.sector_id === null || row.sector_name === null || row.sector_slug_name === null
        ? null
        : { id: row.sector_id, name: row.sector_name, slug_name: row.sector_slug_name },
    note: consensusValue(row.note, row.note_count, minVotes),
    ascents_count: row.ascents_count,
  };
}
