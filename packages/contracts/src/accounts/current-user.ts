import { z } from 'zod';
import { NOTIFICATION_TYPES } from '../community/notification';
import { GYM_ROLES } from '../platform/gym-roles';
import { LOCALES } from '../platform/locale';
import { text, updateOf } from '../platform/validation';
import { CLIMBING_TYPES, GENDERS } from './enums';
import { password, withPasswordConfirmation } from './password';
import { pastDate } from './session';

/** A gym the climber administers, with their roles there (`AdministeredGym`). */
const administeredGym = z.object({
  id: z.number().int(),
  name: z.string(),
  slug_name: z.string(),
  roles: z.array(z.enum(GYM_ROLES)),
});

/** The signed-in climber as `GET current_users.json` returns it (spec §3). */
export const currentUser = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  slug_name: z.string(),
  email: z.string(),
  description: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  date_of_birth: z.string().nullable(),
  language: z.enum(LOCALES),
  climbing_types: z.array(z.enum(CLIMBING_TYPES)),
  grade_min_value: z.number().int().nullable(),
  grade_max_value: z.number().int().nullable(),
  avatar: z.object({ thumbnail: z.string(), medium: z.string(), large: z.string() }).nullable(),
  banner: z.object({ medium: z.string(), large: z.string() }).nullable(),
  super_admin: z.boolean(),
  administered_gyms: z.array(administeredGym),
  ws_token: z.string().describe('Token the socket connects with (query parameter).'),
  scope: z.array(z.string()).describe('What the session may do.'),
  privacy: z.object({
    public_profile: z.boolean(),
    public_outdoor_ascents: z.boolean(),
    public_indoor_ascents: z.boolean(),
  }),
  partner_search: z.boolean(),
  email_notifications: z.array(z.enum(NOTIFICATION_TYPES)),
  created_at: z.string(),
});
export type CurrentUser = z.infer<typeof currentUser>;

const gradeValue = z.number().int().min(1).max(60);

/** `PUT current_users.json` takes `{ user: { … } }` (docs/conventions.md); every field optional, one at least. */
export const updateCurrentUserBody = z.strictObject({
  user: updateOf(
    z.strictObject({
      first_name: text().trim().min(1).max(60),
      last_name: text().trim().min(1).max(60),
      email: text().trim().min(1).max(255).pipe(z.email()),
      description: text().trim().max(2000).nullable(),
      gender: z.enum(GENDERS).nullable(),
      date_of_birth: pastDate.nullable(),
      language: z.enum(LOCALES),
      climbing_types: z.array(z.enum(CLIMBING_TYPES)).max(CLIMBING_TYPES.length),
      grade_min_value: gradeValue.nullable(),
      grade_max_value: gradeValue.nullable(),
      public_profile: z.boolean(),
      public_outdoor_ascents: z.boolean(),
      public_indoor_ascents: z.boolean(),
      partner_search: z.boolean(),
      email_notifications: z.array(z.enum(NOTIFICATION_TYPES)),
    }),
  ),
});
export type UpdateCurrentUserBody = z.infer<typeof updateCurrentUserBody>;

export const updatePasswordBody = z.strictObject({
  user: withPasswordConfirmation(
    z.strictObject({ current_password: text().min(1).max(256), password, password_confirmation: text() }),
  ),
});

export const deleteCurrentUserBody = z.strictObject({ password: text().min(1).max(256) });
