import {
  answerZoom,
  GEO_JSON_MAX_FEATURES,
  type GridWindow,
  gridLevel,
  gridWindow,
  MAP_CLUSTER_MAX_ZOOM,
  type MapBbox,
  WORLD_BBOX,
} from '@climb/contracts';
import type { GridCellRow } from './geo.repository';

/** Up to this zoom a map shows a country or more: crags lie far apart, so a box may list up to the limit. */
const WIDE_ZOOM_MAX = 8;

/** Closer in, a box holding more crags than this is answered with clusters: that many markers already fill a map. */
const CLOSE_LIST_MAX = 200;

/**
 * The most crags a box is answered with one by one at a zoom (more are clustered, up to zoom 12):
 * `GEO_JSON_MAX_FEATURES` for a country or more, 200 for a region or less.
 */
export function listLimit(zoom: number): number {
  return zoom <= WIDE_ZOOM_MAX ? GEO_JSON_MAX_FEATURES : CLOSE_LIST_MAX;
}

/** How a viewport is answered (`GET crags/geo_json.json`). */
export interface ViewportPlan {
  /** The zoom the answer is made for: the map's (bounded by the box's size) or the box's own. */
  zoom: number;
  /** The grid cells of the box at that zoom, and the box snapped to them. */
  window: GridWindow;
  /** Whether too many crags may be answered with clusters (up to zoom 12). */
  clusters: boolean;
  /** The most crags answered one by one when clusters may be made (`listLimit`). */
  listLimit: number;
  /**
   * Where crags are listed: the snapped box when the map gave its zoom (neighbouring views share
   * the answer), the box as asked otherwise (a client without zoom gets exactly its box).
   */
  cragsBox: MapBbox;
}

export function planViewport(query: { bbox?: MapBbox | undefined; zoom?: number | undefined }): ViewportPlan {
  const asked = query.bbox ?? WORLD_BBOX;
  const zoom = answerZoom(asked, query.zoom);
  const window = gridWindow(asked, gridLevel(zoom));
  return {
    zoom,
    window,
    clusters: zoom <= MAP_CLUSTER_MAX_ZOOM,
    listLimit: listLimit(zoom),
    cragsBox: query.zoom === undefined ? asked : window.bbox,
  };
}

/** How many crags the cells hold. */
export function cragsIn(cells: readonly GridCellRow[]): number {
  return cells.reduce((sum, cell) => sum + cell.crags_count, 0);
}

export interface ClusterPick {
  /** The cells of several crags drawn as bubbles, fullest first. */
  clusters: GridCellRow[];
  /** The crags alone in their cell, drawn as crags. */
  loneCragIds: number[];
  /** Whether cells were left out to stay within the limit. */
  partial: boolean;
}

/**
 * At most `limit` cells, the fullest first (row then column among equals, so the same cells always
 * give the same answer): a cell of several crags is a cluster, a cell of one crag is that crag.
 */
export function pickClusters(cells: readonly GridCellRow[], limit: number): ClusterPick {
  const ordered = [...cells].sort((a, b) => b.crags_count - a.crags_count || a.y - b.y || a.x - b.x);
  const kept = ordered.slice(0, limit);
  return {
    clusters: kept.filter((cell) => cell.crags_count > 1),
    loneCragIds: kept.filter((cell) => cell.crags_count === 1).map((cell) => cell.id_sum),
    partial: ordered.length > limit,
  };
}
