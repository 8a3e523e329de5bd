import { ORIENTATIONS, type Orientation } from '@climb/contracts';

export interface RoseWedge {
  orientation: Orientation;
  active: boolean;
  /** SVG path of the 45° wedge centred on the orientation. */
  path: string;
  /** Where the short label (N, NE…) sits, just outside the wedge. */
  label: { x: number; y: number };
}

/** The rose's drawing box: a square `SIZE` wide, centre in the middle. */
export const ROSE_SIZE = 120;
const CENTRE = ROSE_SIZE / 2;
const RADIUS = 40;
const LABEL_RADIUS = 52;

const round = (value: number) => Math.round(value * 100) / 100;

/** A point at `radius` from the centre, `degrees` clockwise from north (SVG y grows downwards). */
function pointAt(degrees: number, radius: number): { x: number; y: number } {
  const radians = (degrees * Math.PI) / 180;
  return { x: round(CENTRE + radius * Math.sin(radians)), y: round(CENTRE - radius * Math.cos(radians)) };
}

/** The 8 wedges of an orientation rose, clockwise from north, the crag's orientations active. */
export function roseWedges(active: readonly Orientation[]): RoseWedge[] {
  return ORIENTATIONS.map((orientation, index) => {
    const centre = index * 45;
    const start = pointAt(centre - 22.5, RADIUS);
    const end = pointAt(centre + 22.5, RADIUS);
    return {
      orientation,
      active: active.includes(orientation),
      path: `M ${CENTRE} ${CENTRE} L ${start.x} ${start.y} A ${RADIUS} ${RADIUS} 0 0 1 ${end.x} ${end.y} Z`,
      label: pointAt(centre, LABEL_RADIUS),
    };
  });
}
