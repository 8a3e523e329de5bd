import type { Notification, NotificationType } from '@climb/contracts';
import type { AppContext } from '../app-context';
import { NotFound } from '../lib/errors';
import { toNotification } from './notification.mapper';
import {
  countUnreadNotifications,
  findNotificationsPage,
  insertNotification,
  markAllNotificationsRead,
  markNotificationRead,
} from './notification.repository';

type NotificationContext = Pick<AppContext, 'db' | 'events'>;

export interface NotificationsPageQuery {
  unread_only: boolean;
  page: number;
  per_page: number;
}

/**
 * Creates a notification for a climber and announces it (`notification.created`, which the live
 * socket turns into the NotificationChannel flag). The one entry point of every capability that
 * notifies (follows, messages, likes…); the client writes the text from the type and the payload.
 */
export async function createNotification(
  context: NotificationContext,
  userId: number,
  type: NotificationType,
  payload: Record<string, unknown> = {},
): Promise<Notification> {
  const row = await insertNotification(context.db, { user_id: userId, notification_type: type, payload });
  context.events.emit('notification.created', { userId, notificationId: row.id });
  return toNotification(row);
}

/** A page of the climber's notifications (unread only unless asked), newest first, with the total. */
export async function listNotifications(
  context: NotificationContext,
  userId: number,
  query: NotificationsPageQuery,
): Promise<{ notifications: Notification[]; total: number }> {
  const { rows, total } = await findNotificationsPage(context.db, userId, {
    unreadOnly: query.unread_only,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return { notifications: rows.map(toNotification), total };
}

export function countUnread(context: Pick<AppContext, 'db'>, userId: number): Promise<number> {
  return countUnreadNotifications(context.db, userId);
}

/** Marks one of the climber's own notifications read; anyone else's is NotFound, as if it did not exist. */
export async function readNotification(
  context: NotificationContext,
  userId: number,
  id: number,
): Promise<Notification> {
  const result = await markNotificationRead(context.db, userId, id);
  if (!result) throw new NotFound('Notification not found');
  if (result.changed) context.events.emit('notifications.read', { userId });
  return toNotification(result.row);
}

export async function readAllNotifications(context: NotificationContext, userId: number): Promise<void> {
  const changed = await markAllNotificationsRead(context.db, userId);
  if (changed > 0) context.events.emit('notifications.read', { userId });
}

/** The account events that notify the climber (registered once by `buildApp`). */
export function registerNotificationListeners(context: NotificationContext): void {
  context.events.on('user.password_changed', async ({ userId }) => {
    await createNotification(context, userId, 'password_changed');
  });
  context.events.on('organization.key_regenerated', async ({ userId, organizationId, organizationName }) => {
    await createNotification(context, userId, 'api_key_regenerated', {
      organization_id: organizationId,
      organization_name: organizationName,
    });
  });
}
