import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { conversationUsers, refreshTokens, users } from '../db/schema';

/**
 * The climber of a session whose socket token is connecting, and whether they have unread
 * notifications; null when the session has ended (no refresh token of its family left unrevoked and
 * unexpired) or the account is deleted. One query per connection, since reconnection storms multiply it.
 */
export async function findSocketUser(
  db: Database,
  session: string,
  now: Date,
): Promise<{ id: number; hasUnread: boolean } | null> {
  const [row] = await db
    .select({
      id: users.id,
      // Spelled out: Drizzle leaves columns unqualified here, and "id" would be the notification's.
      hasUnread: sql<boolean>`exists (select 1 from notifications as unread where unread.user_id = ${users}.id and unread.read_at is null)`,
    })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.user_id))
    .where(
      and(
        eq(refreshTokens.family, session),
        isNull(refreshTokens.revoked_at),
        gt(refreshTokens.expires_at, now),
        isNull(users.deleted_at),
      ),
    )
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
