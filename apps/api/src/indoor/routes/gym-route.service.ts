import {
  endpoints,
  formatGrade,
  type GymRoute,
  type GymRouteInput,
  type GymRouteListQuery,
  type GymRouteSummary,
  type GymRouteUpdateInput,
} from '@climb/contracts';
import { inTransaction } from '../../db/transaction';
import { NotFound } from '../../lib/errors';
import { isStoredId } from '../../lib/path-params';
import { RuleBreaks } from '../../lib/rule-breaks';
import { givenFields } from '../../lib/wiki-input';
import { fileStoreFor } from '../../media/file-store';
import { removeImageQuietly, replaceRecordImage } from '../../media/record-image';
import { openersOfRoute } from '../admin/structure/opener.service';
import { findGym, findGymLevel, refreshGymCounts } from '../gyms/gym.repository';
import { type GymRecordLookup, lockWritableGym, lockWritableRecord } from '../gyms/gym.service';
import type { GymWriteEndpoint } from '../shared/indoor.policy';
import {
  type Actor,
  fileUrls,
  type IndoorContext,
  type IndoorWriteContext,
  indoorChanged,
  recordIndoorChange,
} from '../shared/indoor-change';
import { findSector, gymOfSector, refreshSpaceCounts } from '../spaces/gym-space.repository';
import { toGymRoute, toGymRouteSummary } from './gym-route.mapper';
import {
  countMountedRoutesOfGym,
  deleteRoute as deleteRouteRow,
  findMountedRoutesOfGym,
  findMountedRoutesOfSector,
  findRoute,
  findRouteDetail,
  type GymRouteRow,
  type GymRouteValues,
  gymOfRoute,
  insertRoute,
  updateRoute as updateRouteRow,
} from './gym-route.repository';

type Tx = Parameters<typeof findRoute>[0];

/** `GET gym_routes/{id}.json`. */
export async function getGymRoute(context: IndoorContext, id: number): Promise<GymRoute> {
  const row = await findRouteDetail(context.db, id);
  if (!row) throw new NotFound('Route not found');
  return toGymRoute(row, fileUrls(context), context.config.ascentConsensusMinVotes);
}

/** `GET gym_sectors/{id}/gym_routes.json`: the sector's mounted routes, newest first. */
export async function listGymSectorRoutes(context: IndoorContext, sectorId: number): Promise<GymRouteSummary[]> {
  const [sector, rows] = await Promise.all([
    findSector(context.db, sectorId),
    findMountedRoutesOfSector(context.db, sectorId),
  ]);
  if (!sector) throw new NotFound('Sector not found');
  const url = fileUrls(context);
  return rows.map((row) => toGymRouteSummary(row, url));
}

/** `GET gyms/{id}/gym_routes.json`: the gym's mounted routes, filtered, sorted, one page. */
export async function listGymRoutes(
  context: IndoorContext,
  gymId: number,
  query: GymRouteListQuery,
): Promise<{ items: GymRouteSummary[]; total: number }> {
  const [gym, rows, total] = await Promise.all([
    findGym(context.db, gymId),
    findMountedRoutesOfGym(context.db, gymId, query),
    countMountedRoutesOfGym(context.db, gymId, query),
  ]);
  if (!gym) throw new NotFound('Gym not found');
  const url = fileUrls(context);
  return { items: rows.map((row) => toGymRouteSummary(row, url)), total };
}

export type RouteFields = Omit<GymRouteUpdateInput, 'gym_sector_id'>;

/**
 * The route's values once its level is read from the gym's scale for its type: the level's colour, and its grade
 * unless the route gives one. A level the scale does not have: 422 `level_index: not_included`. A route dismounted
 * before it was opened: 422 `dismounted_at: before_opening`. Openers named by id: see `openersOfRoute`. The route
 * table's batches and cells follow the same rules through it.
 */
export async function routeValues(
  tx: Tx,
  breaks: RuleBreaks,
  gymId: number,
  current: Pick<
    GymRouteRow,
    'climbing_type' | 'level_index' | 'grade_value' | 'opened_at' | 'dismounted_at' | 'opener_ids'
  > | null,
  input: RouteFields,
): Promise<Partial<GymRouteValues>> {
  const { gym_opener_ids: openerIds, styles, ...fields } = givenFields(input);
  const values: Partial<GymRouteValues> = { ...fields };
  // Named openers of the gym give the names the route shows; none named leaves the names given as they are.
  if (openerIds) {
    const named = await openersOfRoute(tx, breaks, gymId, openerIds, current?.opener_ids ?? []);
    values.opener_ids = named.opener_ids;
    if (named.opener_ids.length > 0) values.openers = named.openers;
  }
  if (styles) values.styles = [...new Set(styles)];
  const type = fields.climbing_type ?? current?.climbing_type;
  const levelIndex = fields.level_index === undefined ? current?.level_index : fields.level_index;
  const levelChanged = fields.level_index !== undefined || fields.climbing_type !== undefined;
  if (levelChanged) {
    if (levelIndex === null || levelIndex === undefined) {
      values.level_index = null;
      values.level_color = null;
    } else {
      const level = type ? (await findGymLevel(tx, gymId, type))?.[levelIndex] : undefined;
      if (!level) breaks.add('level_index', 'not_included');
      else {
        values.level_index = levelIndex;
        values.level_color = level.color;
        if (fields.grade_value === undefined && (current === null || fields.level_index !== undefined)) {
          values.grade_value = level.grade_value;
        }
      }
    }
  }
  const grade = values.grade_value === undefined ? current?.grade_value : values.grade_value;
  if (values.grade_value !== undefined) values.grade_text = grade ? formatGrade(grade) : null;
  const openedAt = fields.opened_at ?? current?.opened_at;
  const dismountedAt = fields.dismounted_at === undefined ? current?.dismounted_at : fields.dismounted_at;
  if (openedAt && dismountedAt && dismountedAt < openedAt) breaks.add('dismounted_at', 'before_opening');
  return values;
}

/** The sector a route is set in: it must exist (`not_found`) and, on a move, be of the route's gym (`not_included`). */
export async function sectorFor(tx: Tx, breaks: RuleBreaks, sectorId: number, gymId: number | null) {
  const sector = isStoredId(sectorId) ? await findSector(tx, sectorId) : undefined;
  if (!sector) breaks.add('gym_sector_id', 'not_found');
  else if (gymId !== null && sector.gym_id !== gymId) breaks.add('gym_sector_id', 'not_included');
  return sector;
}

/** `POST gym_routes.json`: a route set in an existing sector. */
export async function createGymRoute(
  context: IndoorWriteContext,
  user: Actor,
  input: GymRouteInput,
): Promise<GymRoute> {
  const { id, gymId } = await inTransaction(context.db, async (tx) => {
    const located = isStoredId(input.gym_sector_id) ? await gymOfSector(tx, input.gym_sector_id) : undefined;
    if (located === undefined) new RuleBreaks().add('gym_sector_id', 'not_found').check();
    const gym = await lockWritableGym(tx, user, located as number, endpoints.createGymRoute);
    const breaks = new RuleBreaks();
    const sector = await sectorFor(tx, breaks, input.gym_sector_id, gym.id);
    const { gym_sector_id: sectorId, ...fields } = input;
    const values = await routeValues(tx, breaks, gym.id, null, { ...fields, level_index: fields.level_index ?? null });
    breaks.check();
    if (!sector) throw new NotFound('Sector not found');
    const row = await insertRoute(tx, {
      ...values,
      gym_id: gym.id,
      gym_space_id: sector.gym_space_id,
      gym_sector_id: sectorId,
      climbing_type: input.climbing_type,
      opened_at: input.opened_at,
      user_id: user.id,
    });
    await refreshSpaceCounts(tx, sector.gym_space_id);
    await refreshGymCounts(tx, gym.id);
    await recordIndoorChange(tx, user, { itemType: 'gym_routes', itemId: row.id, before: null, after: row });
    return { id: row.id, gymId: gym.id };
  });
  await indoorChanged(context, { kind: 'gym_route', id, gymIds: [gymId] });
  return getGymRoute(context, id);
}

const ROUTE: GymRecordLookup<GymRouteRow> = { name: 'Route', gymOf: gymOfRoute, find: findRoute };

/** The route, with its gym locked and writable for `endpoint` first, or 404. */
function lockWritableRoute(tx: Tx, user: Actor, id: number, endpoint: GymWriteEndpoint): Promise<GymRouteRow> {
  return lockWritableRecord(tx, user, id, endpoint, ROUTE);
}

/** `PUT gym_routes/{id}.json`: the fields given; a move to another sector of the gym; a dismount. */
export async function updateGymRoute(
  context: IndoorWriteContext,
  user: Actor,
  id: number,
  input: GymRouteUpdateInput,
): Promise<GymRoute> {
  const gymId = await inTransaction(context.db, async (tx) => {
    const current = await lockWritableRoute(tx, user, id, endpoints.updateGymRoute);
    const breaks = new RuleBreaks();
    const { gym_sector_id: sectorId, ...fields } = input;
    const sector =
      sectorId === undefined || sectorId === current.gym_sector_id
        ? undefined
        : await sectorFor(tx, breaks, sectorId, current.gym_id);
    const values = await routeValues(tx, breaks, current.gym_id, current, fields);
    breaks.check();
    const row = await updateRouteRow(tx, id, {
      ...values,
      ...(sector ? { gym_sector_id: sector.id, gym_space_id: sector.gym_space_id } : {}),
    });
    for (const spaceId of new Set([current.gym_space_id, row.gym_space_id])) await refreshSpaceCounts(tx, spaceId);
    await refreshGymCounts(tx, current.gym_id);
    await recordIndoorChange(tx, user, { itemType: 'gym_routes', itemId: id, before: current, after: row });
    return current.gym_id;
  });
  await indoorChanged(context, { kind: 'gym_route', id, gymIds: [gymId] });
  return getGymRoute(context, id);
}

/** `DELETE gym_routes/{id}.json` (site administrators, or once staffed its route setters). */
export async function deleteGymRoute(context: IndoorWriteContext, user: Actor, id: number): Promise<void> {
  const current = await inTransaction(context.db, async (tx) => {
    const route = await lockWritableRoute(tx, user, id, endpoints.deleteGymRoute);
    await deleteRouteRow(tx, id);
    await refreshSpaceCounts(tx, route.gym_space_id);
    await refreshGymCounts(tx, route.gym_id);
    await recordIndoorChange(tx, user, { itemType: 'gym_routes', itemId: id, before: route, after: null });
    return route;
  });
  const store = fileStoreFor(context.config);
  await removeImageQuietly(store, 'picture', current.picture_key);
  await removeImageQuietly(store, 'thumbnail', current.thumbnail_key);
  await indoorChanged(context, { kind: 'gym_route', id, gymIds: [current.gym_id] });
}

type RouteImage = 'picture' | 'thumbnail';
/** The endpoints of each image: the role they need is read from their declaration. */
const ROUTE_IMAGE_ENDPOINTS = {
  picture: { upload: endpoints.uploadGymRoutePicture, remove: endpoints.deleteGymRoutePicture },
  thumbnail: { upload: endpoints.uploadGymRouteThumbnail, remove: endpoints.deleteGymRouteThumbnail },
} as const;

/** `POST gym_routes/{id}/picture.json` (kept whole, with its size) and `thumbnail.json` (square). */
export async function setGymRouteImage(
  context: IndoorWriteContext,
  user: Actor,
  id: number,
  kind: RouteImage,
  upload: Buffer,
): Promise<GymRoute> {
  const gymId = await replaceRecordImage(fileStoreFor(context.config), kind, upload, (image) =>
    inTransaction(context.db, async (tx) => {
      const current = await lockWritableRoute(tx, user, id, ROUTE_IMAGE_ENDPOINTS[kind].upload);
      const changes: Partial<GymRouteValues> =
        kind === 'picture'
          ? { picture_key: image.key, picture_width: image.width, picture_height: image.height }
          : { thumbnail_key: image.key };
      const row = await updateRouteRow(tx, id, changes);
      await recordIndoorChange(tx, user, { itemType: 'gym_routes', itemId: id, before: current, after: row });
      return { previous: kind === 'picture' ? current.picture_key : current.thumbnail_key, result: current.gym_id };
    }),
  );
  await indoorChanged(context, { kind: 'gym_route', id, gymIds: [gymId] });
  return getGymRoute(context, id);
}

/** `DELETE gym_routes/{id}/picture.json` and `thumbnail.json`. */
export async function removeGymRouteImage(
  context: IndoorWriteContext,
  user: Actor,
  id: number,
  kind: RouteImage,
): Promise<GymRoute> {
  const { previous, gymId } = await inTransaction(context.db, async (tx) => {
    const current = await lockWritableRoute(tx, user, id, ROUTE_IMAGE_ENDPOINTS[kind].remove);
    const key = kind === 'picture' ? current.picture_key : current.thumbnail_key;
    if (key === null) return { previous: null, gymId: current.gym_id };
    const row = await updateRouteRow(
      tx,
      id,
      kind === 'picture' ? { picture_key: null, picture_width: null, picture_height: null } : { thumbnail_key: null },
    );
    await recordIndoorChange(tx, user, { itemType: 'gym_routes', itemId: id, before: current, after: row });
    return { previous: key, gymId: current.gym_id };
  });
  await removeImageQuietly(fileStoreFor(context.config), kind, previous);
  if (previous) await indoorChanged(context, { kind: 'gym_route', id, gymIds: [gymId] });
  return getGymRoute(context, id);
}
