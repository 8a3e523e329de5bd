import type { AscentGymRoute, GymLevelProgress, GymRouteSummary, GymSpace, GymSummary } from '@climb/contracts';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { callApi } from './accounts';

/** The demo gyms a fresh install seeds (the Playwright server is one). */
export const DEMO_BLOC_GYM = 'Salle démo Cordée Bloc';
export const DEMO_VOIES_GYM = 'Salle démo Cordée Voies';

/**
 * A phone in the hand: 390 × 844, touch, a mobile browser. Given to `test.use` in a `describe` of a journey file
 * the desktop project runs (the phone project runs `phone.spec.ts` only).
 */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
} as const;

/** A seeded gym found through the API by its name. */
export async function gymNamed(request: APIRequestContext, name: string): Promise<GymSummary> {
  const response = await callApi(request, 'GET', `gyms.json?query=${encodeURIComponent(name)}`);
  expect(response.status(), await response.text()).toBe(200);
  const gym = ((await response.json()) as GymSummary[]).find((found) => found.name === name);
  if (!gym) throw new Error(`No gym named ${name}`);
  return gym;
}

/**
 * A PNG drawn by the page's canvas: a light floor plan with walls around, as a plan image a climber would send.
 * The browser makes it, so the journey needs no image library.
 */
export async function planPng(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No 2D canvas');
      context.fillStyle = '#f1f3f5';
      context.fillRect(0, 0, w, h);
      context.strokeStyle = '#343a40';
      context.lineWidth = 8;
      context.strokeRect(4, 4, w - 8, h - 8);
      context.fillStyle = '#adb5bd';
      context.fillRect(w / 2 - 10, 0, 20, h / 2);
      return canvas.toDataURL('image/png');
    },
    [width, height] as const,
  );
  return Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
}

/** The demo gym's first space (space 1, "Grande salle"), its first sector and that sector's first route. */
export async function demoGymPlaces(
  request: APIRequestContext,
): Promise<{ space: GymSpace; sector: GymSpace['sectors'][number]; route: GymRouteSummary }> {
  const spaceResponse = await callApi(request, 'GET', 'gym_spaces/1.json');
  expect(spaceResponse.status(), 'the demo space is seeded').toBe(200);
  const space = (await spaceResponse.json()) as GymSpace;
  const sector = space.sectors[0];
  if (!sector) throw new Error('The demo space has no sector');
  const routes = (await (
    await callApi(request, 'GET', `gym_sectors/${sector.id}/gym_routes.json`)
  ).json()) as GymRouteSummary[];
  const route = routes[0];
  if (!route) throw new Error('The demo sector has no route');
  return { space, sector, route };
}

/** A route of the demo gym's first space, through the API. */
export async function demoGymRoute(request: APIRequestContext): Promise<GymRouteSummary> {
  return (await demoGymPlaces(request)).route;
}

/** The climber's indoor ascents (`GET current_users/ascent_gym_routes.json`), of one route when given. */
export async function myGymAscents(
  request: APIRequestContext,
  token: string,
  query: { gym_route_id?: number; gym_id?: number } = {},
): Promise<AscentGymRoute[]> {
  const search = new URLSearchParams({ per_page: '100' });
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const response = await callApi(request, 'GET', `current_users/ascent_gym_routes.json?${search}`, { token });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as AscentGymRoute[];
}

/** The climber's progress per colour level of a gym (`GET current_users/gyms/{id}/level_progress.json`). */
export async function myLevelProgress(
  request: APIRequestContext,
  token: string,
  gymId: number,
): Promise<GymLevelProgress> {
  const response = await callApi(request, 'GET', `current_users/gyms/${gymId}/level_progress.json`, { token });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as GymLevelProgress;
}

/** The address of a space's page with a route's panel open (`?route=12`), as the app writes it. */
export function routePanelPath(gym: { id: number; slug_name: string }, space: GymSpace, routeId: number): string {
  return `/gyms/${gym.id}/${gym.slug_name}/spaces/${space.id}/${space.slug_name}?route=${routeId}`;
}
