import {
  DEFAULT_GYM_LEVELS,
  endpoints,
  GYM_CLIMBING_TYPES,
  GYM_ROUTE_CLIMBING_TYPES,
  type Gym,
  type GymInput,
  type GymLevels,
  type GymListQuery,
  type GymSummary,
  type GymUpdateInput,
  type PageQuery,
} from '@climb/contracts';
import { inTransaction } from '../../db/transaction';
import { NotFound } from '../../lib/errors';
import { isStoredId } from '../../lib/path-params';
import { RuleBreaks } from '../../lib/rule-breaks';
import { slugify } from '../../lib/slug';
import { givenFields, inEnumOrder } from '../../lib/wiki-input';
import { fileStoreFor } from '../../media/file-store';
import { removeImageQuietly, replaceRecordImage } from '../../media/record-image';
import { authorizeGymWrite, authorizeIndoorWiki, type GymWriteEndpoint, isAdministered } from '../shared/indoor.policy';
import {
  type Actor,
  fileUrls,
  type IndoorContext,
  type IndoorWriteContext,
  indoorChanged,
  recordIndoorChange,
} from '../shared/indoor-change';
import { toGym, toGymSummary } from './gym.mapper';
import {
  countGyms,
  deleteGym as deleteGymRow,
  findAdministratorRoles,
  findGymDetail,
  findGymLevels,
  findGymSummaries,
  findGymsByFollowers,
  type GymValues,
  insertGym,
  insertGymLevels,
  lockGym,
  readSettingList,
  updateGym as updateGymRow,
} from './gym.repository';
import { gymChainExists, refreshGymChainCount } from './gym-chain.repository';

type Tx = Parameters<typeof lockGym>[0];

/** `GET gyms/{id}.json`. */
export async function getGym(context: IndoorContext, id: number): Promise<Gym> {
  const row = await findGymDetail(context.db, id);
  if (!row) throw new NotFound('Gym not found');
  return toGym(row, fileUrls(context), isAdministered(row));
}

/**
 * The gym a write of it or of its spaces, sectors or routes belongs to, locked, or 404; checks the climber may make
 * the write `endpoint` declares (its gym role, whether it deletes the record) at this gym, with their administrator
 * record read under the lock.
 */
export async function lockWritableGym(tx: Tx, user: Actor, gymId: number, endpoint: GymWriteEndpoint) {
  const gym = await lockGym(tx, gymId);
  if (!gym) throw new NotFound('Gym not found');
  const roles = user.super_admin || !isAdministered(gym) ? null : await findAdministratorRoles(tx, gym.id, user.id);
  authorizeGymWrite(user, endpoint, gym, roles);
  return gym;
}

/** A record held by a gym (a space, a sector, a route): how to find its gym, then itself. */
export interface GymRecordLookup<Row> {
  /** What the 404 names: `Space`, `Sector`, `Route`. */
  name: string;
  gymOf(tx: Tx, id: number): Promise<number | undefined>;
  find(tx: Tx, id: number): Promise<Row | undefined>;
}

/** A record of a gym, with its gym locked and writable for `endpoint` first (the lock every change of it takes), or 404. */
export async function lockWritableRecord<Row>(
  tx: Tx,
  user: Actor,
  id: number,
  endpoint: GymWriteEndpoint,
  lookup: GymRecordLookup<Row>,
): Promise<Row> {
  const gymId = await lookup.gymOf(tx, id);
  if (gymId === undefined) throw new NotFound(`${lookup.name} not found`);
  await lockWritableGym(tx, user, gymId, endpoint);
  const row = await lookup.find(tx, id);
  if (!row) throw new NotFound(`${lookup.name} not found`);
  return row;
}

function gymValues(input: GymUpdateInput): Partial<GymValues> {
  const { climbing_types: climbingTypes, ...fields } = givenFields(input);
  return {
    ...fields,
    ...(fields.name === undefined ? {} : { slug_name: slugify(fields.name) }),
    ...(climbingTypes ? { climbing_types: inEnumOrder(climbingTypes, GYM_CLIMBING_TYPES) } : {}),
  };
}

/** A chain named by the input must exist: 422 `gym_chain_id: not_found` otherwise. */
async function checkChain(tx: Parameters<typeof gymChainExists>[0], chainId: number | null | undefined) {
  if (chainId === null || chainId === undefined) return;
  const breaks = new RuleBreaks();
  if (!isStoredId(chainId) || !(await gymChainExists(tx, chainId))) breaks.add('gym_chain_id', 'not_found');
  breaks.check();
}

/** `POST gyms.json`: a new gym, with the default levels of each type of route. */
export async function createGym(context: IndoorWriteContext, user: Actor, input: GymInput): Promise<Gym> {
  authorizeIndoorWiki(user, 'create');
  const id = await inTransaction(context.db, async (tx) => {
    await checkChain(tx, input.gym_chain_id);
    const row = await insertGym(tx, {
      ...gymValues(input),
      name: input.name,
      slug_name: slugify(input.name),
      address: input.address,
      city: input.city,
      country_code: input.country_code,
      latitude: input.latitude,
      longitude: input.longitude,
      time_zone: input.time_zone,
      climbing_types: inEnumOrder(input.climbing_types, GYM_CLIMBING_TYPES),
      gym_type: input.gym_type,
      user_id: user.id,
    });
    await insertGymLevels(
      tx,
      GYM_ROUTE_CLIMBING_TYPES.map((type) => ({
        gym_id: row.id,
        climbing_type: type,
        levels: DEFAULT_GYM_LEVELS[type],
      })),
    );
    if (row.gym_chain_id !== null) await refreshGymChainCount(tx, row.gym_chain_id);
    await recordIndoorChange(tx, user, { itemType: 'gyms', itemId: row.id, before: null, after: row });
    return row.id;
  });
  await indoorChanged(context, { kind: 'gym', id, gymIds: [id] });
  return getGym(context, id);
}

/** `PUT gyms/{id}.json`: changes the fields given. */
export async function updateGym(
  context: IndoorWriteContext,
  user: Actor,
  id: number,
  input: GymUpdateInput,
): Promise<Gym> {
  await inTransaction(context.db, async (tx) => {
    const current = await lockWritableGym(tx, user, id, endpoints.updateGym);
    await checkChain(tx, input.gym_chain_id);
    const row = await updateGymRow(tx, id, gymValues(input));
    for (const chainId of new Set([current.gym_chain_id, row.gym_chain_id])) {
      if (chainId !== null && current.gym_chain_id !== row.gym_chain_id) await refreshGymChainCount(tx, chainId);
    }
    await recordIndoorChange(tx, user, { itemType: 'gyms', itemId: id, before: current, after: row });
  });
  await indoorChanged(context, { kind: 'gym', id, gymIds: [id] });
  return getGym(context, id);
}

/** `DELETE gyms/{id}.json` (site administrators, or once staffed its administrators managing it): the gym with its spaces, sectors and routes. */
export async function deleteGym(context: IndoorWriteContext, user: Actor, id: number): Promise<void> {
  const images = await inTransaction(context.db, async (tx) => {
    const current = await lockWritableGym(tx, user, id, endpoints.deleteGym);
    await deleteGymRow(tx, id);
    if (current.gym_chain_id !== null) await refreshGymChainCount(tx, current.gym_chain_id);
    await recordIndoorChange(tx, user, { itemType: 'gyms', itemId: id, before: current, after: null });
    return { logo: current.logo_key, banner: current.banner_key };
  });
  const store = fileStoreFor(context.config);
  await removeImageQuietly(store, 'logo', images.logo);
  await removeImageQuietly(store, 'banner', images.banner);
  await indoorChanged(context, { kind: 'gym', id, gymIds: [id] });
}

type GymImage = 'logo' | 'banner';
const GYM_IMAGE_COLUMNS = { logo: 'logo_key', banner: 'banner_key' } as const;
/** The endpoints of each image: the role they need is read from their declaration. */
const GYM_IMAGE_ENDPOINTS = {
  logo: { upload: endpoints.uploadGymLogo, remove: endpoints.deleteGymLogo },
  banner: { upload: endpoints.uploadGymBanner, remove: endpoints.deleteGymBanner },
} as const;

/** `POST gyms/{id}/logo.json` and `banner.json`: replaces the image (checked by content; nothing kept on refusal). */
export async function setGymImage(
  context: IndoorWriteContext,
  user: Actor,
  id: number,
  kind: GymImage,
  upload: Buffer,
): Promise<Gym> {
  const column = GYM_IMAGE_COLUMNS[kind];
  await replaceRecordImage(fileStoreFor(context.config), kind, upload, (image) =>
    inTransaction(context.db, async (tx) => {
      const current = await lockWritableGym(tx, user, id, GYM_IMAGE_ENDPOINTS[kind].upload);
      const row = await updateGymRow(tx, id, { [column]: image.key });
      await recordIndoorChange(tx, user, { itemType: 'gyms', itemId: id, before: current, after: row });
      return { previous: current[column], result: undefined };
    }),
  );
  await indoorChanged(context, { kind: 'gym', id, gymIds: [id] });
  return getGym(context, id);
}

/** `DELETE gyms/{id}/logo.json` and `banner.json` (nothing to remove is not an error). */
export async function removeGymImage(
  context: IndoorWriteContext,
  user: Actor,
  id: number,
  kind: GymImage,
): Promise<Gym> {
  const column = GYM_IMAGE_COLUMNS[kind];
  const previous = await inTransaction(context.db, async (tx) => {
    const current = await lockWritableGym(tx, user, id, GYM_IMAGE_ENDPOINTS[kind].remove);
    if (current[column] === null) return null;
    const row = await updateGymRow(tx, id, { [column]: null });
    await recordIndoorChange(tx, user, { itemType: 'gyms', itemId: id, before: current, after: row });
    return current[column];
  });
  await removeImageQuietly(fileStoreFor(context.config), kind, previous);
  if (previous) await indoorChanged(context, { kind: 'gym', id, gymIds: [id] });
  return getGym(context, id);
}

/** `GET gyms/{id}/levels.json`: the gym's scale of each type of route. */
export async function getGymLevels(context: IndoorContext, id: number): Promise<GymLevels[]> {
  const [gym, rows] = await Promise.all([findGymDetail(context.db, id), findGymLevels(context.db, id)]);
  if (!gym) throw new NotFound('Gym not found');
  return GYM_ROUTE_CLIMBING_TYPES.flatMap((type) => rows.filter((row) => row.climbing_type === type));
}

/** `GET gyms.json` without `query`: every gym, most followed first (or by name, or newest). */
export async function listGymsByFollowers(
  context: IndoorContext,
  query: Omit<GymListQuery, 'query'>,
): Promise<{ items: GymSummary[]; total: number }> {
  const filter = { climbingTypes: query.climbing_types };
  const page = { limit: query.per_page, offset: (query.page - 1) * query.per_page };
  const [rows, total] = await Promise.all([
    findGymsByFollowers(context.db, filter, page, query.order ?? 'followers'),
    countGyms(context.db, filter),
  ]);
  const url = fileUrls(context);
  return { items: rows.map((row) => toGymSummary(row, url)), total };
}

/** `GET gym_chains/{id}/gyms.json`: a chain's gyms by name. */
export async function listGymsOfChain(
  context: IndoorContext,
  chainId: number,
  query: PageQuery,
): Promise<{ items: GymSummary[]; total: number }> {
  if (!(await gymChainExists(context.db, chainId))) throw new NotFound('Gym chain not found');
  const filter = { chainId };
  const page = { limit: query.per_page, offset: (query.page - 1) * query.per_page };
  const [rows, total] = await Promise.all([
    findGymsByFollowers(context.db, filter, page, 'name'),
    countGyms(context.db, filter),
  ]);
  const url = fileUrls(context);
  return { items: rows.map((row) => toGymSummary(row, url)), total };
}

/** The setting where the seed names the demo gyms it created (the exhibition gyms when none are configured). */
export const DEMO_GYMS_SETTING = 'demo_gym_ids';

/** The exhibition gyms: `EXHIBITION_GYM_IDS` (three at most), or without it the demo gyms the seed created. */
async function exhibitionGymIds(context: IndoorContext): Promise<number[]> {
  if (context.config.exhibitionGymIds.length > 0) return context.config.exhibitionGymIds;
  const ids = await readSettingList(context.db, DEMO_GYMS_SETTING);
  return ids.filter((id): id is number => Number.isInteger(id)).slice(0, 3);
}

/** `GET gyms/exhibition.json`: the gyms the indoor page shows first, in the configured order (gone ones left out). */
export async function listExhibitionGyms(context: IndoorContext): Promise<GymSummary[]> {
  const rows = await findGymSummaries(context.db, await exhibitionGymIds(context));
  const url = fileUrls(context);
  return rows.map((row) => toGymSummary(row, url));
}
