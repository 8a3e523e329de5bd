import { type PathPoint, pathLengthMetres } from '@climb/contracts';

/** Most points a drawn line takes (the contract's `drawnPath.max`). */
export const MAX_PATH_POINTS = 500;

/**
 * Drawing a line on the map (an approach, a rock bar): points are added one tap at a time, the
 * last one can be taken back, and "finish" closes the drawing once it has two points. A finished
 * line can still have its points dragged, or be reopened to add more.
 */
export interface PathDrawing {
  points: PathPoint[];
  finished: boolean;
}

export type PathAction =
  | { type: 'add'; point: PathPoint }
  | { type: 'undo' }
  | { type: 'finish' }
  | { type: 'reopen' }
  | { type: 'clear' }
  | { type: 'move'; index: number; point: PathPoint };

export function startDrawing(points: readonly PathPoint[] = []): PathDrawing {
  return { points: [...points], finished: points.length >= 2 };
}

/** Coordinates are kept to 6 decimals (about 10 cm): a tap is never more precise. */
const rounded = ([latitude, longitude]: PathPoint): PathPoint => [
  Number(latitude.toFixed(6)),
  Number(longitude.toFixed(6)),
];

export function pathDrawingReducer(drawing: PathDrawing, action: PathAction): PathDrawing {
  switch (action.type) {
    case 'add':
      if (drawing.finished || drawing.points.length >= MAX_PATH_POINTS) return drawing;
      return { ...drawing, points: [...drawing.points, rounded(action.point)] };
    case 'undo':
      return { points: drawing.points.slice(0, -1), finished: false };
    case 'finish':
      return drawing.points.length >= 2 ? { ...drawing, finished: true } : drawing;
    case 'reopen':
      return { ...drawing, finished: false };
    case 'clear':
      return { points: [], finished: false };
    case 'move':
      if (action.index < 0 || action.index >= drawing.points.length) return drawing;
      return {
        ...drawing,
        points: drawing.points.map((point, index) => (index === action.index ? rounded(action.point) : point)),
      };
  }
}

/** What the controls can offer now. */
export function drawingControls(drawing: PathDrawing) {
  return {
    canAdd: !drawing.finished && drawing.points.length < MAX_PATH_POINTS,
    canUndo: drawing.points.length > 0,
    canFinish: !drawing.finished && drawing.points.length >= 2,
    canReopen: drawing.finished,
    lengthMetres: pathLengthMetres(drawing.points),
  };
}
