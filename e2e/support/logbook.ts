import type { AscentCragRoute, AscentCragRouteInput, CragRouteStatus, TickListItem } from '@climb/contracts';
import { type APIRequestContext, expect } from '@playwright/test';
import { callApi } from './accounts';

/** Logs an ascent through the API (`POST ascent_crag_routes.json`): sent on today, unless told otherwise. */
export async function logAscent(
  request: APIRequestContext,
  token: string,
  input: Partial<AscentCragRouteInput> & { crag_route_id: number },
): Promise<AscentCragRoute> {
  const body: AscentCragRouteInput = {
    released_at: new Date().toISOString().slice(0, 10),
    ascent_status: 'sent',
    ...input,
  };
  const response = await callApi(request, 'POST', 'ascent_crag_routes.json', { token, body });
  expect([200, 201], await response.text()).toContain(response.status());
  return (await response.json()) as AscentCragRoute;
}

/** The climber's ascents (`GET current_users/ascent_crag_routes.json`), of one route when given. */
export async function myAscents(
  request: APIRequestContext,
  token: string,
  query: { crag_route_id?: number; crag_id?: number } = {},
): Promise<AscentCragRoute[]> {
  const search = new URLSearchParams({ per_page: '100' });
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const response = await callApi(request, 'GET', `current_users/ascent_crag_routes.json?${search}`, { token });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as AscentCragRoute[];
}

/** Adds a route to the climber's tick list (`POST crag_routes/{id}/tick_list.json`). */
export async function addToTickList(request: APIRequestContext, token: string, cragRouteId: number): Promise<void> {
  const response = await callApi(request, 'POST', `crag_routes/${cragRouteId}/tick_list.json`, { token });
  expect([200, 201], await response.text()).toContain(response.status());
}

/** The climber's tick list (`GET current_users/tick_lists.json`). */
export async function myTickList(request: APIRequestContext, token: string): Promise<TickListItem[]> {
  const response = await callApi(request, 'GET', 'current_users/tick_lists.json?per_page=100', { token });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as TickListItem[];
}

/** The climber's statuses on some routes (`GET current_users/crag_route_statuses.json`). */
export async function routeStatuses(
  request: APIRequestContext,
  token: string,
  cragRouteIds: number[],
): Promise<CragRouteStatus[]> {
  const response = await callApi(
    request,
    'GET',
    `current_users/crag_route_statuses.json?crag_route_ids=${cragRouteIds.join(',')}`,
    { token },
  );
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as CragRouteStatus[];
}
