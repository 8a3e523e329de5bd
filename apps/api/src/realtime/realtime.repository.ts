import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { conversationUsers, users } from '../db/schema';

/**
 * The climber a socket's `ws_token` belongs to (deleted accounts have none), and whether they have
 * unread notifications: one query per connection, since reconnection storms multiply it.
 */
export async function findSocketUser(
  db: Database,
  wsToken: string,
): Promise<{ id: number; hasUnread: boolean } | null> {
  const [row] = await db
    .select({
      id: users.id,
      // Spelled out: Drizzle leaves columns unqualified here, and "id" would be the notification's.
      hasUnread: sql<boolean>`exists (select 1 from notifications as unread where unread.user_id = ${users}.id and unread.read_at is null)`,
    })
    .from(users)
    .where(and(eq(users.ws_token, wsToken), isNull(users.deleted_at)))
    .limit(1);
  return row ?? null;
}

export async function isConversationMember(db: Database, conversationId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: conversationUsers.user_id })
    .from(conversationUsers)
    .where(and(eq(conversationUsers.conversation_id, conversationId), eq(conversationUsers.user_id, userId)))
    .limit(1);
  return row !== undefined;
}
