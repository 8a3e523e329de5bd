import { type CragFeatureCollection, markerIcon } from '@climb/contracts';
import type { CragMarkerRow } from './geo.repository';

/** Five decimals: about a metre, enough for a marker, and a smaller answer. */
function roundCoordinate(value: number): number {
  return Math.round(value * 100_000) / 100_000;
}

/** Crags as the map's GeoJSON: `[lng, lat]` points with what the marker and its popup show. */
export function toCragFeatureCollection(rows: readonly CragMarkerRow[]): CragFeatureCollection {
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
        routes_count: row.routes_count,
        grade_min_value: row.grade_min_value,
        grade_max_value: row.grade_max_value,
      },
    })),
  };
}
