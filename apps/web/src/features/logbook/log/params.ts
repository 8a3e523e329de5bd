import { z } from 'zod';

/** Route parameters of the logging pages; anything else answers the 404 page (spec §5). */
const id = z.coerce.number().int().min(1).max(2_147_483_647);
const slug = z.string().max(300).optional();

export const routeAscentNewParams = z.object({
  cragId: id.optional(),
  cragName: slug,
  cragRouteId: id,
  cragRouteName: slug,
});

export const routeAscentEditParams = routeAscentNewParams.extend({ ascentCragRouteId: id });

/** `?crag_id=12` on `/ascents/new`: the climber comes from that crag. */
export function cragIdOf(search: URLSearchParams): number | null {
  const parsed = id.safeParse(search.get('crag_id') ?? undefined);
  return parsed.success ? parsed.data : null;
}

/** `?crag_route_id=43`: the route is already chosen. */
export function routeIdOf(search: URLSearchParams): number | null {
  const parsed = id.safeParse(search.get('crag_route_id') ?? undefined);
  return parsed.success ? parsed.data : null;
}
