import { describe, expect, it } from 'vitest';
import {
  answerZoom,
  boxZoom,
  cellBbox,
  cellOf,
  clusterCellBbox,
  columnLongitude,
  gridLevel,
  gridWindow,
  gridX,
  gridY,
  MAP_CLUSTER_MAX_ZOOM,
  MAP_GRID_LEVELS,
  MAP_MAX_ZOOM,
  type MapBbox,
  MERCATOR_MAX_LATITUDE,
  rowLatitude,
  snappedBboxParam,
  WORLD_BBOX,
  windowCells,
} from './map-grid';

describe('the map grid', () => {
  it('puts column 0 at the antimeridian and row 0 at the north, in Web Mercator', () => {
    expect(gridX(-180, 3)).toBe(0);
    expect(gridX(0, 3)).toBe(4);
    expect(gridX(180, 3)).toBe(8);
    expect(gridY(0, 3)).toBeCloseTo(4, 12);
    expect(gridY(MERCATOR_MAX_LATITUDE, 3)).toBeCloseTo(0, 9);
    expect(gridY(-MERCATOR_MAX_LATITUDE, 3)).toBeCloseTo(8, 9);
    // Beyond Mercator's limit a latitude counts in the first or last row.
    expect(cellOf(10, 89.9, 3)).toEqual([4, 0]);
    expect(cellOf(10, -89.9, 3)).toEqual([4, 7]);
    expect(cellOf(180, 0, 3)).toEqual([7, 4]);
  });

  it('finds the cell of a point, and the cell’s bounds hold the point', () => {
    // Fontainebleau at level 10 (zoom 9): a cell of 0.35° of longitude.
    const [x, y] = cellOf(2.6, 48.4, 10);
    // The OSM tile of zoom 9 is (259, 177): its four cells are (518–519, 354–355).
    expect([x, y]).toEqual([519, 354]);
    const [west, south, east, north] = cellBbox(x, y, 10);
    expect(west).toBeLessThanOrEqual(2.6);
    expect(east).toBeGreaterThan(2.6);
    expect(south).toBeLessThan(48.4);
    expect(north).toBeGreaterThanOrEqual(48.4);
    expect(east - west).toBeCloseTo(360 / 1024, 12);
  });

  it('turns rows back into latitudes, the outer edges at the poles', () => {
    for (const latitude of [-60, -12.5, 0, 33.3, 48.4, 70]) {
      const y = gridY(latitude, 12);
      expect(rowLatitude(y, 12)).toBeCloseTo(latitude, 9);
    }
    expect(rowLatitude(0, 5)).toBe(90);
    expect(rowLatitude(32, 5)).toBe(-90);
    expect(columnLongitude(16, 5)).toBe(0);
  });

  it('clusters on cells of half a tile, and snaps no finer than level 16', () => {
    expect(gridLevel(0)).toBe(1);
    expect(gridLevel(9)).toBe(10);
    expect(gridLevel(MAP_CLUSTER_MAX_ZOOM)).toBe(MAP_GRID_LEVELS.max);
    expect(gridLevel(MAP_MAX_ZOOM)).toBe(16);
    expect(MAP_GRID_LEVELS.min).toBe(gridLevel(0));
  });
});

describe('the zoom of a box', () => {
  it('is what a 1,024-px map shows: a region at 9, a town at 13, the world at 2', () => {
    // The benchmark's boxes: 2.5° and 0.1° wide, 2:3, around French towns.
    expect(boxZoom([3.58, 44.93, 6.08, 46.58])).toBe(9);
    expect(boxZoom([4.78, 45.73, 4.88, 45.796])).toBe(13);
    expect(boxZoom(WORLD_BBOX)).toBe(2);
    // A tall box counts by its height.
    expect(boxZoom([4.8, 40, 4.9, 50])).toBeLessThan(boxZoom([4.8, 45, 4.9, 45.066]));
  });

  it('measures a box across the antimeridian the short way', () => {
    expect(boxZoom([179, -41, -179, -39])).toBe(boxZoom([1, -41, 3, -39]));
  });

  it('takes the map’s zoom, at most two above what the box calls for', () => {
    const region: MapBbox = [3.58, 44.93, 6.08, 46.58];
    expect(answerZoom(region)).toBe(9);
    expect(answerZoom(region, 10)).toBe(10);
    expect(answerZoom(region, 4)).toBe(4);
    expect(answerZoom(region, 20)).toBe(11);
    expect(answerZoom(WORLD_BBOX, MAP_MAX_ZOOM)).toBe(4);
  });
});

describe('snapping a box to the grid', () => {
  it('grows the box to whole cells, and a snapped box snaps to itself', () => {
    const window = gridWindow([4.5, 44.9, 5.1, 45.3], 10);
    const [west, south, east, north] = window.bbox;
    expect(west).toBeLessThanOrEqual(4.5);
    expect(south).toBeLessThanOrEqual(44.9);
    expect(east).toBeGreaterThanOrEqual(5.1);
    expect(north).toBeGreaterThanOrEqual(45.3);
    expect(window.columns).toEqual([[cellOf(4.5, 0, 10)[0], cellOf(5.1, 0, 10)[0]]]);
    expect(window.rows).toEqual([cellOf(0, 45.3, 10)[1], cellOf(0, 44.9, 10)[1]]);
    const again = gridWindow(window.bbox, 10);
    expect(again).toEqual(window);
    // As written on the wire (7 decimals) and read back.
    const written = window.bbox.join(',').split(',').map(Number) as unknown as MapBbox;
    expect(gridWindow(written, 10)).toEqual(window);
  });

  it('gives neighbouring views inside the same cells one box', () => {
    const a = snappedBboxParam([4.51, 44.91, 5.09, 45.29], 9);
    const b = snappedBboxParam([4.55, 44.95, 5.05, 45.25], 9);
    expect(a).toBe(b);
    expect(snappedBboxParam([5.5, 44.91, 6.09, 45.29], 9)).not.toBe(a);
  });

  it('counts the cells of a window', () => {
    const window = gridWindow([4.5, 44.9, 5.1, 45.3], 10);
    const [[from, to]] = window.columns as [[number, number]];
    expect(windowCells(window)).toBe((to - from + 1) * (window.rows[1] - window.rows[0] + 1));
  });

  it('splits a box across the antimeridian in two column ranges', () => {
    const window = gridWindow([170, -50, -170, -30], 5);
    expect(window.columns).toEqual([
      [31, 31],
      [0, 0],
    ]);
    expect(window.bbox[0]).toBeCloseTo(168.75, 9);
    expect(window.bbox[2]).toBeCloseTo(-168.75, 9);
    expect(windowCells(window)).toBe(2 * (window.rows[1] - window.rows[0] + 1));
  });

  it('takes the whole world when the two sides meet, and one side when the other is empty', () => {
    expect(gridWindow([10, -10, 5, 10], 1).columns).toEqual([[0, 1]]);
    expect(gridWindow([10, -10, 5, 10], 1).bbox[0]).toBe(-180);
    expect(gridWindow([170, -10, -180, 10], 3).columns).toEqual([[7, 7]]);
    expect(gridWindow([180, -10, -170, 10], 3).columns).toEqual([[0, 0]]);
  });

  it('reaches the poles from the first and last rows', () => {
    const window = gridWindow(WORLD_BBOX, 3);
    expect(window.rows).toEqual([0, 7]);
    expect(window.columns).toEqual([[0, 7]]);
    expect(window.bbox).toEqual([-180, -90, 180, 90]);
  });

  it('keeps a zero-width box one cell wide', () => {
    const window = gridWindow([2.6, 48.4, 2.6, 48.4], 12);
    expect(windowCells(window)).toBe(1);
    expect(window.bbox).toEqual(cellBbox(...cellOf(2.6, 48.4, 12), 12).map((edge) => Math.round(edge * 1e7) / 1e7));
  });
});

describe('where a bubble zooms to', () => {
  it('is the cell of the answer’s zoom holding the bubble', () => {
    const [west, south, east, north] = clusterCellBbox(2.6, 48.4, 9);
    expect(east - west).toBeCloseTo(360 / 1024, 12);
    expect(west).toBeLessThanOrEqual(2.6);
    expect(east).toBeGreaterThan(2.6);
    expect(south).toBeLessThan(48.4);
    expect(north).toBeGreaterThan(48.4);
  });
});
