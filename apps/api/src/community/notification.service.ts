import type { Notification, NotificationEmailUnsubscribed, NotificationType } from '@climb/contracts';
import type { AppContext } from '../app-context';
import { NotFound, ValidationFailed } from '../lib/errors';
import { toNotification } from './notification.mapper';
import {
  countUnreadNotifications,
  findEmailedClimber,
  findNotificationsPage,
  insertNotification,
  markAllNotificationsRead,
  markNotificationRead,
  removeEmailNotificationChoice,
} from './notification.repository';
import { isEmailedNotificationType, notificationEmail } from './notification-email';
import { notificationEmailToken, readNotificationEmailToken } from './notification-email-token';

/** Notifying may also e-mail, after the answer: the mailer, the background and the public address. */
type NotificationContext = Pick<AppContext, 'db' | 'events' | 'config' | 'mailer' | 'background'>;

export interface NotificationsPageQuery {
  unread_only: boolean;
  page: number;
  per_page: number;
}

/**
 * Creates a notification for a climber and announces it (`notification.created`, which the live
 * socket turns into the NotificationChannel flag). The one entry point of every capability that
 * notifies (follows, messages, likes…); the client writes the text from the type and the payload.
 * A reply or a like is also e-mailed when the climber chose that kind, after the answer has left
 * (a mail server's trouble never fails what notified).
 */
export async function createNotification(
  context: NotificationContext,
  userId: number,
  type: NotificationType,
  payload: Record<string, unknown> = {},
): Promise<Notification> {
  const row = await insertNotification(context.db, { user_id: userId, notification_type: type, payload });
  context.events.emit('notification.created', { userId, notificationId: row.id });
  if (isEmailedNotificationType(type)) {
    context.background.run('notification e-mail could not be sent', () =>
      emailNotification(context, userId, type, payload),
    );
  }
  return toNotification(row);
}

/** Sends the notification's e-mail, in the climber's language, when they chose its kind (and still have an address). */
async function emailNotification(
  context: NotificationContext,
  userId: number,
  type: NotificationType,
  payload: Record<string, unknown>,
): Promise<void> {
  if (!isEmailedNotificationType(type)) return;
  const climber = await findEmailedClimber(context.db, userId);
  if (!climber?.email || !climber.email_notifications.includes(type)) return;
  const token = notificationEmailToken(context.config.jwtSecret, userId, type);
  const email = notificationEmail(climber.language === 'en' ? 'en' : 'fr', type, payload, {
    to: climber.email,
    firstName: climber.first_name,
    publicUrl: context.config.publicUrl,
    unsubscribeUrl: `${context.config.publicUrl}/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
  });
  await context.mailer.send(email);
}

/**
 * `POST notification_emails/unsubscribe.json`: the link of a notification e-mail turns its kind off, signed in or
 * not (the token names the climber); again when it is already off. 422 `token: [invalid]` for a token this server did
 * not sign, or an account deleted since.
 */
export async function unsubscribeNotificationEmails(
  context: Pick<AppContext, 'db' | 'events' | 'config'>,
  token: string,
): Promise<NotificationEmailUnsubscribed> {
  const named = readNotificationEmailToken(context.config.jwtSecret, token);
  if (!named || !(await removeEmailNotificationChoice(context.db, named.userId, named.type))) {
    throw ValidationFailed.on('token', 'invalid');
  }
  // Their open settings page shows the choice gone.
  context.events.emit('user.updated', { userId: named.userId, reason: 'email_notifications' });
  return { notification_type: named.type };
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
