/** A gym as the administration area's addresses name it. */
export interface AdminGymRef {
  id: number;
  slug_name: string;
}

/** A page of a gym's administration area: `/gyms/{id}/{slug}/admins[/suffix]` (no suffix: the dashboard). */
export function adminPath(gym: AdminGymRef, suffix = ''): string {
  const base = `/gyms/${gym.id}/${gym.slug_name}/admins`;
  const rest = suffix.replace(/^\/+/, '');
  return rest ? `${base}/${rest}` : base;
}

/** The public page of the gym, which the frame's header links back to. */
export function publicGymPath(gym: AdminGymRef): string {
  return `/gyms/${gym.id}/${gym.slug_name}`;
}
