import type { ClimbingType, CragRouteSummary, CragSummary } from '@climb/contracts';
import { consensusValue } from '@climb/contracts';
import { eq } from 'drizzle-orm';
import { countries, cragRoutes, cragSectors, crags, departments, towns } from '../../db/schema';
import type { Executor } from '../wiki/version-recorder';

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

type CragSummaryRow = {
  [Key in keyof typeof cragSummaryColumns]: (typeof cragSummaryColumns)[Key]['_']['data'] | null;
};

export function toCragSummary(row: CragSummaryRow, distanceKm?: number): CragSummary {
  return {
    id: row.id as number,
    name: row.name as string,
    slug_name: row.slug_name as string,
    latitude: row.latitude as number,
    longitude: row.longitude as number,
    climbing_types: (row.climbing_types ?? []) as ClimbingType[],
    routes_count: row.routes_count ?? 0,
    grade_min_value: row.grade_min_value ?? null,
    grade_max_value: row.grade_max_value ?? null,
    town_name: row.town_name ?? null,
    department_number: row.department_number ?? null,
    country_code: row.country_code ?? null,
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

type CragRouteSummaryRow = {
  [Key in keyof typeof cragRouteSummaryColumns]: (typeof cragRouteSummaryColumns)[Key]['_']['data'] | null;
};

/**
 * A route in a list. Its quality note is stored as the raw mean of the votes and shows only from
 * `minVotes` votes (`ASCENT_CONSENSUS_MIN_VOTES`, `config.ascentConsensusMinVotes`).
 */
export function toCragRouteSummary(row: CragRouteSummaryRow, minVotes: number): CragRouteSummary {
  return {
    id: row.id as number,
    name: row.name as string,
    slug_name: row.slug_name as string,
    climbing_type: row.climbing_type as ClimbingType,
    height: row.height ?? null,
    pitches_count: row.pitches_count ?? 1,
    grade_min_value: row.grade_min_value ?? null,
    grade_max_value: row.grade_max_value ?? null,
    grade_text: row.grade_text ?? null,
    crag: { id: row.crag_id as number, name: row.crag_name as string, slug_name: row.crag_slug_name as string },
    crag_sector:
      row.sector_id === null || row.sector_id === undefined
        ? null
        : { id: row.sector_id, name: row.sector_name as string, slug_name: row.sector_slug_name as string },
    note: consensusValue(row.note ?? null, row.note_count ?? 0, minVotes),
    ascents_count: row.ascents_count ?? 0,
  };
}
