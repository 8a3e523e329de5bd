import { GEO_JSON_MAX_FEATURES, gridLevel, gridWindow, MAP_CLUSTER_MAX_ZOOM, WORLD_BBOX } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { type GridCell, listLimit, pickClusters, planViewport, recordsIn } from './viewport';

const REGION = [3.58, 44.93, 6.08, 46.58] as const;
const TOWN = [4.78, 45.73, 4.88, 45.796] as const;

describe('planViewport', () => {
  it('answers a box without zoom at the zoom of its size, its crags in the box as asked', () => {
    const plan = planViewport({ bbox: REGION });
    expect(plan.zoom).toBe(9);
    expect(plan.clusters).toBe(true);
    expect(plan.window).toEqual(gridWindow(REGION, gridLevel(9)));
    expect(plan.recordsBox).toEqual(REGION);
    expect(planViewport({ bbox: TOWN }).zoom).toBe(13);
  });

  it('takes the map’s zoom and snaps the box to its grid', () => {
    const plan = planViewport({ bbox: REGION, zoom: 10 });
    expect(plan.zoom).toBe(10);
    expect(plan.window.level).toBe(11);
    expect(plan.recordsBox).toEqual(plan.window.bbox);
    expect(plan.recordsBox).not.toEqual(REGION);
  });

  it('lists crags without clusters above zoom 12, and never reads more detail than the box calls for', () => {
    expect(planViewport({ bbox: TOWN, zoom: MAP_CLUSTER_MAX_ZOOM + 1 }).clusters).toBe(false);
    expect(planViewport({ bbox: TOWN, zoom: MAP_CLUSTER_MAX_ZOOM }).clusters).toBe(true);
    expect(planViewport({ bbox: REGION, zoom: 18 }).zoom).toBe(11);
  });

  it('takes the world without a box', () => {
    const plan = planViewport({});
    expect(plan.zoom).toBe(2);
    expect(plan.window.bbox).toEqual(WORLD_BBOX);
    expect(plan.recordsBox).toEqual(WORLD_BBOX);
  });
});

function cell(x: number, y: number, count: number, id_sum = x * 1000 + y): GridCell {
  return { x, y, count, latitude_sum: 45 * count, longitude_sum: 5 * count, id_sum };
}

describe('pickClusters', () => {
  it('makes a cell of several crags a cluster and a cell of one crag that crag', () => {
    const cells = [cell(1, 1, 3), cell(2, 1, 1, 77), cell(3, 1, 12)];
    expect(recordsIn(cells)).toBe(16);
    const pick = pickClusters(cells, 10);
    expect(pick.clusters.map((c) => c.count)).toEqual([12, 3]);
    expect(pick.loneIds).toEqual([77]);
    expect(pick.partial).toBe(false);
  });

  it('keeps the fullest cells within the limit and says the answer is partial', () => {
    const cells = [cell(1, 1, 1, 5), cell(2, 1, 4), cell(3, 2, 2), cell(1, 2, 2), cell(4, 4, 9)];
    const pick = pickClusters(cells, 3);
    expect(pick.clusters.map((c) => [c.x, c.y, c.count])).toEqual([
      [4, 4, 9],
      [2, 1, 4],
      [1, 2, 2],
    ]);
    expect(pick.loneIds).toEqual([]);
    expect(pick.partial).toBe(true);
  });

  it('gives the same answer whatever order the cells come in', () => {
    const cells = [cell(1, 1, 2), cell(2, 1, 2), cell(1, 2, 2), cell(5, 5, 1, 9)];
    expect(pickClusters([...cells].reverse(), 3)).toEqual(pickClusters(cells, 3));
  });
});

describe('listLimit', () => {
  it('lists up to GEO_JSON_MAX_FEATURES crags for a country or more, 200 closer in', () => {
    expect(listLimit(2)).toBe(GEO_JSON_MAX_FEATURES);
    expect(listLimit(8)).toBe(GEO_JSON_MAX_FEATURES);
    expect(listLimit(9)).toBe(200);
    expect(listLimit(12)).toBe(200);
    expect(planViewport({ bbox: REGION }).listLimit).toBe(200);
    expect(planViewport({}).listLimit).toBe(GEO_JSON_MAX_FEATURES);
  });
});
