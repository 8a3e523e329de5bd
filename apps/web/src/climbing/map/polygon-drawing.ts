import {
  MAX_SECTOR_POLYGON_POINTS,
  MIN_SECTOR_POLYGON_POINTS,
  type PlanPoint,
  type PlanSize,
  planPolygonProblem,
} from '@climb/contracts';
import { clampToPlan } from './plan-coordinates';

/**
 * Drawing a sector's outline on a plan: each tap adds a point (kept on the plan), a point can be
 * dragged, the last one taken back, and the outline is closed by tapping its first point or
 * "finish" once it has three. Closing stops the taps from adding points; undoing reopens it.
 */
export interface PolygonDrawing {
  plan: PlanSize;
  points: PlanPoint[];
  closed: boolean;
}

export type PolygonAction =
  | { type: 'add'; point: PlanPoint }
  | { type: 'move'; index: number; point: PlanPoint }
  | { type: 'undo' }
  | { type: 'close' }
  | { type: 'clear' };

/** A new drawing, or a saved outline to correct (closed already when it has three points). */
export function startPolygon(plan: PlanSize, points: readonly PlanPoint[] = []): PolygonDrawing {
  const kept = points.slice(0, MAX_SECTOR_POLYGON_POINTS).map((point) => clampToPlan(point, plan));
  return { plan, points: kept, closed: kept.length >= MIN_SECTOR_POLYGON_POINTS };
}

const samePoint = (a: PlanPoint | undefined, b: PlanPoint) => a !== undefined && a[0] === b[0] && a[1] === b[1];

export function polygonDrawingReducer(drawing: PolygonDrawing, action: PolygonAction): PolygonDrawing {
  switch (action.type) {
    case 'add': {
      if (drawing.closed || drawing.points.length >= MAX_SECTOR_POLYGON_POINTS) return drawing;
      const point = clampToPlan(action.point, drawing.plan);
      // A double tap lands twice on the same pixel: one point.
      if (samePoint(drawing.points.at(-1), point)) return drawing;
      return { ...drawing, points: [...drawing.points, point] };
    }
    case 'move':
      if (action.index < 0 || action.index >= drawing.points.length) return drawing;
      return {
        ...drawing,
        points: drawing.points.map((point, index) =>
          index === action.index ? clampToPlan(action.point, drawing.plan) : point,
        ),
      };
    case 'undo':
      // Undoing the close reopens the outline; otherwise the last point goes.
      if (drawing.closed) return { ...drawing, closed: false };
      return drawing.points.length === 0 ? drawing : { ...drawing, points: drawing.points.slice(0, -1) };
    case 'close':
      return drawing.points.length >= MIN_SECTOR_POLYGON_POINTS ? { ...drawing, closed: true } : drawing;
    case 'clear':
      return { ...drawing, points: [], closed: false };
  }
}

/** What the drawing's buttons can do now, and what is wrong with the outline (null when it can be saved). */
export function polygonControls(drawing: PolygonDrawing) {
  return {
    canAdd: !drawing.closed && drawing.points.length < MAX_SECTOR_POLYGON_POINTS,
    canUndo: drawing.closed || drawing.points.length > 0,
    canClose: !drawing.closed && drawing.points.length >= MIN_SECTOR_POLYGON_POINTS,
    problem: planPolygonProblem(drawing.points, drawing.plan),
  };
}
