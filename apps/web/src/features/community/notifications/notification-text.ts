import type { Notification, NotificationType } from '@climb/contracts';

export type NotificationTranslate = (key: string, options?: Record<string, unknown>) => string;

/** The first non-empty text among payload fields. */
function payloadText(payload: Notification['payload'], ...keys: string[]): string | null {
  for (const key of keys) {
    const value = payload[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}

/** Who a notification is about: the payload's `user_name`, else first and last names. */
function actorName(payload: Notification['payload']): string | null {
  const named = payloadText(payload, 'user_name', 'sender_name', 'follower_name');
  if (named) return named;
  const full = [payloadText(payload, 'first_name'), payloadText(payload, 'last_name')].filter(Boolean).join(' ');
  return full || null;
}

const ABOUT_A_CLIMBER: readonly NotificationType[] = [
  'new_message',
  'new_follower',
  'follow_request',
  'follow_accepted',
  'new_publication',
  'new_like',
  'new_reply',
];

/**
 * The sentence of a notification in the interface language (namespace `notifications`), filled
 * from its payload; a name the payload lacks becomes "a climber", an unknown type a generic line.
 */
export function notificationText(
  notification: Pick<Notification, 'notification_type' | 'payload'>,
  t: NotificationTranslate,
): string {
  const { notification_type: type, payload } = notification;
  if (ABOUT_A_CLIMBER.includes(type)) {
    return t(`types.${type}`, { name: actorName(payload) ?? t('someone') });
  }
  switch (type) {
    case 'password_changed':
      return t('types.password_changed');
    case 'api_key_regenerated': {
      const organization = payloadText(payload, 'organization_name');
      return organization ? t('types.api_key_regenerated', { organization }) : t('types.api_key_regenerated_unnamed');
    }
    case 'gym_administration_approved':
    case 'gym_administration_refused': {
      const gym = payloadText(payload, 'gym_name');
      const reason = type === 'gym_administration_refused' ? payloadText(payload, 'reason') : null;
      const sentence = gym ? t(`types.${type}`, { gym }) : t(`types.${type}_unnamed`);
      return reason ? `${sentence} ${t('types.gym_administration_reason', { reason })}` : sentence;
    }
    default:
      return t('types.unknown');
  }
}

/** A positive record id of the payload, or null. */
function payloadId(payload: Notification['payload'], key: string): number | null {
  const value = payload[key];
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * Where a notification leads, when its payload says (null otherwise): an approved claim to the gym's page, which its
 * new administrator now edits; a refused one to the claim's page, where the reason stays and a new claim can be sent.
 */
export function notificationLink(notification: Pick<Notification, 'notification_type' | 'payload'>): string | null {
  const { notification_type: type, payload } = notification;
  if (type !== 'gym_administration_approved' && type !== 'gym_administration_refused') return null;
  const id = payloadId(payload, 'gym_id');
  const slug = payloadText(payload, 'gym_slug_name');
  if (id === null || !slug) return null;
  const gym = `/gyms/${id}/${encodeURIComponent(slug)}`;
  return type === 'gym_administration_approved' ? gym : `${gym}/administration-request`;
}
