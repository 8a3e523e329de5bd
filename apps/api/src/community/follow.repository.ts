import type { FollowableType } from '@climb/contracts';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { follows, users } from '../db/schema';

export type FollowRow = typeof follows.$inferSelect;

/** A climber's follow of one record. */
export interface FollowKey {
  user_id: number;
  followable_type: FollowableType;
  followable_id: number;
}

function ofKey(key: FollowKey) {
  return and(
    eq(follows.user_id, key.user_id),
    eq(follows.followable_type, key.followable_type),
    eq(follows.followable_id, key.followable_id),
  );
}

export async function findFollow(db: Database, key: FollowKey): Promise<FollowRow | undefined> {
  const [row] = await db.select().from(follows).where(ofKey(key)).limit(1);
  return row;
}

/**
 * Stores the follow unless the climber already follows the record (the unique index decides, so two
 * follows at once make one); `created` says which. An unfollow landing between the two statements
 * leaves nothing to read: the insert is tried again.
 */
export async function insertFollow(
  db: Database,
  values: FollowKey & Pick<FollowRow, 'state'>,
): Promise<{ row: FollowRow; created: boolean }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const [inserted] = await db
      .insert(follows)
      .values(values)
      .onConflictDoNothing({ target: [follows.user_id, follows.followable_type, follows.followable_id] })
      .returning();
    if (inserted) return { row: inserted, created: true };
    const existing = await findFollow(db, values);
    if (existing) return { row: existing, created: false };
  }
  throw new Error('insertFollow: the follow kept changing');
}

/** Removes the climber's follow of the record; false when there was none. */
export async function deleteFollow(db: Database, key: FollowKey): Promise<boolean> {
  const removed = await db.delete(follows).where(ofKey(key)).returning({ id: follows.id });
  return removed.length > 0;
}

/** How many climbers follow the record (accepted follows). */
export async function countFollowers(db: Database, type: FollowableType, id: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(follows)
    .where(and(eq(follows.followable_type, type), eq(follows.followable_id, id), eq(follows.state, 'accepted')));
  return row?.total ?? 0;
}

/** One page of the ids of the records of a kind a climber follows, the last followed first, and their number. */
export async function findFollowedPage(
  db: Database,
  userId: number,
  type: FollowableType,
  window: { limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  const mine = and(eq(follows.user_id, userId), eq(follows.followable_type, type), eq(follows.state, 'accepted'));
  const [rows, totals] = await Promise.all([
    db
      .select({ id: follows.followable_id })
      .from(follows)
      .where(mine)
      .orderBy(desc(follows.created_at), desc(follows.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(follows).where(mine),
  ]);
  return { ids: rows.map((row) => row.id), total: totals[0]?.total ?? 0 };
}

/** Removes every follow of a record (it was deleted); returns how many there were. */
export async function deleteFollowsOf(db: Database, type: FollowableType, id: number): Promise<number> {
  const removed = await db
    .delete(follows)
    .where(and(eq(follows.followable_type, type), eq(follows.followable_id, id)))
    .returning({ id: follows.id });
  return removed.length;
}

/**
 * One page of the climbers following a record, the last to follow first, and their number: accepted follows of
 * climbers whose profile is public and whose account stands.
 */
export async function findFollowersPage(
  db: Database,
  type: FollowableType,
  id: number,
  window: { limit: number; offset: number },
) {
  const shown = and(
    eq(follows.followable_type, type),
    eq(follows.followable_id, id),
    eq(follows.state, 'accepted'),
    eq(users.public_profile, true),
    isNull(users.deleted_at),
  );
  const [rows, totals] = await Promise.all([
    db
      .select({
        uuid: users.uuid,
        first_name: users.first_name,
        last_name: users.last_name,
        slug_name: users.slug_name,
        avatar_key: users.avatar_key,
        followed_at: follows.created_at,
      })
      .from(follows)
      .innerJoin(users, eq(users.id, follows.user_id))
      .where(shown)
      .orderBy(desc(follows.created_at), desc(follows.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(follows).innerJoin(users, eq(users.id, follows.user_id)).where(shown),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
export type FollowerRow = Awaited<ReturnType<typeof findFollowersPage>>['rows'][number];
