import type {
  GymSpaceGroup,
  GymSpaceGroupInput,
  GymSpaceGroupUpdateInput,
  GymTreeMoveInput,
  GymTreeStructure,
} from '@climb/contracts';
import type { AuthUser } from '../../../accounts/auth';
import type { Executor } from '../../../db/transaction';
import { inTransaction } from '../../../db/transaction';
import { NotFound } from '../../../lib/errors';
import { isStoredId } from '../../../lib/path-params';
import { RuleBreaks } from '../../../lib/rule-breaks';
import { findGym, lockGym } from '../../gyms/gym.repository';
import { moveRoutesOfSector } from '../../routes/gym-route.repository';
import {
  type IndoorContext,
  type IndoorWriteContext,
  indoorChanged,
  recordIndoorChange,
} from '../../shared/indoor-change';
import { findSector, findSpace, refreshSpaceCounts, updateSector } from '../../spaces/gym-space.repository';
import { toGymSpaceGroup, toGymTreeStructure } from './structure.mapper';
import {
  deleteSpaceGroup as deleteSpaceGroupRow,
  findSectorIdsIn,
  findSpaceGroup,
  findSpaceGroupIds,
  findSpaceGroupsOfGym,
  findSpaceIdsIn,
  findTreeSectorsOfGym,
  findTreeSpacesOfGym,
  gymOfSpaceGroup,
  insertSpaceGroup,
  renumber,
  setGroupOfSpace,
  ungroupSpaces,
  updateSpaceGroup as updateSpaceGroupRow,
} from './structure.repository';

/*
 * The gym's tree (docs/domain/indoor.md, "Administration"): groups of spaces, spaces, sectors, each list in its
 * order. Staff move one item at a time (`moveGymTreeItem`): the one call a drag and drop or a keyboard move makes,
 * checked whole and written in one transaction under the gym's lock, after which both lists it touched are numbered
 * again from 0. The caller's role was checked by the route (the gym's or the record's gym, found first).
 */

type Actor = Pick<AuthUser, 'id'>;

/** The gym, locked, or 404. */
async function lockExistingGym(tx: Executor, gymId: number) {
  const gym = await lockGym(tx, gymId);
  if (!gym) throw new NotFound('Gym not found');
  return gym;
}

/** `GET gyms/{id}/tree_structure.json`. */
export async function getGymTreeStructure(context: IndoorContext, gymId: number): Promise<GymTreeStructure> {
  return readTree(context.db, gymId, true);
}

async function readTree(executor: Executor, gymId: number, checkGym: boolean): Promise<GymTreeStructure> {
  const [gym, groups, spaces, sectors] = await Promise.all([
    checkGym ? findGym(executor, gymId) : Promise.resolve(true),
    findSpaceGroupsOfGym(executor, gymId),
    findTreeSpacesOfGym(executor, gymId),
    findTreeSectorsOfGym(executor, gymId),
  ]);
  if (!gym) throw new NotFound('Gym not found');
  return toGymTreeStructure(groups, spaces, sectors);
}

/** The gym a group is of, for the route's guard; undefined when there is no such group (the handler's 404). */
export function gymOfGroupRecord(context: IndoorContext, id: number): Promise<number | undefined> {
  return gymOfSpaceGroup(context.db, id);
}

/** `GET gym_space_groups/{id}.json`. */
export async function getGymSpaceGroup(context: IndoorContext, id: number): Promise<GymSpaceGroup> {
  const row = await findSpaceGroup(context.db, id);
  if (!row) throw new NotFound('Space group not found');
  return toGymSpaceGroup(row);
}

/** `POST gyms/{id}/gym_space_groups.json`: last of the gym's groups. */
export async function createGymSpaceGroup(
  context: IndoorWriteContext,
  gymId: number,
  input: GymSpaceGroupInput,
): Promise<GymSpaceGroup> {
  const id = await inTransaction(context.db, async (tx) => {
    await lockExistingGym(tx, gymId);
    const siblings = await findSpaceGroupIds(tx, gymId);
    const row = await insertSpaceGroup(tx, { gym_id: gymId, name: input.name, position: siblings.length });
    return row.id;
  });
  await indoorChanged(context, { kind: 'gym', id: gymId, gymIds: [gymId] });
  return getGymSpaceGroup(context, id);
}

/** The group, its gym locked first, or 404 (deleted since the guard read it). */
async function lockGroup(tx: Executor, id: number) {
  const gymId = await gymOfSpaceGroup(tx, id);
  if (gymId === undefined) throw new NotFound('Space group not found');
  await lockExistingGym(tx, gymId);
  const row = await findSpaceGroup(tx, id);
  if (!row) throw new NotFound('Space group not found');
  return row;
}

/** `PUT gym_space_groups/{id}.json`: its name. */
export async function updateGymSpaceGroup(
  context: IndoorWriteContext,
  id: number,
  input: GymSpaceGroupUpdateInput,
): Promise<GymSpaceGroup> {
  const gymId = await inTransaction(context.db, async (tx) => {
    const group = await lockGroup(tx, id);
    if (input.name !== undefined) await updateSpaceGroupRow(tx, id, { name: input.name });
    return group.gym_id;
  });
  await indoorChanged(context, { kind: 'gym', id: gymId, gymIds: [gymId] });
  return getGymSpaceGroup(context, id);
}

/** `DELETE gym_space_groups/{id}.json`: its spaces go to the top level, after those there, in their order. */
export async function deleteGymSpaceGroup(context: IndoorWriteContext, id: number): Promise<void> {
  const gymId = await inTransaction(context.db, async (tx) => {
    const group = await lockGroup(tx, id);
    const members = await findSpaceIdsIn(tx, group.gym_id, id);
    const topLevel = await findSpaceIdsIn(tx, group.gym_id, null);
    await ungroupSpaces(tx, members);
    await renumber(tx, 'gym_spaces', [...topLevel, ...members]);
    await deleteSpaceGroupRow(tx, id);
    await renumber(tx, 'gym_space_groups', await findSpaceGroupIds(tx, group.gym_id));
    return group.gym_id;
  });
  await indoorChanged(context, { kind: 'gym', id: gymId, gymIds: [gymId] });
}

/** `ids` with `id` put at `position` (past the end: last), wherever it was. */
export function placedAt(ids: readonly number[], id: number, position: number): number[] {
  const others = ids.filter((other) => other !== id);
  const at = Math.min(Math.max(position, 0), others.length);
  return [...others.slice(0, at), id, ...others.slice(at)];
}

/** Which parents each kind may go under: the tree's levels are fixed, so no move can make a cycle. */
const PARENTS_OF: Record<GymTreeMoveInput['kind'], readonly GymTreeMoveInput['parent_kind'][]> = {
  space_group: ['gym'],
  space: ['gym', 'space_group'],
  sector: ['space'],
};

/** A record a move names, when it is the gym's: else `not_found` (no such record) or `not_included` (another gym's). */
function ofGym<Row extends { gym_id: number }>(
  breaks: RuleBreaks,
  field: string,
  row: Row | undefined,
  gymId: number,
): Row | undefined {
  if (!row) breaks.add(field, 'not_found');
  else if (row.gym_id !== gymId) breaks.add(field, 'not_included');
  return row?.gym_id === gymId ? row : undefined;
}

async function findOfKind(tx: Executor, kind: GymTreeMoveInput['kind'] | 'space', id: number) {
  if (!isStoredId(id)) return undefined;
  if (kind === 'space_group') return findSpaceGroup(tx, id);
  if (kind === 'space') return findSpace(tx, id);
  return findSector(tx, id);
}

/**
 * `PUT gyms/{id}/tree_structure/move.json`: one group, space or sector to its new place, with both lists it leaves
 * and joins numbered again. A sector moved to another space takes its routes along, and both spaces' counts follow.
 * Every broken rule is answered at once, before anything is written.
 */
export async function moveGymTreeItem(
  context: IndoorWriteContext,
  user: Actor,
  gymId: number,
  input: GymTreeMoveInput,
): Promise<GymTreeStructure> {
  const tree = await inTransaction(context.db, async (tx) => {
    await lockExistingGym(tx, gymId);
    const breaks = new RuleBreaks();
    const item = ofGym(breaks, 'id', await findOfKind(tx, input.kind, input.id), gymId);
    const parentId = input.parent_id ?? null;
    if (!PARENTS_OF[input.kind].includes(input.parent_kind)) breaks.add('parent_kind', 'not_included');
    else if (input.parent_kind === 'gym') {
      if (parentId !== null && parentId !== gymId) breaks.add('parent_id', 'not_included');
    } else if (parentId === null) breaks.add('parent_id', 'required');
    else ofGym(breaks, 'parent_id', await findOfKind(tx, input.parent_kind, parentId), gymId);
    breaks.check();
    if (!item) throw new NotFound();

    if (input.kind === 'space_group') {
      await renumber(tx, 'gym_space_groups', placedAt(await findSpaceGroupIds(tx, gymId), input.id, input.position));
    } else if (input.kind === 'space') {
      const space = item as NonNullable<Awaited<ReturnType<typeof findSpace>>>;
      const target = input.parent_kind === 'gym' ? null : parentId;
      const siblings = await findSpaceIdsIn(tx, gymId, target);
      if (space.gym_space_group_id !== target) {
        await setGroupOfSpace(tx, space.id, target);
        const left = await findSpaceIdsIn(tx, gymId, space.gym_space_group_id);
        await renumber(tx, 'gym_spaces', left);
      }
      await renumber(tx, 'gym_spaces', placedAt(siblings, space.id, input.position));
    } else {
      const sector = item as NonNullable<Awaited<ReturnType<typeof findSector>>>;
      const target = parentId as number;
      const siblings = await findSectorIdsIn(tx, target);
      if (sector.gym_space_id !== target) {
        const moved = await updateSector(tx, sector.id, { gym_space_id: target });
        await moveRoutesOfSector(tx, sector.id, target);
        await renumber(tx, 'gym_sectors', await findSectorIdsIn(tx, sector.gym_space_id));
        await refreshSpaceCounts(tx, sector.gym_space_id);
        await refreshSpaceCounts(tx, target);
        await recordIndoorChange(tx, user, {
          itemType: 'gym_sectors',
          itemId: sector.id,
          before: sector,
          after: moved,
        });
      }
      await renumber(tx, 'gym_sectors', placedAt(siblings, sector.id, input.position));
    }
    return readTree(tx, gymId, false);
  });
  await indoorChanged(context, { kind: 'gym', id: gymId, gymIds: [gymId] });
  return tree;
}
