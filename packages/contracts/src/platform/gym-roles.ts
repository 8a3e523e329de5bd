/*
 * Zod-free, so that the route guards of the first load can decide without it.
 */

/**
 * What a gym's administrator may do (docs/domain/indoor.md, "Staff"): each administrator record holds a set of these.
 * The endpoint table names the role each staff call needs (`gymRole`), the page table the role each staff page needs;
 * the API guard and the web guard both decide with `gymRoleDecision`.
 */
export const GYM_ROLES = [
  'manage_team_members',
  'manage_opening',
  'manage_openers',
  'manage_spaces',
  'manage_gym',
  'manage_subscription',
  'manage_contests',
] as const;
export type GymRole = (typeof GYM_ROLES)[number];

/** A gym the climber administers, with their roles there (`current_users.json` → `administered_gyms`). */
export interface AdministeredGym {
  id: number;
  name: string;
  slug_name: string;
  roles: GymRole[];
}

/** Who asks, as both guards see them. */
export interface GymStaffViewer {
  super_admin: boolean;
  administered_gyms: readonly Pick<AdministeredGym, 'id' | 'roles'>[];
}

/** What a refusal names: the right-required and administrator-required pages say it in the climber's language. */
export interface GymRoleNeed {
  gym_name?: string;
  role: GymRole | 'gym_administrator';
}

export type GymRoleDecision = { allowed: true } | { allowed: false; need: GymRoleNeed };

/**
 * Whether a climber may do what needs `role` at a gym. `staffed`: whether the gym has administrators; a gym without
 * them is a wiki every signed-in climber writes (what only site administrators delete is the caller's rule). The
 * administration area asks with `staffed: true`: only staff enter it. A site administrator always passes; an
 * administrator of the gym passes with the role; anyone else is refused with the gym's name (when known) and the
 * role. Without a role (`undefined`), any administrator of the gym passes: the administration area's home.
 */
export function gymRoleDecision(
  viewer: GymStaffViewer | null,
  gym: { id: number; name?: string; staffed: boolean },
  role: GymRole | undefined,
): GymRoleDecision {
  if (viewer?.super_admin) return { allowed: true };
  if (!gym.staffed && viewer) return { allowed: true };
  const record = viewer?.administered_gyms.find((administered) => administered.id === gym.id);
  if (record && (role === undefined || record.roles.includes(role))) return { allowed: true };
  return {
    allowed: false,
    need: { ...(gym.name === undefined ? {} : { gym_name: gym.name }), role: role ?? 'gym_administrator' },
  };
}
