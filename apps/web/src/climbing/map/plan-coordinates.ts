import type { PlanPoint, PlanSize } from '@climb/contracts';

/**
 * A plan is shown by Leaflet in a flat projection (`CRS.Simple`): one map unit is one pixel of the
 * plan at zoom 0, the image lies between `[0, 0]` and `[height, width]`, and latitude goes up while
 * the plan's y goes down. Every conversion between the plan's pixels and Leaflet's coordinates goes
 * through these helpers.
 */

/** Leaflet's `[lat, lng]` of a plan point. */
export type PlanLatLng = [lat: number, lng: number];

/** The corners of the plan image, as Leaflet bounds: bottom-left then top-right. */
export function planBounds({ width, height }: PlanSize): [PlanLatLng, PlanLatLng] {
  return [
    [0, 0],
    [height, width],
  ];
}

/** Where a plan point (pixels, y down) is on the Leaflet map. */
export function planToLatLng([x, y]: readonly [number, number], { height }: Pick<PlanSize, 'height'>): PlanLatLng {
  return [height - y, x];
}

/** The plan point (pixels, y down) under a Leaflet position. */
export function latLngToPlan(
  { lat, lng }: { lat: number; lng: number },
  { height }: Pick<PlanSize, 'height'>,
): PlanPoint {
  return [lng, height - lat];
}

/**
 * A tapped point as a sector's outline keeps it: moved onto the plan when it falls outside (a tap on
 * the margin around the image), and to whole pixels, as precise as a plan gets.
 */
export function clampToPlan([x, y]: readonly [number, number], { width, height }: PlanSize): PlanPoint {
  const clamp = (value: number, max: number) => Math.min(max, Math.max(0, Math.round(value)));
  return [clamp(x, Math.floor(width)), clamp(y, Math.floor(height))];
}
