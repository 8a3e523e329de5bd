/** Addresses of the logging pages (the route's crag comes first, as in the spec's route table). */
interface RouteRef {
  id: number;
  slug_name: string;
  crag: { id: number; slug_name: string };
}

const routeBase = (route: RouteRef) =>
  `/crags/${route.crag.id}/${route.crag.slug_name}/routes/${route.id}/${route.slug_name}`;

/** `/crags/{cragId}/{cragName}/routes/{routeId}/{routeName}/ascents/new`. */
export const routeAscentNewPath = (route: RouteRef) => `${routeBase(route)}/ascents/new`;

/** `…/ascents/{ascentId}/edit`. */
export const routeAscentEditPath = (route: RouteRef, ascentId: number) =>
  `${routeBase(route)}/ascents/${ascentId}/edit`;

/** `/ascents/outdoor/new`, with the crag's routes offered first when the climber comes from a crag. */
export const ascentNewPath = (cragId?: number) => `/ascents/outdoor/new${cragId ? `?crag_id=${cragId}` : ''}`;
