/** Links from the indoor logbook to the gyms' pages (the indoor catalogue's addresses, written here). */
interface Named {
  id: number;
  slug_name: string;
}

/** `/gyms/12/salle-demo`. */
export const gymPath = (gym: Named) => `/gyms/${gym.id}/${gym.slug_name}`;

/** A route's short address (`/gr/12-40`): its space's page with its panel open. */
export const gymRouteLink = (gymId: number, routeId: number) => `/gr/${gymId}-${routeId}`;
