import { MAX_SECTOR_POLYGON_POINTS, type PlanPoint } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { type PolygonAction, polygonControls, polygonDrawingReducer, startPolygon } from './polygon-drawing';

const PLAN = { width: 1000, height: 600 };
const run = (actions: PolygonAction[], start = startPolygon(PLAN)) => actions.reduce(polygonDrawingReducer, start);
const add = (point: PlanPoint): PolygonAction => ({ type: 'add', point });
const TRIANGLE = [add([100, 100]), add([300, 100]), add([200, 250])];

describe('drawing a sector’s outline on a plan', () => {
  it('adds the tapped points in order, to whole pixels, and ignores a double tap', () => {
    const drawing = run([add([100.4, 99.6]), add([300, 100]), add([300.2, 100.1])]);
    expect(drawing.points).toEqual([
      [100, 100],
      [300, 100],
    ]);
  });

  it('keeps every point on the plan: a tap on the margin lands on the edge', () => {
    const drawing = run([add([-40, 20]), add([1050, -5]), add([500, 700])]);
    expect(drawing.points).toEqual([
      [0, 20],
      [1000, 0],
      [500, 600],
    ]);
    const moved = run([{ type: 'move', index: 0, point: [-1, 1e6] }], drawing);
    expect(moved.points[0]).toEqual([0, 600]);
  });

  it('moves a dragged point and ignores an index outside the outline', () => {
    const drawing = run(TRIANGLE);
    expect(run([{ type: 'move', index: 1, point: [320, 90] }], drawing).points).toEqual([
      [100, 100],
      [320, 90],
      [200, 250],
    ]);
    expect(run([{ type: 'move', index: 3, point: [320, 90] }], drawing)).toBe(drawing);
  });

  it('takes the last point back, and nothing once empty', () => {
    const drawing = run([...TRIANGLE, { type: 'undo' }]);
    expect(drawing.points).toEqual([
      [100, 100],
      [300, 100],
    ]);
    expect(run([{ type: 'undo' }, { type: 'undo' }, { type: 'undo' }], drawing).points).toEqual([]);
  });

  it('closes only with three points, then ignores taps; undo reopens it with its points', () => {
    expect(run([add([100, 100]), add([300, 100]), { type: 'close' }]).closed).toBe(false);
    const closed = run([...TRIANGLE, { type: 'close' }]);
    expect(closed.closed).toBe(true);
    expect(run([add([500, 500])], closed)).toBe(closed);
    const reopened = run([{ type: 'undo' }], closed);
    expect(reopened).toMatchObject({ closed: false, points: closed.points });
    expect(run([add([500, 500])], reopened).points).toHaveLength(4);
  });

  it('clears the outline, closed or not', () => {
    expect(run([...TRIANGLE, { type: 'close' }, { type: 'clear' }])).toEqual({ plan: PLAN, points: [], closed: false });
  });

  it(`stops at ${MAX_SECTOR_POLYGON_POINTS} points`, () => {
    const full = run(Array.from({ length: MAX_SECTOR_POLYGON_POINTS + 3 }, (_, index) => add([index * 10, index % 2])));
    expect(full.points).toHaveLength(MAX_SECTOR_POLYGON_POINTS);
    expect(polygonControls(full).canAdd).toBe(false);
  });

  it('starts from a saved outline as closed, on the plan, at most the maximum', () => {
    const saved = startPolygon(PLAN, [
      [100, 100],
      [1200, 100],
      [200, 250],
    ]);
    expect(saved).toEqual({
      plan: PLAN,
      points: [
        [100, 100],
        [1000, 100],
        [200, 250],
      ],
      closed: true,
    });
    expect(startPolygon(PLAN, [[1, 1]]).closed).toBe(false);
  });

  it('tells what the buttons can do and what is wrong with the outline', () => {
    expect(polygonControls(startPolygon(PLAN))).toEqual({
      canAdd: true,
      canUndo: false,
      canClose: false,
      problem: 'too_short',
    });
    expect(polygonControls(run(TRIANGLE))).toEqual({ canAdd: true, canUndo: true, canClose: true, problem: null });
    const bowTie = run([add([100, 100]), add([300, 300]), add([300, 100]), add([100, 400])]);
    expect(polygonControls(bowTie).problem).toBe('invalid');
    expect(polygonControls(run([{ type: 'close' }], run(TRIANGLE)))).toMatchObject({ canAdd: false, canClose: false });
  });
});
