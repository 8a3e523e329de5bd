import { z } from 'zod';
import { coercedRecordId, text } from '../platform/validation';
import { INT4_MAX } from '../platform/validation-errors';

/** Notification types (docs/domain/accounts.md), plus the account events that exist before the community lands. */
export const NOTIFICATION_TYPES = [
  'new_message',
  'new_follower',
  'follow_request',
  'follow_accepted',
  'new_publication',
  'new_like',
  'new_reply',
  'password_changed',
  'api_key_regenerated',
  'gym_administration_approved',
  'gym_administration_refused',
  'gym_administrator_invitation',
  'report_handled',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Types a climber may also receive by e-mail (a choice in the settings). */
export const EMAILABLE_NOTIFICATION_TYPES: readonly NotificationType[] = [
  'new_message',
  'new_follower',
  'follow_request',
  'follow_accepted',
  'new_like',
  'new_reply',
  'gym_administration_approved',
  'gym_administration_refused',
];

export const notification = z.object({
  id: z.number().int(),
  notification_type: z.enum(NOTIFICATION_TYPES),
  payload: z.record(z.string(), z.unknown()),
  read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notification>;

export const notificationsQuery = z.object({
  unread_only: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  page: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});

/** `PUT notifications/{id}/read.json`: the notification's id. */
export const notificationParams = z.object({
  id: coercedRecordId(),
});

/** `GET notifications/unread_count.json` answers a bare number; more than 0 sets the "unread exist" flag. */
export const notificationsUnreadCount = z.number().int().min(0);

/**
 * `POST notification_emails/unsubscribe.json`: the token of the link every notification e-mail carries. It names the
 * climber and the kind of e-mail, so the link turns that kind off without signing in (a bad or altered token: 422
 * `token: [invalid]`).
 */
export const notificationEmailUnsubscribeInput = z.strictObject({
  token: text().min(1).max(300),
});

/** The kind of e-mail turned off, for the page to say which. */
export const notificationEmailUnsubscribed = z.object({ notification_type: z.enum(NOTIFICATION_TYPES) });
export type NotificationEmailUnsubscribed = z.infer<typeof notificationEmailUnsubscribed>;
