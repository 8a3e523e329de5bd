import type { PageQuery, RockBar, rockBarInput, rockBarUpdateInput } from '@climb/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../../accounts/auth';
import { ValidationFailed } from '../../lib/errors';
import { isStoredId } from '../crags/path-params';
import { givenFields } from '../crags/wiki-input';
import type { Executor } from '../wiki/version-recorder';
import { toRockBar } from './crag-map.mapper';
import { lockSectorOfCrag } from './crag-record.repository';
import {
  type CragMapContext,
  createCragRecord,
  destroyCragRecord,
  getCragRecord,
  listCragRecords,
  updateCragRecord,
} from './crag-record.service';

type Actor = Pick<AuthUser, 'id'>;

/** 422 `crag_sector_id: not_found` unless the sector exists and belongs to the rock bar's crag. */
async function requireSectorOfCrag(executor: Executor, sectorId: number | null | undefined, cragId: number) {
  if (sectorId === null || sectorId === undefined) return;
  if (!isStoredId(sectorId) || !(await lockSectorOfCrag(executor, sectorId, cragId))) {
    throw ValidationFailed.on('crag_sector_id', 'not_found');
  }
}

/** A page of the crag's rock bars (`GET crags/{id}/rock_bars.json`). */
export async function listRockBars(context: CragMapContext, cragId: number, page: PageQuery) {
  const { rows, total } = await listCragRecords(context, 'rock_bars', cragId, page);
  return { rockBars: rows.map(toRockBar), total };
}

export async function getRockBar(context: CragMapContext, id: number): Promise<RockBar> {
  return toRockBar(await getCragRecord(context, 'rock_bars', id));
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

/** Deletes a rock bar (site administrators only: the route's guard). */
export function deleteRockBar(context: CragMapContext, user: Actor, id: number): Promise<void> {
  return destroyCragRecord(context, user, 'rock_bars', id);
}
