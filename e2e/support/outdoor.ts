import type { Crag, CragInput, CragRoute, CragRouteInput, CragSector, CragSectorInput } from '@climb/contracts';
import { type APIRequestContext, expect } from '@playwright/test';
import { callApi } from './accounts';

/** A name no other journey uses, so searches find exactly this record. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
}

async function created<T>(response: Awaited<ReturnType<typeof callApi>>): Promise<T> {
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T;
}

/** A crag created through the API by a signed-in climber (`token`). */
export async function createCrag(request: APIRequestContext, token: string, input: Partial<CragInput> = {}) {
  const body: CragInput = {
    name: uniqueName('Falaise'),
    latitude: 44.5,
    longitude: 5.9,
    climbing_types: ['sport_climbing'],
    ...input,
  };
  return created<Crag>(await callApi(request, 'POST', 'crags.json', { token, body }));
}

export async function createSector(
  request: APIRequestContext,
  token: string,
  input: Partial<CragSectorInput> & { crag_id: number },
) {
  const body: CragSectorInput = { name: uniqueName('Secteur'), ...input };
  return created<CragSector>(await callApi(request, 'POST', 'crag_sectors.json', { token, body }));
}

export async function createRoute(
  request: APIRequestContext,
  token: string,
  input: Partial<CragRouteInput> & { crag_id: number },
) {
  const body: CragRouteInput = {
    name: uniqueName('Voie'),
    climbing_type: 'sport_climbing',
    pitches: [{ grade: '6a' }],
    ...input,
  };
  return created<CragRoute>(await callApi(request, 'POST', 'crag_routes.json', { token, body }));
}

/** The demo crag a fresh install seeds, through the API. */
export async function demoCrag(request: APIRequestContext): Promise<Crag> {
  const found = await callApi(request, 'GET', `search/crags.json?query=${encodeURIComponent('démonstration Cordée')}`);
  expect(found.status(), await found.text()).toBe(200);
  const body = (await found.json()) as Crag[] | { crags: Crag[] };
  const hit = (Array.isArray(body) ? body : body.crags)[0];
  if (!hit) throw new Error('The demo crag is not seeded');
  return hit;
}
