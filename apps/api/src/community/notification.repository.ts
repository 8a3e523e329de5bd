import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { notifications } from '../db/schema';

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
