import type { Notification } from '@climb/contracts';
import type { NotificationRow } from './notification.repository';

/** A stored notification as the API shows it: its type and payload; the client writes the text. */
export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    notification_type: row.notification_type,
    payload: row.payload,
    read: row.read_at !== null,
    created_at: row.created_at.toISOString(),
  };
}
