import type { PageQuery, Park, parkInput, parkUpdateInput } from '@climb/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../../accounts/auth';
import { givenFields } from '../crags/wiki-input';
import { toPark } from './crag-map.mapper';
import {
  type CragMapContext,
  createCragRecord,
  destroyCragRecord,
  getCragRecord,
  listCragRecords,
  updateCragRecord,
} from './crag-record.service';

type Actor = Pick<AuthUser, 'id'>;

/** A page of the crag's parking points (`GET crags/{id}/parks.json`). */
export async function listParks(context: CragMapContext, cragId: number, page: PageQuery) {
  const { rows, total } = await listCragRecords(context, 'parks', cragId, page);
  return { parks: rows.map(toPark), total };
}

export async function getPark(context: CragMapContext, id: number): Promise<Park> {
  return toPark(await getCragRecord(context, 'parks', id));
}

export async function createPark(
  context: CragMapContext,
  user: Actor,
  input: z.infer<typeof parkInput>,
): Promise<Park> {
  const row = await createCragRecord(context, user, 'parks', {
    crag_id: input.crag_id,
    latitude: input.latitude,
    longitude: input.longitude,
    description: input.description || null,
  });
  return toPark(row);
}

export async function updatePark(
  context: CragMapContext,
  user: Actor,
  id: number,
  input: z.infer<typeof parkUpdateInput>,
): Promise<Park> {
  const row = await updateCragRecord(context, user, 'parks', id, () =>
    givenFields({
      latitude: input.latitude,
      longitude: input.longitude,
      description: input.description === undefined ? undefined : input.description || null,
    }),
  );
  return toPark(row);
}

/** Deletes a parking point (site administrators only: the route's guard). */
export function deletePark(context: CragMapContext, user: Actor, id: number): Promise<void> {
  return destroyCragRecord(context, user, 'parks', id);
}
