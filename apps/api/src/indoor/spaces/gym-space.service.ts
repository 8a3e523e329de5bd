import {
  endpoints,
  type GymSector,
  type GymSectorInput,
  type GymSectorUpdateInput,
  type GymSpace,
  type GymSpaceInput,
  type GymSpaceSummary,
  type GymSpaceUpdateInput,
  type PlanPoint,
  planPolygonProblem,
} from '@climb/contracts';
import { inTransaction } from '../../db/transaction';
import { NotFound } from '../../lib/errors';
import { isStoredId } from '../../lib/path-params';
import { RuleBreaks } from '../../lib/rule-breaks';
import { slugify } from '../../lib/slug';
import { givenFields } from '../../lib/wiki-input';
import { fileStoreFor } from '../../media/file-store';
import { removeImageQuietly, replaceRecordImage } from '../../media/record-image';
import { findGym, refreshGymCounts } from '../gyms/gym.repository';
import { type GymRecordLookup, lockWritableGym, lockWritableRecord } from '../gyms/gym.service';
import { moveRoutesOfSector } from '../routes/gym-route.repository';
import type { GymWriteEndpoint } from '../shared/indoor.policy';
import {
  type Actor,
  fileUrls,
  type IndoorContext,
  type IndoorWriteContext,
  indoorChanged,
  recordIndoorChange,
} from '../shared/indoor-change';
import { toGymSector, toGymSpace, toGymSpaceSummary } from './gym-space.mapper';
import {
  deleteSector as deleteSectorRow,
  deleteSpace as deleteSpaceRow,
  findSector,
  findSectorsOfSpace,
  findSpace,
  findSpaceDetail,
  findSpacesOfGym,
  type GymSectorRow,
  type GymSpaceRow,
  gymOfSector,
  gymOfSpace,
  insertSector,
  insertSpace,
  refreshSpaceCounts,
  updateSector as updateSectorRow,
  updateSpace as updateSpaceRow,
} from './gym-space.repository';

type Tx = Parameters<typeof findSpace>[0];

/** `GET gym_spaces/{id}.json`: the space, its gym, plan and sectors. */
export async function getGymSpace(context: IndoorContext, id: number): Promise<GymSpace> {
  const [row, sectors] = await Promise.all([findSpaceDetail(context.db, id), findSectorsOfSpace(context.db, id)]);
  if (!row) throw new NotFound('Space not found');
  return toGymSpace(row, sectors, fileUrls(context));
}

/** `GET gyms/{id}/gym_spaces.json`. */
export async function listGymSpaces(context: IndoorContext, gymId: number): Promise<GymSpaceSummary[]> {
  const [gym, rows] = await Promise.all([findGym(context.db, gymId), findSpacesOfGym(context.db, gymId)]);
  if (!gym) throw new NotFound('Gym not found');
  const url = fileUrls(context);
  return rows.map((row) => toGymSpaceSummary(row, url));
}

/** The gym of a record a body names, locked and writable for `endpoint`, or 422 `<field>: not_found`. */
async function lockGymOf(tx: Tx, user: Actor, endpoint: GymWriteEndpoint, field: string, gymId: number | undefined) {
  if (gymId === undefined) new RuleBreaks().add(field, 'not_found').check();
  return lockWritableGym(tx, user, gymId as number, endpoint);
}

function spaceValues(input: GymSpaceUpdateInput) {
  const fields = givenFields(input);
  return { ...fields, ...(fields.name === undefined ? {} : { slug_name: slugify(fields.name) }) };
}

/** `POST gym_spaces.json`: a new space of an existing gym (422 `gym_id: not_found` otherwise). */
export async function createGymSpace(
  context: IndoorWriteContext,
  user: Actor,
  input: GymSpaceInput,
): Promise<GymSpace> {
  const { id, gymId } = await inTransaction(context.db, async (tx) => {
    const exists = isStoredId(input.gym_id) && (await findGym(tx, input.gym_id));
    await lockGymOf(tx, user, endpoints.createGymSpace, 'gym_id', exists ? input.gym_id : undefined);
    const { gym_id: gym, ...fields } = input;
    const row = await insertSpace(tx, {
      ...spaceValues(fields),
      gym_id: gym,
      name: input.name,
      slug_name: slugify(input.name),
      user_id: user.id,
    });
    await refreshGymCounts(tx, gym);
    await recordIndoorChange(tx, user, { itemType: 'gym_spaces', itemId: row.id, before: null, after: row });
    return { id: row.id, gymId: gym };
  });
  await indoorChanged(context, { kind: 'gym_space', id, gymIds: [gymId] });
  return getGymSpace(context, id);
}

const SPACE: GymRecordLookup<GymSpaceRow> = { name: 'Space', gymOf: gymOfSpace, find: findSpace };

/** The space, with its gym locked and writable for `endpoint` first, or 404. */
function lockWritableSpace(tx: Tx, user: Actor, id: number, endpoint: GymWriteEndpoint): Promise<GymSpaceRow> {
  return lockWritableRecord(tx, user, id, endpoint, SPACE);
}

/** `PUT gym_spaces/{id}.json`. */
export async function updateGymSpace(
  context: IndoorWriteContext,
  user: Actor,
  id: number,
  input: GymSpaceUpdateInput,
): Promise<GymSpace> {
  const gymId = await inTransaction(context.db, async (tx) => {
    const current = await lockWritableSpace(tx, user, id, endpoints.updateGymSpace);
    const row = await updateSpaceRow(tx, id, spaceValues(input));
    await recordIndoorChange(tx, user, { itemType: 'gym_spaces', itemId: id, before: current, after: row });
    return current.gym_id;
  });
  await indoorChanged(context, { kind: 'gym_space', id, gymIds: [gymId] });
  return getGymSpace(context, id);
}

/** `DELETE gym_spaces/{id}.json` (site administrators, or once staffed its administrators managing spaces): with its sectors and routes. */
export async function deleteGymSpace(context: IndoorWriteContext, user: Actor, id: number): Promise<void> {
  const current = await inTransaction(context.db, async (tx) => {
    const space = await lockWritableSpace(tx, user, id, endpoints.deleteGymSpace);
    await deleteSpaceRow(tx, id);
    await refreshGymCounts(tx, space.gym_id);
    await recordIndoorChange(tx, user, { itemType: 'gym_spaces', itemId: id, before: space, after: null });
    return space;
  });
  await removeImageQuietly(fileStoreFor(context.config), 'plan', current.plan_key);
  await indoorChanged(context, { kind: 'gym_space', id, gymIds: [current.gym_id] });
}

/** A drawn outline moved onto a plan of another size: the same place on the wall, in the new plan's pixels. */
export function rescaledPolygon(
  polygon: readonly PlanPoint[],
  from: { width: number; height: number },
  to: { width: number; height: number },
): PlanPoint[] {
  const sx = to.width / from.width;
  const sy = to.height / from.height;
  return polygon.map(([x, y]) => [
    Math.min(to.width, Math.round(x * sx * 10) / 10),
    Math.min(to.height, Math.round(y * sy * 10) / 10),
  ]);
}

/**
 * `POST gym_spaces/{id}/plan.json`: the plan, kept whole with its size. The sectors already drawn follow a new plan
 * of another size (their outlines are rescaled into its pixels, so they stay on the same walls).
 */
export async function setGymSpacePlan(
  context: IndoorWriteContext,
  user: Actor,
  id: number,
  upload: Buffer,
): Promise<GymSpace> {
  const gymId = await replaceRecordImage(fileStoreFor(context.config), 'plan', upload, (image) =>
    inTransaction(context.db, async (tx) => {
      const current = await lockWritableSpace(tx, user, id, endpoints.uploadGymSpacePlan);
      const size = { width: image.width, height: image.height };
      const row = await updateSpaceRow(tx, id, {
        plan_key: image.key,
        plan_width: size.width,
        plan_height: size.height,
      });
      if (current.plan_width && current.plan_height) {
        const previous = { width: current.plan_width, height: current.plan_height };
        for (const sector of await findSectorsOfSpace(tx, id)) {
          if (sector.polygon) {
            await updateSectorRow(tx, sector.id, { polygon: rescaledPolygon(sector.polygon, previous, size) });
          }
        }
      }
      await recordIndoorChange(tx, user, { itemType: 'gym_spaces', itemId: id, before: current, after: row });
      return { previous: current.plan_key, result: current.gym_id };
    }),
  );
  await indoorChanged(context, { kind: 'gym_space', id, gymIds: [gymId] });
  return getGymSpace(context, id);
}

/** `DELETE gym_spaces/{id}/plan.json`: the plan goes; the sectors keep their outlines for the next plan. */
export async function removeGymSpacePlan(context: IndoorWriteContext, user: Actor, id: number): Promise<GymSpace> {
  const { previous, gymId } = await inTransaction(context.db, async (tx) => {
    const current = await lockWritableSpace(tx, user, id, endpoints.deleteGymSpacePlan);
    if (current.plan_key === null) return { previous: null, gymId: current.gym_id };
    const row = await updateSpaceRow(tx, id, { plan_key: null });
    await recordIndoorChange(tx, user, { itemType: 'gym_spaces', itemId: id, before: current, after: row });
    return { previous: current.plan_key, gymId: current.gym_id };
  });
  await removeImageQuietly(fileStoreFor(context.config), 'plan', previous);
  if (previous) await indoorChanged(context, { kind: 'gym_space', id, gymIds: [gymId] });
  return getGymSpace(context, id);
}

/** `GET gym_sectors/{id}.json`. */
export async function getGymSector(context: IndoorContext, id: number): Promise<GymSector> {
  const row = await findSector(context.db, id);
  if (!row) throw new NotFound('Sector not found');
  return toGymSector(row);
}

/**
 * The sector's rules across fields: its outline drawn on its space's plan (closed, inside, few enough points), its
 * anchors in order.
 */
function checkSector(
  breaks: RuleBreaks,
  space: Pick<GymSpaceRow, 'plan_key' | 'plan_width' | 'plan_height'>,
  sector: Pick<GymSectorRow, 'polygon' | 'anchor_from' | 'anchor_to'>,
): void {
  if (sector.polygon) {
    const size = space.plan_key && space.plan_width && space.plan_height ? space : null;
    const problem = size
      ? planPolygonProblem(sector.polygon, { width: size.plan_width as number, height: size.plan_height as number })
      : 'invalid';
    if (problem) breaks.add('polygon', problem);
  }
  if (sector.anchor_from !== null && sector.anchor_to !== null && sector.anchor_to < sector.anchor_from) {
    breaks.add('anchor_to', 'too_small');
  }
}

/** `POST gym_sectors.json`: a new sector of an existing space (422 `gym_space_id: not_found` otherwise). */
export async function createGymSector(
  context: IndoorWriteContext,
  user: Actor,
  input: GymSectorInput,
): Promise<GymSector> {
  const { id, gymId } = await inTransaction(context.db, async (tx) => {
    const located = isStoredId(input.gym_space_id) ? await gymOfSpace(tx, input.gym_space_id) : undefined;
    const gym = await lockGymOf(tx, user, endpoints.createGymSector, 'gym_space_id', located);
    const space = (await findSpace(tx, input.gym_space_id)) as GymSpaceRow;
    const { gym_space_id: spaceId, ...fields } = input;
    const values = {
      ...givenFields(fields),
      gym_id: gym.id,
      gym_space_id: spaceId,
      name: input.name,
      user_id: user.id,
    };
    const breaks = new RuleBreaks();
    checkSector(breaks, space, {
      polygon: values.polygon ?? null,
      anchor_from: values.anchor_from ?? null,
      anchor_to: values.anchor_to ?? null,
    });
    breaks.check();
    const row = await insertSector(tx, values);
    await refreshSpaceCounts(tx, spaceId);
    await recordIndoorChange(tx, user, { itemType: 'gym_sectors', itemId: row.id, before: null, after: row });
    return { id: row.id, gymId: gym.id };
  });
  await indoorChanged(context, { kind: 'gym_sector', id, gymIds: [gymId] });
  return getGymSector(context, id);
}

const SECTOR: GymRecordLookup<GymSectorRow> = { name: 'Sector', gymOf: gymOfSector, find: findSector };

/** The sector, with its gym locked and writable for `endpoint` first, or 404. */
function lockWritableSector(tx: Tx, user: Actor, id: number, endpoint: GymWriteEndpoint): Promise<GymSectorRow> {
  return lockWritableRecord(tx, user, id, endpoint, SECTOR);
}

/**
 * A space named by a write of a gym's record: it must exist (`not_found`) and be the gym's (`not_included`: a
 * record never moves to another gym).
 */
export async function spaceOfGym(tx: Tx, breaks: RuleBreaks, field: string, spaceId: number, gymId: number) {
  const space = isStoredId(spaceId) ? await findSpace(tx, spaceId) : undefined;
  if (!space) breaks.add(field, 'not_found');
  else if (space.gym_id !== gymId) breaks.add(field, 'not_included');
  return space?.gym_id === gymId ? space : undefined;
}

/** `PUT gym_sectors/{id}.json`: the fields given; a sector may move to another space of its gym, with its routes. */
export async function updateGymSector(
  context: IndoorWriteContext,
  user: Actor,
  id: number,
  input: GymSectorUpdateInput,
): Promise<GymSector> {
  const gymId = await inTransaction(context.db, async (tx) => {
    const current = await lockWritableSector(tx, user, id, endpoints.updateGymSector);
    const breaks = new RuleBreaks();
    const spaceId = input.gym_space_id ?? current.gym_space_id;
    const space = await spaceOfGym(tx, breaks, 'gym_space_id', spaceId, current.gym_id);
    const changes = givenFields(input);
    if (space) checkSector(breaks, space, { ...current, ...changes });
    breaks.check();
    const row = await updateSectorRow(tx, id, changes);
    if (spaceId !== current.gym_space_id) {
      await moveRoutesOfSector(tx, id, spaceId);
      await refreshSpaceCounts(tx, current.gym_space_id);
    }
    await refreshSpaceCounts(tx, spaceId);
    await recordIndoorChange(tx, user, { itemType: 'gym_sectors', itemId: id, before: current, after: row });
    return current.gym_id;
  });
  await indoorChanged(context, { kind: 'gym_sector', id, gymIds: [gymId] });
  return getGymSector(context, id);
}

/** `DELETE gym_sectors/{id}.json` (site administrators, or once staffed its route setters): with its routes. */
export async function deleteGymSector(context: IndoorWriteContext, user: Actor, id: number): Promise<void> {
  const gymId = await inTransaction(context.db, async (tx) => {
    const current = await lockWritableSector(tx, user, id, endpoints.deleteGymSector);
    await deleteSectorRow(tx, id);
    await refreshSpaceCounts(tx, current.gym_space_id);
    await refreshGymCounts(tx, current.gym_id);
    await recordIndoorChange(tx, user, { itemType: 'gym_sectors', itemId: id, before: current, after: null });
    return current.gym_id;
  });
  await indoorChanged(context, { kind: 'gym_sector', id, gymIds: [gymId] });
}
