import {
  GEO_JSON_MAX_FEATURES,
  type GymAroundQuery,
  type GymFeature,
  type GymGeoJsonQuery,
  type GymSummary,
  type GymViewportCollection,
  type MapBbox,
} from '@climb/contracts';
import { bboxCondition } from '../../lib/bbox';
import { strongEtag } from '../../lib/etag';
import { pickClusters, planViewport, recordsIn } from '../../lib/viewport';
import { toGymSummary } from '../gyms/gym.mapper';
import { gymFilter } from '../gyms/gym.repository';
import { fileUrls, type IndoorContext } from '../shared/indoor-change';
import {
  aggregateGymCells,
  countGymsAround,
  findGymMarkers,
  findGymMarkersByIds,
  findGymsAround,
  type GymMarkerRow,
  gymPosition,
} from './gym-geo.repository';

/** `GET gyms/around.json`: gyms within `distance` km, nearest first, each with its distance. */
export async function gymsAround(
  context: IndoorContext,
  query: GymAroundQuery,
): Promise<{ items: GymSummary[]; total: number }> {
  const circle = { latitude: query.latitude, longitude: query.longitude, metres: query.distance * 1000 };
  const window = { limit: query.per_page, offset: (query.page - 1) * query.per_page };
  const [rows, total] = await Promise.all([
    findGymsAround(context.db, circle, query.climbing_types, window),
    countGymsAround(context.db, circle, query.climbing_types),
  ]);
  const url = fileUrls(context);
  return {
    items: rows.map(({ metres, ...row }) => ({
      ...toGymSummary(row, url),
      distance_km: Math.round(metres / 100) / 10,
    })),
    total,
  };
}

/** Five decimals: about a metre, enough for a marker. */
const roundCoordinate = (value: number) => Math.round(value * 1e5) / 1e5;

function toGymFeature(row: GymMarkerRow): GymFeature {
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [roundCoordinate(row.longitude), roundCoordinate(row.latitude)] },
    properties: {
      id: row.id,
      name: row.name,
      slug_name: row.slug_name,
      city: row.city,
      climbing_types: row.climbing_types,
    },
  };
}

/**
 * `GET gyms/geo_json.json`: what the gyms map draws in a viewport (or the world), serialized with its ETag, like
 * the crags map: up to zoom 12 a box holding more gyms than it lists is answered with one cluster per grid cell,
 * else with its gyms; never more than `GEO_JSON_MAX_FEATURES` features.
 */
export async function gymGeoJson(
  context: IndoorContext,
  query: GymGeoJsonQuery,
): Promise<{ body: string; etag: string }> {
  const plan = planViewport(query as { bbox?: MapBbox; zoom?: number });
  const filters = [gymFilter({ climbingTypes: query.climbing_types })];
  const limit = GEO_JSON_MAX_FEATURES;
  let answer: GymViewportCollection | null = null;
  if (plan.clusters) {
    const cells = await aggregateGymCells(context.db, plan.window, filters);
    if (recordsIn(cells) > plan.listLimit) {
      const { clusters, loneIds, partial } = pickClusters(cells, limit);
      const lone = await findGymMarkersByIds(context.db, loneIds);
      answer = {
        type: 'FeatureCollection',
        bbox: [...plan.window.bbox],
        zoom: plan.zoom,
        partial,
        features: [
          ...clusters.map((cell) => ({
            type: 'Feature' as const,
            geometry: {
              type: 'Point' as const,
              coordinates: [
                roundCoordinate(cell.longitude_sum / cell.count),
                roundCoordinate(cell.latitude_sum / cell.count),
              ] as [number, number],
            },
            properties: { cluster: true as const, count: cell.count },
          })),
          ...lone.map(toGymFeature),
        ],
      };
    }
  }
  if (!answer) {
    const rows = await findGymMarkers(context.db, [bboxCondition(gymPosition, plan.recordsBox), ...filters], limit + 1);
    answer = {
      type: 'FeatureCollection',
      bbox: [...plan.recordsBox],
      zoom: plan.zoom,
      partial: rows.length > limit,
      features: rows.slice(0, limit).map(toGymFeature),
    };
  }
  const body = JSON.stringify(answer);
  return { body, etag: strongEtag(body) };
}
