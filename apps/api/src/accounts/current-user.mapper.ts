import {
  CLIMBING_TYPES,
  type ClimbingType,
  type CurrentUser,
  GENDERS,
  type Gender,
  GYM_ROLES,
  type GymRole,
  LOCALES,
  type Locale,
  NOTIFICATION_TYPES,
  type NotificationType,
} from '@climb/contracts';
import { variantUrls } from '../media/image-variants';
import type { AdministeredGym } from './administered-gyms.repository';
import type { UserRow } from './current-user.repository';

export interface CurrentUserExtras {
  administeredGyms: readonly AdministeredGym[];
  /** Public URL of a stored file key. */
  fileUrl: (key: string) => string;
  /** The socket token of the session asking (lib/socket-token.ts). */
  wsToken: string;
}

function oneOf<Value extends string>(allowed: readonly Value[], value: string | null): Value | null {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as Value) : null;
}

function onlyKnown<Value extends string>(allowed: readonly Value[], values: readonly string[]): Value[] {
  return values.filter((value): value is Value => (allowed as readonly string[]).includes(value));
}

/** What the signed-in climber may do: every climber is a `user`; site administrators add `super_admin`. */
export function scopeOf(row: Pick<UserRow, 'super_admin'>): string[] {
  return row.super_admin ? ['user', 'super_admin'] : ['user'];
}

/**
 * The signed-in climber as `GET current_users.json` shows it. Fields are listed one by one: a new
 * column (password digest, reset data…) never reaches the API unless it is added here.
 */
export function toCurrentUser(row: UserRow, extras: CurrentUserExtras): CurrentUser {
  return {
    id: row.id,
    uuid: row.uuid,
    first_name: row.first_name,
    last_name: row.last_name,
    slug_name: row.slug_name,
    email: row.email ?? '',
    description: row.description,
    gender: oneOf<Gender>(GENDERS, row.gender),
    date_of_birth: row.date_of_birth,
    language: oneOf<Locale>(LOCALES, row.language) ?? 'fr',
    climbing_types: onlyKnown<ClimbingType>(CLIMBING_TYPES, row.climbing_types),
    grade_min_value: row.grade_min_value,
    grade_max_value: row.grade_max_value,
    avatar: row.avatar_key ? variantUrls('avatar', row.avatar_key, extras.fileUrl) : null,
    banner: row.banner_key ? variantUrls('banner', row.banner_key, extras.fileUrl) : null,
    super_admin: row.super_admin,
    administered_gyms: extras.administeredGyms.map((gym) => ({
      id: gym.id,
      name: gym.name,
      slug_name: gym.slug_name,
      roles: onlyKnown<GymRole>(GYM_ROLES, gym.roles),
    })),
    ws_token: extras.wsToken,
    scope: scopeOf(row),
    privacy: {
      public_profile: row.public_profile,
      public_outdoor_ascents: row.public_outdoor_ascents,
      public_indoor_ascents: row.public_indoor_ascents,
    },
    partner_search: row.partner_search,
    email_notifications: onlyKnown<NotificationType>(NOTIFICATION_TYPES, row.email_notifications),
    created_at: row.created_at.toISOString(),
  };
}
