import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { alertRoutes } from './alerts/alert.routes';
import { areaRoutes } from './areas/area.routes';
import { cragMapRoutes } from './crag-map/crag-map.routes';
import { cragRoutes } from './crags/crag.routes';
import { cragRouteRoutes } from './crags/crag-route.routes';
import { cragSectorRoutes } from './crags/crag-sector.routes';
import { geoRoutes } from './geo/geo.routes';
import { placeRoutes } from './places/place.routes';
import { searchRoutes } from './search/search.routes';

/** The outdoor catalogue's API (crags, sectors, routes, areas, maps, alerts, search, geo, places; their history is the kernel's, `lib/wiki-version.routes.ts`). */
export function outdoorRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (api) => {
    // Geo and search first: `crags/around.json` must not be read as the crag `around`.
    await api.register(geoRoutes(context));
    await api.register(searchRoutes(context));
    await api.register(placeRoutes(context));
    await api.register(cragRoutes(context));
    await api.register(cragSectorRoutes(context));
    await api.register(cragRouteRoutes(context));
    await api.register(areaRoutes(context));
    await api.register(cragMapRoutes(context));
    await api.register(alertRoutes(context));
  };
}
