import type { Park, parkInput, parkUpdateInput } from '@climb/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../../accounts/auth';
import { givenFields } from '../../lib/wiki-input';
import { toPark } from './crag-map.mapper';
import { type CragMapContext, cragRecordAccess, createCragRecord, updateCragRecord } from './crag-record.service';

type Actor = Pick<AuthUser, 'id'>;

/** Reading the crag's parking points (`GET crags/{id}/parks.json`, `GET parks/{id}.json`) and deleting one (site administrators only: the route's guard). */
export const { list: listParks, get: getPark, delete: deletePark } = cragRecordAccess('parks', toPark);

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
