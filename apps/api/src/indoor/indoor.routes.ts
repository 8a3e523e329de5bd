import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { gymAdminRoutes } from './admin/admin.routes';
import { gymRoutes } from './gyms/gym.routes';
import { rankingRoutes } from './ranking/ranking.routes';
import { gymRouteRoutes } from './routes/gym-route.routes';
import { gymSpaceRoutes } from './spaces/gym-space.routes';
import { gymAdministrationRoutes } from './staff/gym-administration.routes';

/**
 * The indoor catalogue's API (gyms, chains, levels, spaces, sectors, routes, their images, search and map), the
 * gyms' rankings and ranking systems, the gyms' staff (claims and their answers) and their administration area.
 */
export function indoorRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (api) => {
    await api.register(gymRoutes(context));
    await api.register(gymSpaceRoutes(context));
    await api.register(gymRouteRoutes(context));
    await api.register(rankingRoutes(context));
    await api.register(gymAdministrationRoutes(context));
    await api.register(gymAdminRoutes(context));
  };
}
