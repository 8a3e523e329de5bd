/**
 * The grid of the crags map (`GET crags/geo_json.json`): Web Mercator cells, the same on the server
 * (clusters, snapped boxes, the `crag_grid_cells` table and its SQL functions `crag_grid_x` /
 * `crag_grid_y`) and in the web map (the boxes it asks for, where a bubble zooms to).
 *
 * At grid level `L` the world is `2^L × 2^L` cells, column 0 at the antimeridian, row 0 at the
 * north. A map at zoom `z` clusters on level `z + 1`: cells of half a 256-pixel tile, 128 px on
 * screen.
 */

/** `[west, south, east, north]`, degrees; west > east crosses the antimeridian. */
export type MapBbox = readonly [west: number, south: number, east: number, north: number];

/** Web Mercator stops here: crags nearer the poles count in the first or last row. */
export const MERCATOR_MAX_LATITUDE = 85.0511287798066;

/** The highest zoom the map endpoint takes (`zoom=`). */
export const MAP_MAX_ZOOM = 22;

/** Zooms up to this one are answered with clusters when a box holds too many crags; above, crags only. */
export const MAP_CLUSTER_MAX_ZOOM = 12;

/** The levels kept in `crag_grid_cells`: those of zooms 0 … `MAP_CLUSTER_MAX_ZOOM`. */
export const MAP_GRID_LEVELS = { min: 1, max: MAP_CLUSTER_MAX_ZOOM + 1 } as const;

/** Boxes snap to cells no finer than this level (about 600 m), whatever the zoom. */
const MAX_SNAP_LEVEL = 16;

/** A box without a zoom is taken as a map about this many 256-px tiles wide (1,024 px). */
const VIEW_TILES = 4;

/** A zoom never asks for more detail than a map this many tiles wider than `VIEW_TILES` would. */
const ZOOM_ABOVE_BOX = 2;

/** Edges within this share of a cell of a grid line are on it: a box written with 7 decimals snaps again to itself. */
const EDGE_TOLERANCE = 1e-3;

export const WORLD_BBOX: MapBbox = [-180, -90, 180, 90];

const RADIANS = Math.PI / 180;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Columns (and rows) of the grid at a level. */
export function gridSize(level: number): number {
  return 2 ** level;
}

/** The cell level a zoom clusters and snaps on. */
export function gridLevel(zoom: number): number {
  return Math.min(zoom + 1, MAX_SNAP_LEVEL);
}

/** Where a longitude lies on the grid, in cells from the antimeridian (fractional). SQL: `crag_grid_x`. */
export function gridX(longitude: number, level: number): number {
  return ((longitude + 180) / 360) * gridSize(level);
}

/** Where a latitude lies on the grid, in cells from the north (fractional, Web Mercator). SQL: `crag_grid_y`. */
export function gridY(latitude: number, level: number): number {
  const clamped = clamp(latitude, -MERCATOR_MAX_LATITUDE, MERCATOR_MAX_LATITUDE);
  return ((1 - Math.asinh(Math.tan(clamped * RADIANS)) / Math.PI) / 2) * gridSize(level);
}

/** The cell `[x, y]` holding a point: what `crag_grid_x` and `crag_grid_y` store for a crag. */
export function cellOf(longitude: number, latitude: number, level: number): [x: number, y: number] {
  const last = gridSize(level) - 1;
  return [clamp(Math.floor(gridX(longitude, level)), 0, last), clamp(Math.floor(gridY(latitude, level)), 0, last)];
}

/** The longitude of a column's west edge. */
export function columnLongitude(x: number, level: number): number {
  return (x / gridSize(level)) * 360 - 180;
}

/** The latitude of a row's north edge; the first row reaches the North Pole, the row past the last the South Pole. */
export function rowLatitude(y: number, level: number): number {
  if (y <= 0) return 90;
  if (y >= gridSize(level)) return -90;
  return Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / gridSize(level)))) / RADIANS;
}

/** The bounds of one cell, `[west, south, east, north]`. */
export function cellBbox(x: number, y: number, level: number): MapBbox {
  return [columnLongitude(x, level), rowLatitude(y + 1, level), columnLongitude(x + 1, level), rowLatitude(y, level)];
}

/** Width and height of a box as shares of the world map (Web Mercator: 1 is the whole map). */
function mapExtent([west, south, east, north]: MapBbox): number {
  const width = (west <= east ? east - west : east - west + 360) / 360;
  const height = gridY(south, 0) - gridY(north, 0);
  return Math.max(width, height, gridSize(-MAP_MAX_ZOOM));
}

/** The zoom a map about 1,024 px wide shows a box at: what a box without `zoom=` is answered at. */
export function boxZoom(bbox: MapBbox): number {
  return clamp(Math.floor(Math.log2(VIEW_TILES / mapExtent(bbox))), 0, MAP_MAX_ZOOM);
}

/**
 * The zoom a box is answered at: the map's own zoom when given, never more than two levels above
 * what the box's size calls for (so a world box at zoom 20 reads a bounded number of cells), else
 * the box's zoom.
 */
export function answerZoom(bbox: MapBbox, zoom?: number): number {
  const fitting = boxZoom(bbox);
  return zoom === undefined ? fitting : Math.min(zoom, fitting + ZOOM_ABOVE_BOX);
}

/** The cells of a box at a level, and the box they cover. */
export interface GridWindow {
  level: number;
  /** Rows, north to south, inclusive. */
  rows: [first: number, last: number];
  /** Column ranges, inclusive: two when the box crosses the antimeridian. */
  columns: [first: number, last: number][];
  /** The box snapped outwards to whole cells. */
  bbox: MapBbox;
}

/** Rounds a snapped edge for the wire: 7 decimals (about a centimetre) snap again to the same cells. */
export function roundEdge(value: number): number {
  return Math.round(value * 1e7) / 1e7;
}

/**
 * The whole cells a box touches at a level, and the box snapped outwards to them: two boxes whose
 * edges lie in the same cells snap to the same box (neighbouring views share an answer and its
 * cache entry). Edges already on a grid line, to `EDGE_TOLERANCE`, stay there.
 */
export function gridWindow([west, south, east, north]: MapBbox, level: number): GridWindow {
  const last = gridSize(level) - 1;
  const first = (position: number) => Math.floor(position + EDGE_TOLERANCE);
  const final = (position: number) => Math.ceil(position - EDGE_TOLERANCE) - 1;

  const top = clamp(first(gridY(north, level)), 0, last);
  const bottom = Math.max(top, clamp(final(gridY(south, level)), 0, last));

  const westColumn = first(gridX(west, level));
  const eastColumn = final(gridX(east, level));
  let columns: [number, number][];
  if (west <= east) {
    const from = clamp(westColumn, 0, last);
    columns = [[from, Math.max(from, clamp(eastColumn, 0, last))]];
  } else {
    // Across the antimeridian: the west part up to 180°, the east part from -180°, either maybe
    // empty (an edge on the antimeridian itself), the whole world when they meet.
    const westPart = westColumn <= last;
    const eastPart = eastColumn >= 0;
    if (westPart && eastPart && eastColumn + 1 >= westColumn) columns = [[0, last]];
    else if (westPart && eastPart)
      columns = [
        [westColumn, last],
        [0, eastColumn],
      ];
    else if (westPart) columns = [[Math.max(0, westColumn), last]];
    else if (eastPart) columns = [[0, Math.min(last, eastColumn)]];
    else columns = [[last, last]];
  }

  const firstColumn = (columns[0] as [number, number])[0];
  const lastColumn = (columns[columns.length - 1] as [number, number])[1];
  const bbox: MapBbox = [
    roundEdge(columnLongitude(firstColumn, level)),
    roundEdge(rowLatitude(bottom + 1, level)),
    roundEdge(columnLongitude(lastColumn + 1, level)),
    roundEdge(rowLatitude(top, level)),
  ];
  return { level, rows: [top, bottom], columns, bbox };
}

/** How many cells a window holds. */
export function windowCells(window: GridWindow): number {
  const rows = window.rows[1] - window.rows[0] + 1;
  return rows * window.columns.reduce((sum, [from, to]) => sum + to - from + 1, 0);
}

/**
 * The box the web map asks for at a zoom: its view snapped to the zoom's cells, written as the
 * `bbox=` parameter (the same string for every view inside the same cells).
 */
export function snappedBboxParam(bbox: MapBbox, zoom: number): string {
  return gridWindow(bbox, gridLevel(zoom)).bbox.join(',');
}

/** The cell a bubble of the map at `zoom` stands for: where clicking it zooms to. */
export function clusterCellBbox(longitude: number, latitude: number, zoom: number): MapBbox {
  const level = gridLevel(zoom);
  const [x, y] = cellOf(longitude, latitude, level);
  return cellBbox(x, y, level);
}
