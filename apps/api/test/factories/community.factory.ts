import type { Database } from '../../src/db/client';
import { conversations, conversationUsers, follows, notifications } from '../../src/db/schema';

type NotificationRow = typeof notifications.$inferSelect;
type NotificationOverrides = Partial<Omit<typeof notifications.$inferInsert, 'user_id'>>;

/** A notification row for `userId` (unread `new_follower` by default), stored directly. */
export async function createNotificationRow(
  db: Database,
  userId: number,
  overrides: NotificationOverrides = {},
): Promise<NotificationRow> {
  const [row] = await db
    .insert(notifications)
    .values({ notification_type: 'new_follower', payload: {}, ...overrides, user_id: userId })
    .returning();
  if (!row) throw new Error('createNotificationRow: no row returned');
  return row;
}

/** A conversation between the given climbers (messaging builds them later; tests need them now). */
export async function createConversation(db: Database, memberIds: number[]): Promise<{ id: number }> {
  const [conversation] = await db.insert(conversations).values({}).returning({ id: conversations.id });
  if (!conversation) throw new Error('createConversation: no row returned');
  if (memberIds.length > 0) {
    await db
      .insert(conversationUsers)
      .values(memberIds.map((userId) => ({ conversation_id: conversation.id, user_id: userId })));
  }
  return conversation;
}

type FollowRow = typeof follows.$inferSelect;

/** A follow of a record by `userId` (a crag, accepted, by default), stored directly. */
export async function createFollowRow(
  db: Database,
  userId: number,
  followableId: number,
  overrides: Partial<Omit<typeof follows.$inferInsert, 'user_id' | 'followable_id'>> = {},
): Promise<FollowRow> {
  const [row] = await db
    .insert(follows)
    .values({ followable_type: 'crags', ...overrides, user_id: userId, followable_id: followableId })
    .returning();
  if (!row) throw new Error('createFollowRow: no row returned');
  return row;
}
