import type { Gym, GymSector, GymSpace } from '@climb/contracts';
import sharp from 'sharp';
import { expectCall, type WikiTestApp } from '../outdoor/crags/wiki-api';

/** A valid gym body (`POST gyms.json`) in Lyon. */
export function gymBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Bloc Lyon Gerland',
    address: '12 rue de la Prise',
    postal_code: '69007',
    city: 'Lyon',
    country_code: 'FR',
    latitude: 45.7386,
    longitude: 4.8372,
    time_zone: 'Europe/Paris',
    climbing_types: ['training_space', 'bouldering'],
    gym_type: 'private',
    ...overrides,
  };
}

export function addGym(wiki: WikiTestApp, overrides: Record<string, unknown> = {}): Promise<Gym> {
  return expectCall<Gym>(wiki.t, 201, 'POST', 'gyms.json', wiki.callers.climber, gymBody(overrides));
}

export function addSpace(wiki: WikiTestApp, gymId: number, overrides: Record<string, unknown> = {}) {
  return expectCall<GymSpace>(wiki.t, 201, 'POST', 'gym_spaces.json', wiki.callers.climber, {
    gym_id: gymId,
    name: 'Grande salle',
    ...overrides,
  });
}

export function addSector(wiki: WikiTestApp, spaceId: number, overrides: Record<string, unknown> = {}) {
  return expectCall<GymSector>(wiki.t, 201, 'POST', 'gym_sectors.json', wiki.callers.climber, {
    gym_space_id: spaceId,
    name: 'Le Dévers',
    ...overrides,
  });
}

/** A PNG of the given size, as a multipart form with one `file`. */
export async function imageForm(width: number, height: number, name = 'plan.png'): Promise<FormData> {
  const png = await sharp({ create: { width, height, channels: 3, background: { r: 240, g: 236, b: 226 } } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), name);
  return form;
}

/** Sends a multipart form (or a JSON body, to see it refused) to `/api/v1/<url>`. */
export function upload(wiki: WikiTestApp, url: string, headers: Record<string, string>, payload: FormData | object) {
  return wiki.t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers, payload });
}

/** A space of the gym with a plan of `width` × `height` pixels, uploaded through the API. */
export async function spaceWithPlan(wiki: WikiTestApp, gymId: number, width = 1000, height = 600): Promise<GymSpace> {
  const space = await addSpace(wiki, gymId);
  const response = await upload(
    wiki,
    `gym_spaces/${space.id}/plan.json`,
    wiki.callers.climber,
    await imageForm(width, height),
  );
  if (response.statusCode !== 200) throw new Error(`plan upload: ${response.statusCode} ${response.body}`);
  return response.json<GymSpace>();
}
