import type {
  EndpointBody,
  EndpointName,
  EndpointParams,
  EndpointQuery,
  EndpointResponse,
  Endpoints,
  HttpMethod,
} from '@climb/contracts';
import type * as endpointRoutes from '@climb/contracts/endpoint-routes';
import { type ApiPage, apiList, apiRequest, type RequestOptions } from './api-client';

/*
 * Calls name their endpoint by its route of `@climb/contracts/endpoint-routes` (a method and a
 * path, no schema): `callEndpoint(endpoint.getCrag, { params: { id } })` with
 * `import * as endpoint from '@climb/contracts/endpoint-routes'`. A page's bundle then holds only the
 * routes it calls, and zod stays out of the browser's first load; the types come from the table.
 */

/** The method and path of an endpoint, as `endpoint-routes` exports them. */
export interface EndpointRoute {
  readonly method: HttpMethod;
  readonly path: string;
}

type Routes = typeof endpointRoutes;

/** The table's name of a route, or the names of a union of routes (method and path are unique in the table). */
export type RouteName<Route extends EndpointRoute> = Route extends EndpointRoute
  ? {
      [Name in EndpointName]: [Routes[Name]] extends [Route] ? ([Route] extends [Routes[Name]] ? Name : never) : never;
    }[EndpointName]
  : never;

type PathParamsPart<Name extends EndpointName> = [keyof EndpointParams<Endpoints[Name]>] extends [never]
  ? { params?: undefined }
  : { params: { [Key in keyof EndpointParams<Endpoints[Name]>]: string | number | undefined } };

type QueryPart<Name extends EndpointName> =
  EndpointQuery<Endpoints[Name]> extends undefined
    ? { query?: undefined }
    : object extends EndpointQuery<Endpoints[Name]>
      ? { query?: EndpointQuery<Endpoints[Name]> }
      : { query: EndpointQuery<Endpoints[Name]> };

type BodyPart<Name extends EndpointName> =
  EndpointBody<Endpoints[Name]> extends undefined
    ? { body?: undefined }
    : undefined extends EndpointBody<Endpoints[Name]>
      ? { body?: EndpointBody<Endpoints[Name]> }
      : { body: EndpointBody<Endpoints[Name]> };

/** What a call gives: the path params, query and body its endpoint declares, and the client's options. */
export type EndpointCall<Name extends EndpointName> = Omit<RequestOptions, 'method' | 'query' | 'body'> &
  PathParamsPart<Name> &
  QueryPart<Name> &
  BodyPart<Name>;

/** The call's argument: optional when the endpoint needs neither params, query nor body. */
type CallArguments<Name extends EndpointName> =
  object extends EndpointCall<Name> ? [call?: EndpointCall<Name>] : [call: EndpointCall<Name>];

/** The answer of an endpoint, as the server's response schema describes it. */
export type EndpointResult<Name extends EndpointName> = EndpointResponse<Endpoints[Name]>;

/** The item of an endpoint that answers a list. */
export type EndpointItem<Name extends EndpointName> =
  EndpointResult<Name> extends readonly (infer Item)[] ? Item : never;

/** The endpoints that answer a list (a page of it, with `X-Total-Count`). */
export type ListEndpointName = {
  [Name in EndpointName]: EndpointResult<Name> extends readonly unknown[] ? Name : never;
}[EndpointName];

/** `/crags/{id}.json` with `{ id: 3 }` → `/crags/3.json` (each param encoded). */
export function endpointPath(route: EndpointRoute, params: Record<string, string | number | undefined> = {}): string {
  return route.path.replace(/\{(\w+)\}/g, (_match, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${route.method} ${route.path}: path param ${key} is missing`);
    return encodeURIComponent(String(value));
  });
}

function requestOf(route: EndpointRoute, call: object | undefined): [string, RequestOptions] {
  const { params, query, body, ...options } = (call ?? {}) as {
    params?: Record<string, string | number | undefined>;
    query?: object;
    body?: unknown;
  } & RequestOptions;
  return [
    endpointPath(route, params),
    { ...options, method: route.method, query: query as RequestOptions['query'], body },
  ];
}

/**
 * Calls an endpoint of the contracts' table: its path params, query and body are checked against
 * the table, the answer typed by its response schema. The API client does the rest (key, bearer
 * token, refresh, 401/403 handling, errors).
 */
export function callEndpoint<Route extends Routes[EndpointName]>(
  route: Route,
  ...[call]: CallArguments<RouteName<Route>>
): Promise<EndpointResult<RouteName<Route>>> {
  return apiRequest<EndpointResult<RouteName<Route>>>(...requestOf(route, call));
}

/** Calls an endpoint that answers a list: the page's items and the total from `X-Total-Count`. */
export function callListEndpoint<Route extends Routes[ListEndpointName]>(
  route: Route,
  ...[call]: CallArguments<RouteName<Route>>
): Promise<ApiPage<EndpointItem<RouteName<Route>>>> {
  return apiList<EndpointItem<RouteName<Route>>>(...requestOf(route, call));
}
