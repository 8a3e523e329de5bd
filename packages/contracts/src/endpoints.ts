import { accountsEndpoints } from './accounts/accounts.endpoints';
import { communityEndpoints } from './community/community.endpoints';
import { contestsEndpoints } from './contests/contests.endpoints';
import type * as ENDPOINT_ROUTES from './endpoint-routes';
import { gymAdminEndpoints } from './indoor/admin/endpoints';
import { gymAdministrationEndpoints } from './indoor/gym-administration.endpoints';
import { indoorEndpoints } from './indoor/indoor.endpoints';
import { logbookEndpoints } from './logbook/logbook.endpoints';
import { mediaEndpoints } from './media/media.endpoints';
import { outdoorEndpoints } from './outdoor/outdoor.endpoints';
import type { EndpointRoutesOf } from './platform/endpoint';
import { platformEndpoints } from './platform/platform.endpoints';

/**
 * Every endpoint of the API under `/api/v1`, each described once: the server registers its routes
 * from this table (`registerEndpoint`), the web app calls them through it (`callEndpoint`), and the
 * authorization checks read who may call each one.
 */
export const endpoints = {
  ...platformEndpoints,
  ...accountsEndpoints,
  ...communityEndpoints,
  ...outdoorEndpoints,
  ...indoorEndpoints,
  ...gymAdministrationEndpoints,
  ...gymAdminEndpoints,
  ...logbookEndpoints,
  ...mediaEndpoints,
  ...contestsEndpoints,
};

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/*
 * The zod-free route list the browser loads must say what the table says: same names, same method
 * and path literals. Each assignment fails the type check when a name, a method or a path differs.
 */
type Routes = typeof ENDPOINT_ROUTES;
type TableRoutes = EndpointRoutesOf<Endpoints>;
type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const ENDPOINT_ROUTES_MATCH_TABLE: Exactly<
  { [Name in keyof Routes]: { method: Routes[Name]['method']; path: Routes[Name]['path'] } },
  TableRoutes
> = true;
