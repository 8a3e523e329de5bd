import type { AuthUser } from './auth';

export type OrganizationAction = 'create' | 'read' | 'update' | 'regenerate_key';

/** What the policy needs to know of an organization. */
export interface OrganizationForPolicy {
  is_web_app: boolean;
  member_ids: readonly number[];
}

/**
 * Who may do what with an organization and its API key: any signed-in climber creates one; only its
 * members see it, rename it and regenerate its key. The web app's own organization is nobody's:
 * its key is configuration, never shown nor changed through the API.
 */
export function can(
  user: Pick<AuthUser, 'id'>,
  action: OrganizationAction,
  organization?: OrganizationForPolicy,
): boolean {
  if (action === 'create') return true;
  if (!organization || organization.is_web_app) return false;
  return organization.member_ids.includes(user.id);
}
