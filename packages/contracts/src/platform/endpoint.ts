import type { z } from 'zod';
import type { GymRole } from './gym-roles';

/** The methods the API answers. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint, checked before its handler runs (docs/decisions/017-typed-endpoint-table.md):
 * - `public`: anyone, without the API key (health);
 * - `api_key`: any caller with an organization's API key, signed in or not;
 * - `climber`: a signed-in climber (API key and bearer token), else 401;
 * - `site_admin`: a site administrator, else 401 (anonymous) or 403 `need.role: super_admin`.
 */
export type EndpointAccess = 'public' | 'api_key' | 'climber' | 'site_admin';

/**
 * What the service checks on top of `access`, on the record the call names:
 * - `owner`: only the climber's own record (another climber's answers 403 or 404);
 * - `member`: only the members of the organization (403 for others, 404 for an unknown one);
 * - `author_or_site_admin`: the record's author or a site administrator (403 for others);
 * - `site_admin`: site administrators only (403 `need.role: super_admin` for other climbers);
 * - `visible`: a climber who keeps their ascents private answers 403 `private_ascents` to others;
 * - `gym_staff`: a record of a gym. While the gym has no administrators, any climber writes it (deleting: site
 *   administrators); once it has, its administrators holding `gymRole` and site administrators, 403
 *   `need: { gym_name, role }` for others.
 */
export type EndpointNarrowing = 'owner' | 'member' | 'author_or_site_admin' | 'site_admin' | 'visible' | 'gym_staff';

/** One endpoint of the API: the one description the server registers and the web client calls. */
export interface Endpoint {
  method: HttpMethod;
  /** Under `/api/v1`, path params in braces as in the OpenAPI document: `/crags/{id}.json`. */
  path: string;
  summary: string;
  description?: string;
  tags: readonly string[];
  access: EndpointAccess;
  narrowedTo?: EndpointNarrowing;
  /** The role a gym's staff need for it (with `narrowedTo: 'gym_staff'`): the API guard reads it from here. */
  gymRole?: GymRole;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Status → schema of the answer; every answer the server sends is serialized through it. */
  responses: Readonly<Partial<Record<number, z.ZodType>>>;
  /** Content types of a body that is not JSON (a multipart upload). */
  consumes?: readonly string[];
  /** Content types of an answer that is not JSON (a CSV file). */
  produces?: readonly string[];
}

/** The names in braces of a path: `'/versions/{version_type}/{id}.json'` → `'version_type' | 'id'`. */
export type PathParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** A path with params must declare a params schema naming exactly them; a path without none. */
type ParamsMatchPath<Definition extends Endpoint> = [PathParamNames<Definition['path']>] extends [never]
  ? { params?: undefined }
  : Definition['params'] extends z.ZodType
    ? SameKeys<keyof z.output<Definition['params']>, PathParamNames<Definition['path']>> extends true
      ? unknown
      : { params: `the params schema must name exactly ${PathParamNames<Definition['path']>}` }
    : { params: `a params schema naming ${PathParamNames<Definition['path']>}` };

/**
 * Declares one endpoint, keeping its literal method and path and its schemas' types. `access` is
 * required, and a path's `{params}` must match its params schema: both fail the type check otherwise.
 */
export function defineEndpoint<const Definition extends Endpoint>(
  definition: Definition & ParamsMatchPath<Definition>,
): Definition {
  return definition;
}

type SuccessStatus = 200 | 201 | 202 | 204;
type SchemaOrUndefined<Schema> = Schema extends z.ZodType ? Schema : undefined;

/** The answer of a successful call (the union when it has several 2xx, e.g. 200 and 201). */
export type EndpointResponse<E extends Endpoint> = {
  [Status in keyof E['responses'] & SuccessStatus]: E['responses'][Status] extends z.ZodType
    ? z.output<E['responses'][Status]>
    : never;
}[keyof E['responses'] & SuccessStatus];

/** The path params a caller gives: each name of the path, as text or a number. */
export type EndpointParams<E extends Endpoint> = { [Name in PathParamNames<E['path']>]: string | number };

/**
 * The query a caller gives: the schema's fields as sent, optional where the server has a default;
 * a field the server coerces (`page`) takes the type it becomes.
 */
export type EndpointQuery<E extends Endpoint> = E['query'] extends z.ZodType
  ? {
      [Key in keyof z.input<E['query']>]: unknown extends z.input<E['query']>[Key]
        ? Key extends keyof z.output<E['query']>
          ? z.output<E['query']>[Key]
          : never
        : z.input<E['query']>[Key];
    }
  : undefined;

/** The body a caller sends. */
export type EndpointBody<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : undefined;

/** The schemas of an endpoint by their Fastify names (undefined where the endpoint has none). */
export interface EndpointSchemas<E extends Endpoint> {
  params: SchemaOrUndefined<E['params']>;
  querystring: SchemaOrUndefined<E['query']>;
  body: SchemaOrUndefined<E['body']>;
  response: E['responses'];
}

/** The method and path of each endpoint of a table: what the zod-free route list holds. */
export type EndpointRoutesOf<Table extends Record<string, Endpoint>> = {
  [Name in keyof Table]: { method: Table[Name]['method']; path: Table[Name]['path'] };
};
