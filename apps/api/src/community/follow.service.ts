import type {
  Follow,
  FollowableType,
  Follower,
  FollowersQuery,
  FollowInput,
  FollowStatus,
  PageQuery,
} from '@climb/contracts';
import type { AppContext } from '../app-context';
import { NotFound, ValidationFailed } from '../lib/errors';
import { fileStoreFor } from '../media/file-store';
import { toFollow, toFollower, toFollowStatus } from './follow.mapper';
import {
  countFollowers,
  deleteFollow,
  deleteFollowsOf,
  findFollow,
  findFollowedPage,
  findFollowersPage,
  insertFollow,
} from './follow.repository';
import { type FollowableKind, type FollowableKinds, registeredKind } from './followable-kinds';

type FollowContext = Pick<AppContext, 'db'>;
/** A follow written tells the followed record's domain its count changed (`follow.changed`). */
type FollowWriteContext = FollowContext & Pick<AppContext, 'events'>;

/** The kind's registration; a kind no domain offers yet answers 422 `followable_type: not_included`. */
function kindOf(kinds: FollowableKinds, type: FollowableType): FollowableKind<{ id: number }> {
  const kind = registeredKind(kinds, type);
  if (!kind) throw new ValidationFailed({ followable_type: ['not_included'] });
  return kind;
}

/**
 * `GET follows.json`: whether the climber follows the record, and how many climbers do; an unknown
 * record is NotFound.
 */
export async function getFollowStatus(
  context: FollowContext,
  kinds: FollowableKinds,
  userId: number,
  record: FollowInput,
): Promise<FollowStatus> {
  if (!(await kindOf(kinds, record.followable_type).exists(record.followable_id))) {
    throw new NotFound('Nothing to follow here');
  }
  const [row, followers] = await Promise.all([
    findFollow(context.db, { user_id: userId, ...record }),
    countFollowers(context.db, record.followable_type, record.followable_id),
  ]);
  return toFollowStatus(record, row, followers);
}

/**
 * `POST follows.json`: the climber follows the record, once however often asked (`created` false
 * when they already did). A favourite (crag, gym, guide book) is accepted at once; following a
 * climber with a private profile will wait for their answer when climbers become followable.
 */
export async function followRecord(
  context: FollowWriteContext,
  kinds: FollowableKinds,
  userId: number,
  record: FollowInput,
): Promise<{ follow: Follow; created: boolean }> {
  if (!(await kindOf(kinds, record.followable_type).exists(record.followable_id))) {
    throw new ValidationFailed({ followable_id: ['not_found'] });
  }
  const { row, created } = await insertFollow(context.db, { user_id: userId, ...record, state: 'accepted' });
  if (created) await followChanged(context, record);
  return { follow: toFollow(row), created };
}

/** `DELETE follows.json`: the climber stops following the record; done as well when they did not follow it. */
export async function unfollowRecord(
  context: FollowWriteContext,
  kinds: FollowableKinds,
  userId: number,
  record: FollowInput,
): Promise<void> {
  kindOf(kinds, record.followable_type);
  if (await deleteFollow(context.db, { user_id: userId, ...record })) await followChanged(context, record);
}

/** Settled before the answer: the followed record's page shows its new count of followers at once. */
function followChanged(context: FollowWriteContext, record: FollowInput): Promise<void> {
  return context.events.emitAndSettle('follow.changed', {
    followableType: record.followable_type,
    followableId: record.followable_id,
  });
}

/**
 * `GET follows/followers.json`: a page of the climbers following a record, those whose profile is public, the last
 * to follow first; an unknown record is NotFound.
 */
export async function listFollowers(
  context: FollowContext & Pick<AppContext, 'config'>,
  kinds: FollowableKinds,
  query: FollowersQuery,
): Promise<{ items: Follower[]; total: number }> {
  if (!(await kindOf(kinds, query.followable_type).exists(query.followable_id))) {
    throw new NotFound('Nothing followed here');
  }
  const { rows, total } = await findFollowersPage(context.db, query.followable_type, query.followable_id, {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  const store = fileStoreFor(context.config);
  return { items: rows.map((row) => toFollower(row, (key) => store.url(key))), total };
}

/**
 * A page of the records of a kind the climber follows, the last followed first, as the kind's list
 * items (`current_users/favorite_crags.json`), with their number.
 */
export async function listFollowed<Item extends { id: number }>(
  context: FollowContext,
  userId: number,
  type: FollowableType,
  kind: FollowableKind<Item>,
  query: PageQuery,
): Promise<{ items: Item[]; total: number }> {
  const { ids, total } = await findFollowedPage(context.db, userId, type, {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  const byId = new Map((await kind.listItems(ids)).map((item) => [item.id, item]));
  return { items: ids.flatMap((id) => byId.get(id) ?? []), total };
}

/** A followed record was deleted: its follows go with it (its domain's deletion, through `composition.ts`). */
export function forgetFollowed(context: FollowContext, type: FollowableType, id: number): Promise<number> {
  return deleteFollowsOf(context.db, type, id);
}

/** How many climbers follow a record (for its domain's count, through `composition.ts`). */
export function countFollowersOf(context: FollowContext, type: FollowableType, id: number): Promise<number> {
  return countFollowers(context.db, type, id);
}
