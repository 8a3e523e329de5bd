import type { PathPoint } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { drawingControls, MAX_PATH_POINTS, type PathAction, pathDrawingReducer, startDrawing } from './path-drawing';

const run = (actions: PathAction[], start = startDrawing()) => actions.reduce(pathDrawingReducer, start);
const add = (point: PathPoint): PathAction => ({ type: 'add', point });

describe('drawing a line on the map', () => {
  it('adds points in order, rounded to 6 decimals, and takes the last one back', () => {
    const drawing = run([add([44.1234567, 5.9876543]), add([44.2, 5.9]), add([44.3, 5.8])]);
    expect(drawing.points).toEqual([
      [44.123457, 5.987654],
      [44.2, 5.9],
      [44.3, 5.8],
    ]);
    expect(run([{ type: 'undo' }], drawing).points).toHaveLength(2);
  });

  it('finishes only with two points at least, then ignores taps until reopened', () => {
    const one = run([add([44, 5]), { type: 'finish' }]);
    expect(one.finished).toBe(false);
    const finished = run([add([44.1, 5.1]), { type: 'finish' }], one);
    expect(finished.finished).toBe(true);
    expect(run([add([45, 6])], finished).points).toHaveLength(2);
    const reopened = run([{ type: 'reopen' }, add([45, 6])], finished);
    expect(reopened).toMatchObject({ finished: false });
    expect(reopened.points).toHaveLength(3);
  });

  it('undoing reopens a finished line; clearing empties it', () => {
    const finished = run([add([44, 5]), add([44.1, 5.1]), add([44.2, 5.2]), { type: 'finish' }]);
    expect(run([{ type: 'undo' }], finished)).toMatchObject({ finished: false });
    expect(run([{ type: 'clear' }], finished)).toEqual({ points: [], finished: false });
  });

  it('moves a dragged point and ignores an index outside the line', () => {
    const drawing = run([add([44, 5]), add([44.1, 5.1])]);
    expect(run([{ type: 'move', index: 1, point: [44.5, 5.5] }], drawing).points).toEqual([
      [44, 5],
      [44.5, 5.5],
    ]);
    expect(run([{ type: 'move', index: 4, point: [44.5, 5.5] }], drawing)).toBe(drawing);
  });

  it('starts from a saved line as finished, and stops at 500 points', () => {
    expect(
      startDrawing([
        [44, 5],
        [44.1, 5.1],
      ]).finished,
    ).toBe(true);
    const full = run(Array.from({ length: MAX_PATH_POINTS + 5 }, (_, index) => add([44 + index / 10_000, 5])));
    expect(full.points).toHaveLength(MAX_PATH_POINTS);
    expect(drawingControls(full).canAdd).toBe(false);
  });

  it('tells what the controls offer and the length drawn', () => {
    expect(drawingControls(startDrawing())).toEqual({
      canAdd: true,
      canUndo: false,
      canFinish: false,
      canReopen: false,
      lengthMetres: 0,
    });
    // 0.01° of latitude is about 1 112 m.
    const drawing = run([add([44, 5]), add([44.01, 5])]);
    expect(drawingControls(drawing)).toMatchObject({ canUndo: true, canFinish: true });
    expect(drawingControls(drawing).lengthMetres).toBeGreaterThan(1_100);
    expect(drawingControls(drawing).lengthMetres).toBeLessThan(1_125);
  });
});
