import { INVALID, paramsParser, recordIdParam } from '../../../../lib/route-params';

/** `4-120` → the gym 4 and its route 120, as a route's label prints them; anything else is refused. */
export function gymAndRouteParam(raw: string | undefined) {
  const match = /^(\d{1,10})-(\d{1,10})$/.exec(raw ?? '');
  if (!match) return INVALID;
  const gymId = recordIdParam(match[1]);
  const routeId = recordIdParam(match[2]);
  if (gymId === INVALID || routeId === INVALID) return INVALID;
  return { gymId, routeId };
}

export const gymRouteLinkParams = paramsParser({ gymAndRouteId: gymAndRouteParam });
