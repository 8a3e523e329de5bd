import type { NotificationType } from '@climb/contracts';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { notifications, users } from '../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;

export async function insertNotification(
  db: Database,
  values: Pick<typeof notifications.$inferInsert, 'user_id' | 'notification_type' | 'payload'>,
): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(values).returning();
  if (!row) throw new Error('insertNotification: no row returned');
  return row;
}

function ofUser(userId: number, unreadOnly: boolean) {
  return unreadOnly
    ? and(eq(notifications.user_id, userId), isNull(notifications.read_at))
    : eq(notifications.user_id, userId);
}

/** One page of a climber's notifications, newest first, and how many there are in all. */
export async function findNotificationsPage(
  db: Database,
  userId: number,
  options: { unreadOnly: boolean; limit: number; offset: number },
): Promise<{ rows: NotificationRow[]; total: number }> {
  const where = ofUser(userId, options.unreadOnly);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.created_at), desc(notifications.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(notifications).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function countUnreadNotifications(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ unread: count() }).from(notifications).where(ofUser(userId, true));
  return row?.unread ?? 0;
}

/**
 * Marks one of the climber's notifications read. `changed` is false when it already was;
 * null when the climber has no notification with this id.
 */
export async function markNotificationRead(
  db: Database,
  userId: number,
  id: number,
): Promise<{ row: NotificationRow; changed: boolean } | null> {
  const owned = and(eq(notifications.id, id), eq(notifications.user_id, userId));
  const [updated] = await db
    .update(notifications)
    .set({ read_at: new Date() })
    .where(and(owned, isNull(notifications.read_at)))
    .returning();
  if (updated) return { row: updated, changed: true };
  const existing = await db.query.notifications.findFirst({ where: owned });
  return existing ? { row: existing, changed: false } : null;
}

/** Marks every unread notification of the climber read; returns how many changed. */
export async function markAllNotificationsRead(db: Database, userId: number): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ read_at: new Date() })
    .where(ofUser(userId, true))
    .returning({ id: notifications.id });
  return updated.length;
}

/** What a notification e-mail needs of its climber: their address, name, language and choices; undefined once gone. */
export async function findEmailedClimber(db: Database, userId: number) {
  const [row] = await db
    .select({
      email: users.email,
      first_name: users.first_name,
      language: users.language,
      email_notifications: users.email_notifications,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deleted_at)));
  return row;
}

/** Takes a kind of e-mail off the climber's choices (a jsonb array of types); false when the account is gone. */
export async function removeEmailNotificationChoice(
  db: Database,
  userId: number,
  type: NotificationType,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ email_notifications: sql`${users.email_notifications} - ${type}::text` })
    .where(and(eq(users.id, userId), isNull(users.deleted_at)))
    .returning({ id: users.id });
  return rows.length > 0;
}
