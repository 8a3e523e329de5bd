import { type Approach, type approachInput, type approachUpdateInput, pathLengthMetres } from '@climb/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../../accounts/auth';
import { givenFields } from '../../lib/wiki-input';
import { toApproach } from './crag-map.mapper';
import { type CragMapContext, cragRecordAccess, createCragRecord, updateCragRecord } from './crag-record.service';

type Actor = Pick<AuthUser, 'id'>;

/** Reading the crag's approaches (`GET crags/{id}/approaches.json`, `GET approaches/{id}.json`) and deleting one (site administrators only: the route's guard). */
export const {
  list: listApproaches,
  get: getApproach,
  delete: deleteApproach,
} = cragRecordAccess('approaches', toApproach);

/**
 * Draws an approach: its length is measured from the path, never taken from the client; a walking
 * time left out is estimated when the approach is read, so it follows later changes of path or type.
 */
export async function createApproach(
  context: CragMapContext,
  user: Actor,
  input: z.infer<typeof approachInput>,
): Promise<Approach> {
  const row = await createCragRecord(context, user, 'approaches', {
    crag_id: input.crag_id,
    path: input.path,
    length: pathLengthMetres(input.path),
    approach_type: input.approach_type ?? null,
    walking_time: input.walking_time ?? null,
    description: input.description || null,
  });
  return toApproach(row);
}

export async function updateApproach(
  context: CragMapContext,
  user: Actor,
  id: number,
  input: z.infer<typeof approachUpdateInput>,
): Promise<Approach> {
  const row = await updateCragRecord(context, user, 'approaches', id, () =>
    givenFields({
      path: input.path,
      length: input.path === undefined ? undefined : pathLengthMetres(input.path),
      approach_type: input.approach_type,
      walking_time: input.walking_time,
      description: input.description === undefined ? undefined : input.description || null,
    }),
  );
  return toApproach(row);
}
