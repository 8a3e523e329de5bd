import {
  type CragClusterFeature,
  type CragFeatureCollection,
  type CragViewportCollection,
  type MapBbox,
  markerIcon,
} from '@climb/contracts';
import type { CragMarkerRow, GridCellRow } from './geo.repository';

/** Five decimals: about a metre, enough for a marker, and a smaller answer. */
function roundCoordinate(value: number): number {
  return Math.round(value * 100_000) / 100_000;
}

type CragFeature = CragFeatureCollection['features'][number];

/** A crag as the map's GeoJSON: a `[lng, lat]` point with what the marker and its popup show. */
export function toCragFeature(row: CragMarkerRow): CragFeature {
  return {
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
  };
}

/** The crags of a cell as one bubble at their centroid. */
export function toClusterFeature(cell: GridCellRow): CragClusterFeature {
  return {
    type: 'Feature',
    geometry: {
      type: 'Point',
      coordinates: [roundCoordinate(cell.longitude_sum / cell.count), roundCoordinate(cell.latitude_sum / cell.count)],
    },
    properties: { cluster: true, count: cell.count },
  };
}

export interface ViewportAnswer {
  bbox: MapBbox;
  zoom: number;
  partial: boolean;
  clusters: readonly GridCellRow[];
  crags: readonly CragMarkerRow[];
}

/** A viewport's answer: its clusters (fullest first), then its crags (biggest first). */
export function toViewportCollection(answer: ViewportAnswer): CragViewportCollection {
  return {
    type: 'FeatureCollection',
    bbox: [...answer.bbox],
    zoom: answer.zoom,
    partial: answer.partial,
    features: [...answer.clusters.map(toClusterFeature), ...answer.crags.map(toCragFeature)],
  };
}
