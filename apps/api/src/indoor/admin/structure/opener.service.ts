import type { GymOpener, GymOpenerInput, GymOpenerListQuery, GymOpenerUpdateInput } from '@climb/contracts';
import { type Executor, inTransaction } from '../../../db/transaction';
import { NotFound } from '../../../lib/errors';
import { isStoredId } from '../../../lib/path-params';
import { RuleBreaks } from '../../../lib/rule-breaks';
import { givenFields } from '../../../lib/wiki-input';
import { findGym, lockGym } from '../../gyms/gym.repository';
import { type IndoorContext, type IndoorWriteContext, indoorChanged } from '../../shared/indoor-change';
import { toGymOpener } from './opener.mapper';
import {
  countOpenersOfGym,
  deleteOpener as deleteOpenerRow,
  findOpener,
  findOpenerDetail,
  findOpenersByIds,
  findOpenersOfGym,
  type GymOpenerRow,
  gymOfOpener,
  insertOpener,
  openerHasRoutes,
  openerOfUserExists,
  refreshOpenerNamesOfRoutes,
  updateOpener as updateOpenerRow,
  userExists,
} from './opener.repository';

/*
 * A gym's openers (docs/domain/indoor.md, "Administration"): the route setters its routes name, with or without a
 * climber account. A route keeps their names as shown (`gym_routes.openers`) beside their ids (`opener_ids`): a new
 * name is written on their routes at once. An opener whose name routes keep is archived rather than deleted (the
 * routes still show them; the route form no longer offers them), and may come back.
 */

/** The gym an opener is of, for the route's guard; undefined when there is no such opener (the handler's 404). */
export function gymOfOpenerRecord(context: IndoorContext, id: number): Promise<number | undefined> {
  return gymOfOpener(context.db, id);
}

/** `GET gym_openers/{id}.json`. */
export async function getGymOpener(context: IndoorContext, id: number): Promise<GymOpener> {
  const row = await findOpenerDetail(context.db, id);
  if (!row) throw new NotFound('Opener not found');
  return toGymOpener(row);
}

/** `GET gyms/{id}/gym_openers.json`: one page, by name. */
export async function listGymOpeners(
  context: IndoorContext,
  gymId: number,
  query: GymOpenerListQuery,
): Promise<{ items: GymOpener[]; total: number }> {
  const filter = { archived: query.archived, limit: query.per_page, offset: (query.page - 1) * query.per_page };
  const [gym, rows, total] = await Promise.all([
    findGym(context.db, gymId),
    findOpenersOfGym(context.db, gymId, filter),
    countOpenersOfGym(context.db, gymId, query.archived),
  ]);
  if (!gym) throw new NotFound('Gym not found');
  return { items: rows.map(toGymOpener), total };
}

/** A climber account given for an opener: it must exist (`not_found`) and be no other opener's of the gym (`taken`). */
async function checkAccount(
  tx: Executor,
  breaks: RuleBreaks,
  gymId: number,
  userId: number | null | undefined,
  except: number | null,
): Promise<void> {
  if (userId === null || userId === undefined) return;
  if (!isStoredId(userId) || !(await userExists(tx, userId))) breaks.add('user_id', 'not_found');
  else if (await openerOfUserExists(tx, gymId, userId, except)) breaks.add('user_id', 'taken');
}

/** `POST gyms/{id}/gym_openers.json`. */
export async function createGymOpener(
  context: IndoorWriteContext,
  gymId: number,
  input: GymOpenerInput,
): Promise<GymOpener> {
  const id = await inTransaction(context.db, async (tx) => {
    if (!(await lockGym(tx, gymId))) throw new NotFound('Gym not found');
    const breaks = new RuleBreaks();
    await checkAccount(tx, breaks, gymId, input.user_id, null);
    breaks.check();
    const row = await insertOpener(tx, { ...givenFields(input), gym_id: gymId, name: input.name });
    return row.id;
  });
  return getGymOpener(context, id);
}

/** The opener, their gym locked first, or 404 (deleted since the guard read them). */
async function lockOpener(tx: Executor, id: number): Promise<GymOpenerRow> {
  const gymId = await gymOfOpener(tx, id);
  if (gymId === undefined || !(await lockGym(tx, gymId))) throw new NotFound('Opener not found');
  const row = await findOpener(tx, id);
  if (!row) throw new NotFound('Opener not found');
  return row;
}

/** `PUT gym_openers/{id}.json`: the fields given; a new name shows on their routes; `archived` archives or brings back. */
export async function updateGymOpener(
  context: IndoorWriteContext,
  id: number,
  input: GymOpenerUpdateInput,
): Promise<GymOpener> {
  const renamed = await inTransaction(context.db, async (tx) => {
    const current = await lockOpener(tx, id);
    const breaks = new RuleBreaks();
    await checkAccount(tx, breaks, current.gym_id, input.user_id, id);
    breaks.check();
    const { archived, ...fields } = input;
    const changes = {
      ...givenFields(fields),
      ...(archived === undefined || archived === (current.archived_at !== null)
        ? {}
        : { archived_at: archived ? new Date() : null }),
    };
    if (Object.keys(changes).length > 0) await updateOpenerRow(tx, id, changes);
    const nameChanged = input.name !== undefined && input.name !== current.name;
    if (nameChanged) await refreshOpenerNamesOfRoutes(tx, current.gym_id, id);
    return nameChanged ? current.gym_id : null;
  });
  // Their routes show the new name.
  if (renamed !== null) await indoorChanged(context, { kind: 'gym', id: renamed, gymIds: [renamed] });
  return getGymOpener(context, id);
}

/** `DELETE gym_openers/{id}.json`: gone, or archived when routes name them (they keep showing the name). */
export async function deleteGymOpener(context: IndoorWriteContext, id: number): Promise<void> {
  await inTransaction(context.db, async (tx) => {
    const current = await lockOpener(tx, id);
    if (await openerHasRoutes(tx, current.gym_id, id)) {
      if (current.archived_at === null) await updateOpenerRow(tx, id, { archived_at: new Date() });
    } else await deleteOpenerRow(tx, id);
  });
}

/**
 * The openers a route's form names (`gym_opener_ids`, in the form's order, each once): each of the route's gym and,
 * unless the route already names them, not archived; else `gym_opener_ids: not_included`. Their ids and names, as the
 * route keeps them.
 */
export async function openersOfRoute(
  tx: Executor,
  breaks: RuleBreaks,
  gymId: number,
  ids: readonly number[],
  current: readonly number[],
): Promise<{ opener_ids: number[]; openers: string[] }> {
  const unique = [...new Set(ids)];
  const rows = new Map((await findOpenersByIds(tx, unique)).map((row) => [row.id, row]));
  const valid = unique.every((id) => {
    const row = rows.get(id);
    return row !== undefined && row.gym_id === gymId && (row.archived_at === null || current.includes(id));
  });
  if (!valid) breaks.add('gym_opener_ids', 'not_included');
  return { opener_ids: unique, openers: unique.map((id) => rows.get(id)?.name ?? '') };
}
