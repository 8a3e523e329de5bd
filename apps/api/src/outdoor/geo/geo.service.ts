import {
  type aroundQuery,
  type CragSummary,
  type cragListQuery,
  distanceMetres,
  GEO_JSON_MAX_FEATURES,
  type geoJsonQuery,
} from '@climb/contracts';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { bboxCondition } from '../../lib/bbox';
import { withinCircle } from '../../lib/earth-distance';
import { strongEtag } from '../../lib/etag';
import { pickClusters, planViewport, recordsIn, type ViewportPlan } from '../../lib/viewport';
import { toCragSummary } from '../crags/crag-summary';
import { checkCragFilters, cragFilterConditions } from './crag-filters';
import { cragPosition } from './crag-position';
import { toViewportCollection, type ViewportAnswer } from './geo.mapper';
import {
  aggregateGridCells,
  cragOrders,
  findCragMarkers,
  findCragMarkersByIds,
  findCragSummariesByIds,
  findCragSummaryPage,
  findGridCells,
} from './geo.repository';

type GeoContext = Pick<AppContext, 'db'>;
type CragListQuery = z.infer<typeof cragListQuery>;
type AroundQuery = z.infer<typeof aroundQuery>;
type GeoJsonQuery = z.infer<typeof geoJsonQuery>;

export interface CragPage {
  crags: CragSummary[];
  total: number;
}

const windowOf = (query: { page: number; per_page: number }) => ({
  limit: query.per_page,
  offset: (query.page - 1) * query.per_page,
});

/** `GET crags.json`: every crag matching the filters, newest first. */
export async function listCrags(context: GeoContext, query: CragListQuery): Promise<CragPage> {
  checkCragFilters(query);
  const { rows, total } = await findCragSummaryPage(
    context.db,
    cragFilterConditions(query),
    cragOrders.newestFirst(),
    windowOf(query),
  );
  return { crags: rows.map((row) => toCragSummary(row)), total };
}

/** The list items of the given crags, those that exist, in any order: for other domains' lists (favourites). */
export async function cragSummariesByIds(context: GeoContext, ids: readonly number[]): Promise<CragSummary[]> {
  const rows = await findCragSummariesByIds(context.db, ids);
  return rows.map((row) => toCragSummary(row));
}

/**
 * Crags within `distance` km of a point matching the filters, nearest first, each with its
 * distance (`distanceMetres`, the same great circle the database filtered on).
 */
export async function listCragsAround(
  context: GeoContext,
  query: Omit<AroundQuery, 'page' | 'per_page'>,
  window: { limit: number; offset: number },
): Promise<CragPage> {
  checkCragFilters(query);
  const { latitude, longitude } = query;
  const conditions = [
    withinCircle(cragPosition, { latitude, longitude, metres: query.distance * 1_000 }),
    ...cragFilterConditions(query),
  ];
  const { rows, total } = await findCragSummaryPage(context.db, conditions, cragOrders.nearestTo(query), window);
  return {
    crags: rows.map((row) =>
      toCragSummary(row, distanceMetres(latitude, longitude, row.latitude, row.longitude) / 1_000),
    ),
    total,
  };
}

/** `GET crags/around.json`. */
export function cragsAround(context: GeoContext, query: AroundQuery): Promise<CragPage> {
  return listCragsAround(context, query, windowOf(query));
}

export interface CachedBody {
  /** The JSON, serialized once: the tag is computed from these bytes. */
  body: string;
  etag: string;
}

/**
 * `GET crags/geo_json.json`: what the map draws in a viewport (or the world), serialized with its
 * ETag. Up to zoom 12 the box's grid cells are read first (`crag_grid_cells`, kept by triggers; or
 * counted on the fly over the filtered crags): a box holding more crags than `listLimit(zoom)` is
 * answered with one cluster per cell, else with its crags. Never more than `GEO_JSON_MAX_FEATURES`
 * features.
 */
export async function cragGeoJson(context: GeoContext, query: GeoJsonQuery): Promise<CachedBody> {
  checkCragFilters(query);
  const plan = planViewport(query);
  const answer = await answerViewport(context.db, plan, cragFilterConditions(query));
  const body = JSON.stringify(toViewportCollection(answer));
  return { body, etag: strongEtag(body) };
}

async function answerViewport(db: Database, plan: ViewportPlan, filters: SQL[]): Promise<ViewportAnswer> {
  const limit = GEO_JSON_MAX_FEATURES;
  const { zoom } = plan;
  if (plan.clusters) {
    const cells =
      filters.length === 0 ? await findGridCells(db, plan.window) : await aggregateGridCells(db, plan.window, filters);
    if (recordsIn(cells) > plan.listLimit) {
      const { clusters, loneIds, partial } = pickClusters(cells, limit);
      const crags = await findCragMarkersByIds(db, loneIds);
      return { bbox: plan.window.bbox, zoom, partial, clusters, crags };
    }
  }
  // One more than the limit tells whether the box holds more (only above zoom 12, or at a lower
  // zoom when a crag arrived between the two reads).
  const rows = await findCragMarkers(db, [bboxCondition(cragPosition, plan.recordsBox), ...filters], limit + 1);
  return { bbox: plan.recordsBox, zoom, partial: rows.length > limit, clusters: [], crags: rows.slice(0, limit) };
}
