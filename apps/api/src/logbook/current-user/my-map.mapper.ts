import { type AscendedCragsFeatureCollection, markerIcon } from '@climb/contracts';
import type { AscendedCragRow } from './my-map.repository';

/** Five decimals: about a metre, as the crag map rounds them. */
function roundCoordinate(value: number): number {
  return Math.round(value * 100_000) / 100_000;
}

/**
 * My crags as GeoJSON `[lng, lat]` points. Minimalistic (the default): what a marker needs, its icon
 * from what I climbed there; otherwise my figures at each crag too.
 */
export function toAscendedCragsFeatureCollection(
  rows: readonly AscendedCragRow[],
  minimalistic: boolean,
): AscendedCragsFeatureCollection {
  return {
    type: 'FeatureCollection',
    features: rows.map((row) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [roundCoordinate(row.longitude), roundCoordinate(row.latitude)] },
      properties: {
        id: row.id,
        name: row.name,
        slug_name: row.slug_name,
        icon: markerIcon(row.climbing_types),
        ...(minimalistic
          ? {}
          : {
              ascents_count: row.ascents_count,
              routes_count: row.routes_count,
              max_grade_value: row.max_grade_value,
              last_released_at: row.last_released_at,
            }),
      },
    })),
  };
}
