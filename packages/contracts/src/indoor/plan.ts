/**
 * A gym space's plan: an image kept whole (never cropped) with its size in pixels. What is drawn on
 * it (a sector's outline) is written in the plan's own pixels, so it stays in place at any screen
 * size and zoom.
 */

/** A point on a plan: pixels of the plan image from its top-left corner, x to the right, y down. */
export type PlanPoint = [x: number, y: number];

/** The size of a plan image, in pixels. */
export interface PlanSize {
  width: number;
  height: number;
}

/** Fewest points of a sector's outline: a triangle. */
export const MIN_SECTOR_POLYGON_POINTS = 3;

/** Most points of a sector's outline: enough for any wall's footprint, few enough to tap on a phone. */
export const MAX_SECTOR_POLYGON_POINTS = 64;

/** What can be wrong with an outline, in the validation rules' vocabulary. */
export type PlanPolygonProblem = 'too_short' | 'too_long' | 'invalid';

const insidePlan = ([x, y]: PlanPoint, { width, height }: PlanSize) =>
  Number.isFinite(x) && Number.isFinite(y) && x >= 0 && y >= 0 && x <= width && y <= height;

const samePoint = (a: PlanPoint, b: PlanPoint) => a[0] === b[0] && a[1] === b[1];

/** Which side of the line a → b the point c lies on: positive, negative, or 0 on the line. */
function turn(a: PlanPoint, b: PlanPoint, c: PlanPoint): number {
  return Math.sign((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]));
}

/** Whether c, on the line through a and b, lies between them. */
function withinSegment(a: PlanPoint, b: PlanPoint, c: PlanPoint): boolean {
  return (
    Math.min(a[0], b[0]) <= c[0] &&
    c[0] <= Math.max(a[0], b[0]) &&
    Math.min(a[1], b[1]) <= c[1] &&
    c[1] <= Math.max(a[1], b[1])
  );
}

/** Whether the segments a–b and c–d meet, touching ends and overlapping included. */
function segmentsMeet(a: PlanPoint, b: PlanPoint, c: PlanPoint, d: PlanPoint): boolean {
  const abc = turn(a, b, c);
  const abd = turn(a, b, d);
  const cda = turn(c, d, a);
  const cdb = turn(c, d, b);
  if (abc !== abd && cda !== cdb && abc !== 0 && abd !== 0 && cda !== 0 && cdb !== 0) return true;
  return (
    (abc === 0 && withinSegment(a, b, c)) ||
    (abd === 0 && withinSegment(a, b, d)) ||
    (cda === 0 && withinSegment(c, d, a)) ||
    (cdb === 0 && withinSegment(c, d, b))
  );
}

/** Twice the outline's area (shoelace formula): 0 when all its points are on one line. */
function doubleArea(points: readonly PlanPoint[]): number {
  let sum = 0;
  for (let index = 0; index < points.length; index += 1) {
    const [x1, y1] = points[index] as PlanPoint;
    const [x2, y2] = points[(index + 1) % points.length] as PlanPoint;
    sum += x1 * y2 - x2 * y1;
  }
  return Math.abs(sum);
}

/**
 * Whether the closed outline crosses or touches itself: two sides that do not follow each other
 * meet. (A side folding back over the one before it also meets the side after it, or the
 * side before that one; with three points it leaves them on one line.)
 */
function crossesItself(points: readonly PlanPoint[]): boolean {
  const count = points.length;
  const side = (index: number): [PlanPoint, PlanPoint] => [
    points[index] as PlanPoint,
    points[(index + 1) % count] as PlanPoint,
  ];
  for (let first = 0; first < count; first += 1) {
    const [a, b] = side(first);
    // Sides first + 1 and, for the first side, the last one share a point with it.
    const last = first === 0 ? count - 1 : count;
    for (let second = first + 2; second < last; second += 1) {
      const [c, d] = side(second);
      if (segmentsMeet(a, b, c, d)) return true;
    }
  }
  return false;
}

/**
 * What is wrong with a sector's outline on a plan, or null when it can be saved: `too_short` under
 * 3 points, `too_long` over `MAX_SECTOR_POLYGON_POINTS`, `invalid` when a point lies outside the plan
 * (or is no number), two points are the same, all points are on one line, or the outline crosses
 * itself. The outline is closed: its last point joins its first. The server and the editor both
 * ask this.
 */
export function planPolygonProblem(points: readonly PlanPoint[], plan: PlanSize): PlanPolygonProblem | null {
  if (points.length < MIN_SECTOR_POLYGON_POINTS) return 'too_short';
  if (points.length > MAX_SECTOR_POLYGON_POINTS) return 'too_long';
  if (!points.every((point) => insidePlan(point, plan))) return 'invalid';
  for (let first = 0; first < points.length; first += 1) {
    for (let second = first + 1; second < points.length; second += 1) {
      if (samePoint(points[first] as PlanPoint, points[second] as PlanPoint)) return 'invalid';
    }
  }
  if (doubleArea(points) === 0) return 'invalid';
  return crossesItself(points) ? 'invalid' : null;
}
