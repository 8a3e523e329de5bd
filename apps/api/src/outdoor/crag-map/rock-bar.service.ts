import type { RockBar, rockBarInput, rockBarUpdateInput } from '@climb/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../../accounts/auth';
import type { Executor } from '../../db/transaction';
import { ValidationFailed } from '../../lib/errors';
import { isStoredId } from '../../lib/path-params';
import { givenFields } from '../../lib/wiki-input';
import { toRockBar } from './crag-map.mapper';
import { lockSectorOfCrag } from './crag-record.repository';
import { type CragMapContext, cragRecordAccess, createCragRecord, updateCragRecord } from './crag-record.service';

type Actor = Pick<AuthUser, 'id'>;

/** Reading the crag's rock bars (`GET crags/{id}/rock_bars.json`, `GET rock_bars/{id}.json`) and deleting one (site administrators only: the route's guard). */
export const { list: listRockBars, get: getRockBar, delete: deleteRockBar } = cragRecordAccess('rock_bars', toRockBar);

/** 422 `crag_sector_id: not_found` unless the sector exists and belongs to the rock bar's crag. */
async function requireSectorOfCrag(executor: Executor, sectorId: number | null | undefined, cragId: number) {
  if (sectorId === null || sectorId === undefined) return;
  if (!isStoredId(sectorId) || !(await lockSectorOfCrag(executor, sectorId, cragId))) {
    throw ValidationFailed.on('crag_sector_id', 'not_found');
  }
}

export async function createRockBar(
  context: CragMapContext,
  user: Actor,
  input: z.infer<typeof rockBarInput>,
): Promise<RockBar> {
  const row = await createCragRecord(
    context,
    user,
    'rock_bars',
    { crag_id: input.crag_id, crag_sector_id: input.crag_sector_id ?? null, path: input.path },
    (tx) => requireSectorOfCrag(tx, input.crag_sector_id, input.crag_id),
  );
  return toRockBar(row);
}

export async function updateRockBar(
  context: CragMapContext,
  user: Actor,
  id: number,
  input: z.infer<typeof rockBarUpdateInput>,
): Promise<RockBar> {
  const row = await updateCragRecord(context, user, 'rock_bars', id, async (current, tx) => {
    await requireSectorOfCrag(tx, input.crag_sector_id, current.crag_id);
    return givenFields({ crag_sector_id: input.crag_sector_id, path: input.path });
  });
  return toRockBar(row);
}
