import {
  type Approach,
  type approachInput,
  type approachUpdateInput,
  type PageQuery,
  pathLengthMetres,
} from '@climb/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../../accounts/auth';
import { givenFields } from '../crags/wiki-input';
import { toApproach } from './crag-map.mapper';
import {
  type CragMapContext,
  createCragRecord,
  destroyCragRecord,
  getCragRecord,
  listCragRecords,
  updateCragRecord,
} from './crag-record.service';

type Actor = Pick<AuthUser, 'id'>;

/** A page of the crag's approaches (`GET crags/{id}/approaches.json`). */
export async function listApproaches(context: CragMapContext, cragId: number, page: PageQuery) {
  const { rows, total } = await listCragRecords(context, 'approaches', cragId, page);
  return { approaches: rows.map(toApproach), total };
}

export async function getApproach(context: CragMapContext, id: number): Promise<Approach> {
  return toApproach(await getCragRecord(context, 'approaches', id));
}

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

/** Deletes an approach (site administrators only: the route's guard). */
export function deleteApproach(context: CragMapContext, user: Actor, id: number): Promise<void> {
  return destroyCragRecord(context, user, 'approaches', id);
}
