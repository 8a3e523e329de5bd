import {
  type aroundQuery,
  type CragSummary,
  type cragListQuery,
  distanceMetres,
  GEO_JSON_MAX_FEATURES,
  type geoJsonQuery,
} from '@climb/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { toCragSummary } from '../crags/crag-summary';
import { bboxCondition } from './bbox';
import { checkCragFilters, cragFilterConditions } from './crag-filters';
import { withinCircle } from './earth-distance';
import { strongEtag } from './etag';
import { toCragFeatureCollection } from './geo.mapper';
import { cragOrders, findCragMarkers, findCragSummaryPage } from './geo.repository';

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
    withinCircle({ latitude, longitude, metres: query.distance * 1_000 }),
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

/** `GET crags/geo_json.json`: the markers of a viewport (or of the world), serialized with their ETag. */
export async function cragGeoJson(context: GeoContext, query: GeoJsonQuery): Promise<CachedBody> {
  checkCragFilters(query);
  const conditions = cragFilterConditions(query);
  if (query.bbox) conditions.unshift(bboxCondition(query.bbox));
  const rows = await findCragMarkers(context.db, conditions, GEO_JSON_MAX_FEATURES);
  const body = JSON.stringify(toCragFeatureCollection(rows));
  return { body, etag: strongEtag(body) };
}
