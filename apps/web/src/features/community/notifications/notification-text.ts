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
];

/** What climbers like and are told about: their photos, videos and comments (`new_like`'s `likeable_type`). */
const LIKED_KINDS = ['photos', 'videos', 'comments'] as const;
/** What climbers report (`report_handled`'s `reportable_type`) and what came of it (`outcome`). */
const REPORTED_KINDS = ['comments', 'photos', 'videos', 'links'] as const;
const REPORT_OUTCOMES = ['hidden', 'deleted', 'dismissed'] as const;

function oneOf<const Value extends string>(values: readonly Value[], value: unknown): Value | null {
  return values.find((candidate) => candidate === value) ?? null;
}

/** A like: who, of what kind of post, on which record ("Léa likes your photo (Céüse)"); plainer when unsaid. */
function likeText(payload: Notification['payload'], t: NotificationTranslate): string {
  const name = actorName(payload) ?? t('someone');
  const kind = oneOf(LIKED_KINDS, payload.likeable_type);
  const target = payloadText(payload, 'target_name');
  return kind && target ? t(`types.new_like_on.${kind}`, { name, target }) : t('types.new_like', { name });
}

/** A reply: who, and on which record ("Léa replied to your comment on Céüse"). */
function replyText(payload: Notification['payload'], t: NotificationTranslate): string {
  const name = actorName(payload) ?? t('someone');
  const target = payloadText(payload, 'target_name');
  return target ? t('types.new_reply_on', { name, target }) : t('types.new_reply', { name });
}

/** What came of the climber's report: the kind of post it named and the administrators' outcome. */
function reportText(payload: Notification['payload'], t: NotificationTranslate): string {
  const kind = oneOf(REPORTED_KINDS, payload.reportable_type);
  const outcome = oneOf(REPORT_OUTCOMES, payload.outcome);
  if (!outcome || !kind) return t('types.report_handled');
  return t(`types.report_handled_as.${outcome}`, { kind: t(`types.reported.${kind}`) });
}

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
    case 'new_like':
      return likeText(payload, t);
    case 'new_reply':
      return replyText(payload, t);
    case 'report_handled':
      return reportText(payload, t);
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
    case 'gym_administrator_invitation': {
      const gym = payloadText(payload, 'gym_name');
      return gym ? t('types.gym_administrator_invitation', { gym }) : t('types.gym_administrator_invitation_unnamed');
    }
    default:
      return t('types.unknown');
  }
}

/** The notifications whose payload names a gym (`gym_id`, `gym_slug_name`), which they lead to. */
const GYM_LINKED: readonly NotificationType[] = [
  'gym_administration_approved',
  'gym_administration_refused',
  'gym_administrator_invitation',
];

/** A positive record id of the payload, or null. */
function payloadId(payload: Notification['payload'], key: string): number | null {
  const value = payload[key];
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

/** The payload's `target_path` when it is a path of this site (never an address elsewhere), else null. */
function sitePath(payload: Notification['payload']): string | null {
  const path = payloadText(payload, 'target_path');
  return path?.startsWith('/') && !path.startsWith('//') && !path.includes('\\') ? path : null;
}

/**
 * Where a notification leads, when its payload says (null otherwise): a reply to its own page, in its thread; a like to
 * what was liked; an approved claim to the gym's page, which its new administrator now edits; a refused one to the
 * claim's page, where the reason stays and a new claim can be sent; an invitation to a gym's team to the gym's page,
 * whose card accepts or declines it. A handled report leads nowhere: what it named may be gone.
 */
export function notificationLink(notification: Pick<Notification, 'notification_type' | 'payload'>): string | null {
  const { notification_type: type, payload } = notification;
  if (type === 'new_reply') {
    const comment = payloadId(payload, 'comment_id');
    return comment === null ? sitePath(payload) : `/comments/${comment}`;
  }
  if (type === 'new_like') return sitePath(payload);
  if (!GYM_LINKED.includes(type)) return null;
  const id = payloadId(payload, 'gym_id');
  const slug = payloadText(payload, 'gym_slug_name');
  if (id === null || !slug) return null;
  const gym = `/gyms/${id}/${encodeURIComponent(slug)}`;
  return type === 'gym_administration_refused' ? `${gym}/administration-request` : gym;
}

/** The words quoted under a notification: a reply's first words. */
export function notificationQuote(notification: Pick<Notification, 'notification_type' | 'payload'>): string | null {
  return notification.notification_type === 'new_reply' ? payloadText(notification.payload, 'excerpt') : null;
}
