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

/*
 * How a map viewport is answered, for any kind of record on a map grid (crags, gyms): the records one by
 * one, or one cluster per grid cell when the box holds too many.
 */

/** One cell of a map grid: its records counted, their coordinates and ids summed. */
export interface GridCell {
  x: number;
  y: number;
  count: number;
  latitude_sum: number;
  longitude_sum: number;
  /** The record's id when the cell holds one record. */
  id_sum: number;
}

/** Up to this zoom a map shows a country or more: records lie far apart, so a box may list up to the limit. */
const WIDE_ZOOM_MAX = 8;

/** Closer in, a box holding more records than this is answered with clusters: that many markers already fill a map. */
const CLOSE_LIST_MAX = 200;

/**
 * The most records a box is answered with one by one at a zoom (more are clustered, up to zoom 12):
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
  /** Whether too many records may be answered with clusters (up to zoom 12). */
  clusters: boolean;
  /** The most records answered one by one when clusters may be made (`listLimit`). */
  listLimit: number;
  /**
   * Where records are listed: the snapped box when the map gave its zoom (neighbouring views share
   * the answer), the box as asked otherwise (a client without zoom gets exactly its box).
   */
  recordsBox: MapBbox;
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
    recordsBox: query.zoom === undefined ? asked : window.bbox,
  };
}

/** How many records the cells hold. */
export function recordsIn(cells: readonly GridCell[]): number {
  return cells.reduce((sum, cell) => sum + cell.count, 0);
}

export interface ClusterPick<Cell extends GridCell> {
  /** The cells of several records drawn as bubbles, fullest first. */
  clusters: Cell[];
  /** The records alone in their cell, drawn as themselves. */
  loneIds: number[];
  /** Whether cells were left out to stay within the limit. */
  partial: boolean;
}

/**
 * At most `limit` cells, the fullest first (row then column among equals, so the same cells always
 * give the same answer): a cell of several records is a cluster, a cell of one record is that record.
 */
export function pickClusters<Cell extends GridCell>(cells: readonly Cell[], limit: number): ClusterPick<Cell> {
  const ordered = [...cells].sort((a, b) => b.count - a.count || a.y - b.y || a.x - b.x);
  const kept = ordered.slice(0, limit);
  return {
    clusters: kept.filter((cell) => cell.count > 1),
    loneIds: kept.filter((cell) => cell.count === 1).map((cell) => cell.id_sum),
    partial: ordered.length > limit,
  };
}
