/** The namespace of the gym staff pages' texts: claiming a gym, its team's rule, the site administrators' answers. */
export const STAFF_NAMESPACE = 'indoor-staff';

/**
 * The name of a role (a gym role, `gym_administrator`, `super_admin`) in the climber's language: the right-required
 * page's names, one place for every page that names a role.
 */
export const roleNameKey = (role: string) => `errors-pages:rightRequired.roles.${role}`;
