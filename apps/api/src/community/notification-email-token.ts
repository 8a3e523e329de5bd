import { createHmac, timingSafeEqual } from 'node:crypto';
import { EMAILABLE_NOTIFICATION_TYPES, type NotificationType } from '@climb/contracts';

/*
 * The token of the one-click link every notification e-mail carries (`/notifications/unsubscribe?token=…`): the
 * climber and the kind of e-mail, signed with the server's secret, so that the link turns that kind off without
 * signing in and without a table. It does not expire: an old e-mail's link still works, and only ever turns e-mails
 * off.
 */

function signature(secret: string, userId: number, type: NotificationType): string {
  return createHmac('sha256', secret).update(`notification-email\n${userId}\n${type}`).digest('base64url');
}

/** `<user id>.<type>.<signature>`. */
export function notificationEmailToken(secret: string, userId: number, type: NotificationType): string {
  return `${userId}.${type}.${signature(secret, userId, type)}`;
}

/** The climber and the kind a token names, or null when it is not one this server signed. */
export function readNotificationEmailToken(
  secret: string,
  token: string,
): { userId: number; type: NotificationType } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [id, type, given] = parts as [string, string, string];
  if (!/^[1-9]\d{0,9}$/.test(id) || !(EMAILABLE_NOTIFICATION_TYPES as readonly string[]).includes(type)) return null;
  const userId = Number(id);
  if (userId > 2_147_483_647) return null;
  const expected = Buffer.from(signature(secret, userId, type as NotificationType));
  const received = Buffer.from(given);
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) return null;
  return { userId, type: type as NotificationType };
}
