import type { GymChain, GymChainInput, GymChainSummary, GymChainUpdateInput, PageQuery } from '@climb/contracts';
import { inTransaction } from '../../db/transaction';
import { NotFound } from '../../lib/errors';
import { slugify } from '../../lib/slug';
import { givenFields } from '../../lib/wiki-input';
import { fileStoreFor } from '../../media/file-store';
import { removeImageQuietly, replaceRecordImage } from '../../media/record-image';
import { authorizeIndoorWiki } from '../shared/indoor.policy';
import {
  type Actor,
  fileUrls,
  type IndoorContext,
  type IndoorWriteContext,
  indoorChanged,
  recordIndoorChange,
} from '../shared/indoor-change';
import { toGymChain, toGymChainSummary } from './gym.mapper';
import { findGymIdsOfChain } from './gym.repository';
import {
  countGymChains,
  deleteGymChain as deleteChainRow,
  findGymChainDetail,
  findGymChains,
  type GymChainValues,
  insertGymChain,
  lockGymChain,
  updateGymChain as updateChainRow,
} from './gym-chain.repository';

/** `GET gym_chains/{id}.json`. */
export async function getGymChain(context: IndoorContext, id: number): Promise<GymChain> {
  const row = await findGymChainDetail(context.db, id);
  if (!row) throw new NotFound('Gym chain not found');
  return toGymChain(row, fileUrls(context));
}

/** `GET gym_chains.json`: chains by name, or like `query`. */
export async function listGymChains(
  context: IndoorContext,
  query: PageQuery & { query?: string },
): Promise<{ items: GymChainSummary[]; total: number }> {
  const page = { limit: query.per_page, offset: (query.page - 1) * query.per_page };
  const [rows, total] = await Promise.all([
    findGymChains(context.db, query.query, page),
    countGymChains(context.db, query.query),
  ]);
  const url = fileUrls(context);
  return { items: rows.map((row) => toGymChainSummary(row, url)), total };
}

function chainValues(input: GymChainUpdateInput): Partial<GymChainValues> {
  const fields = givenFields(input);
  return { ...fields, ...(fields.name === undefined ? {} : { slug_name: slugify(fields.name) }) };
}

/** A chain's change moves the pages of its gyms (they show its name). */
async function chainChanged(context: IndoorWriteContext, id: number, gymIds: readonly number[]): Promise<void> {
  await indoorChanged(context, { kind: 'gym_chain', id, gymIds });
}

/** `POST gym_chains.json`. */
export async function createGymChain(
  context: IndoorWriteContext,
  user: Actor,
  input: GymChainInput,
): Promise<GymChain> {
  authorizeIndoorWiki(user, 'create');
  const id = await inTransaction(context.db, async (tx) => {
    const row = await insertGymChain(tx, {
      ...chainValues(input),
      name: input.name,
      slug_name: slugify(input.name),
      user_id: user.id,
    });
    await recordIndoorChange(tx, user, { itemType: 'gym_chains', itemId: row.id, before: null, after: row });
    return row.id;
  });
  await chainChanged(context, id, []);
  return getGymChain(context, id);
}

/** `PUT gym_chains/{id}.json`. */
export async function updateGymChain(
  context: IndoorWriteContext,
  user: Actor,
  id: number,
  input: GymChainUpdateInput,
): Promise<GymChain> {
  authorizeIndoorWiki(user, 'update');
  const gymIds = await inTransaction(context.db, async (tx) => {
    const current = await lockGymChain(tx, id);
    if (!current) throw new NotFound('Gym chain not found');
    const row = await updateChainRow(tx, id, chainValues(input));
    await recordIndoorChange(tx, user, { itemType: 'gym_chains', itemId: id, before: current, after: row });
    return findGymIdsOfChain(tx, id);
  });
  await chainChanged(context, id, gymIds);
  return getGymChain(context, id);
}

/** `DELETE gym_chains/{id}.json` (site administrators): its gyms stay, without a chain. */
export async function deleteGymChain(context: IndoorWriteContext, user: Actor, id: number): Promise<void> {
  authorizeIndoorWiki(user, 'destroy');
  const { gymIds, images } = await inTransaction(context.db, async (tx) => {
    const current = await lockGymChain(tx, id);
    if (!current) throw new NotFound('Gym chain not found');
    const gyms = await findGymIdsOfChain(tx, id);
    await deleteChainRow(tx, id);
    await recordIndoorChange(tx, user, { itemType: 'gym_chains', itemId: id, before: current, after: null });
    return { gymIds: gyms, images: { logo: current.logo_key, banner: current.banner_key } };
  });
  const store = fileStoreFor(context.config);
  await removeImageQuietly(store, 'logo', images.logo);
  await removeImageQuietly(store, 'banner', images.banner);
  await chainChanged(context, id, gymIds);
}

type ChainImage = 'logo' | 'banner';
const CHAIN_IMAGE_COLUMNS = { logo: 'logo_key', banner: 'banner_key' } as const;

/** `POST gym_chains/{id}/logo.json` and `banner.json`. */
export async function setGymChainImage(
  context: IndoorWriteContext,
  user: Actor,
  id: number,
  kind: ChainImage,
  upload: Buffer,
): Promise<GymChain> {
  authorizeIndoorWiki(user, 'update');
  const column = CHAIN_IMAGE_COLUMNS[kind];
  const gymIds = await replaceRecordImage(fileStoreFor(context.config), kind, upload, (image) =>
    inTransaction(context.db, async (tx) => {
      const current = await lockGymChain(tx, id);
      if (!current) throw new NotFound('Gym chain not found');
      const row = await updateChainRow(tx, id, { [column]: image.key });
      await recordIndoorChange(tx, user, { itemType: 'gym_chains', itemId: id, before: current, after: row });
      return { previous: current[column], result: await findGymIdsOfChain(tx, id) };
    }),
  );
  await chainChanged(context, id, gymIds);
  return getGymChain(context, id);
}

/** `DELETE gym_chains/{id}/logo.json` and `banner.json`. */
export async function removeGymChainImage(
  context: IndoorWriteContext,
  user: Actor,
  id: number,
  kind: ChainImage,
): Promise<GymChain> {
  authorizeIndoorWiki(user, 'update');
  const column = CHAIN_IMAGE_COLUMNS[kind];
  const { previous, gymIds } = await inTransaction(context.db, async (tx) => {
    const current = await lockGymChain(tx, id);
    if (!current) throw new NotFound('Gym chain not found');
    if (current[column] === null) return { previous: null, gymIds: [] };
    const row = await updateChainRow(tx, id, { [column]: null });
    await recordIndoorChange(tx, user, { itemType: 'gym_chains', itemId: id, before: current, after: row });
    return { previous: current[column], gymIds: await findGymIdsOfChain(tx, id) };
  });
  await removeImageQuietly(fileStoreFor(context.config), kind, previous);
  if (previous) await chainChanged(context, id, gymIds);
  return getGymChain(context, id);
}
