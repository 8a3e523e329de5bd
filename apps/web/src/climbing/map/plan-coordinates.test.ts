import L from 'leaflet';
import { describe, expect, it } from 'vitest';
import { clampToPlan, latLngToPlan, planBounds, planToLatLng } from './plan-coordinates';

const PLAN = { width: 1200, height: 800 };

describe('plan pixels and Leaflet coordinates', () => {
  it('puts the plan’s top-left corner at the top of the bounds and its bottom-right at longitude = width', () => {
    expect(planToLatLng([0, 0], PLAN)).toEqual([800, 0]);
    expect(planToLatLng([1200, 800], PLAN)).toEqual([0, 1200]);
    expect(planToLatLng([300, 200], PLAN)).toEqual([600, 300]);
    expect(planBounds(PLAN)).toEqual([
      [0, 0],
      [800, 1200],
    ]);
  });

  it('reads back the same plan point from Leaflet’s position', () => {
    for (const point of [
      [0, 0],
      [1200, 800],
      [300.5, 199.25],
    ] as const) {
      const [lat, lng] = planToLatLng(point, PLAN);
      expect(latLngToPlan(L.latLng(lat, lng), PLAN)).toEqual(point);
    }
  });

  it('projects the plan with y down on screen: a lower point of the plan is lower in the map’s pixels', () => {
    const crs = L.CRS.Simple;
    const top = crs.latLngToPoint(L.latLng(planToLatLng([100, 100], PLAN)), 0);
    const bottom = crs.latLngToPoint(L.latLng(planToLatLng([100, 700], PLAN)), 0);
    expect(bottom.y - top.y).toBe(600);
    expect(bottom.x).toBe(top.x);
  });

  it('clamps a point onto the plan and rounds it to whole pixels', () => {
    expect(clampToPlan([-20, 50.4], PLAN)).toEqual([0, 50]);
    expect(clampToPlan([1300, 900], PLAN)).toEqual([1200, 800]);
    expect(clampToPlan([600.6, -0.2], PLAN)).toEqual([601, 0]);
    expect(clampToPlan([1199.9, 10], { width: 1199.5, height: 800 })).toEqual([1199, 10]);
  });
});
