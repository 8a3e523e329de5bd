import { API_ACCESS_TOKEN_HEADER, API_BASE_PATH, type Endpoint, endpoints } from '@climb/contracts';
import {
  encodedPath,
  encodeSegment,
  hostileJsonBody,
  hostileMultipart,
  imageUpload,
  type RawBody,
} from './hostile-requests';
import {
  HOSTILE_AUTHORIZATIONS,
  HOSTILE_CHARACTERS,
  HOSTILE_PATH_SEGMENTS,
  HOSTILE_QUERY_PARTS,
  ONE_MEGABYTE,
  UNKNOWN_KEYS,
  WRONG_TYPE_VALUES,
} from './hostile-values';
import { SeededRandom } from './random';
import {
  concrete,
  type JsonSchema,
  type Part,
  partSchemas,
  SchemaValues,
  type Slot,
  setAt,
  TEXT_ALPHABET,
  type ValueSources,
  valueAt,
} from './schema-values';

type SignedInRole = 'climber' | 'site_admin';

/** How a request differs from a valid one (`valid`: it does not), with how often each is drawn. */
export const FUZZ_MUTATIONS = {
  valid: 30,
  wrong_type: 8,
  bounds: 12,
  control_characters: 8,
  long_string: 3,
  megabyte_string: 1,
  unknown_key: 5,
  wrapped_body: 3,
  misspelt_field: 3,
  invalid_json: 5,
  deep_nesting: 2,
  wrong_content_type: 5,
  missing_body: 4,
  oversized_body: 1,
  encoded_path: 5,
  hostile_path_param: 5,
  hostile_query: 4,
  hostile_auth: 3,
  missing_key: 2,
  wrong_method: 2,
} as const;
export type FuzzMutation = keyof typeof FUZZ_MUTATIONS;

/** What the test knows: the key, who may sign in, and what the database holds. */
export interface FuzzContext extends ValueSources {
  apiKey: string;
  /** The current bearer token of a real climber or site administrator (it changes when a session ends). */
  bearer(role: SignedInRole): string;
  /** Tokens that name no session: signed with another secret, expired, or for a climber who does not exist. */
  foreignBearers: readonly string[];
  /** A small valid image, for the multipart uploads. */
  image: Buffer;
}

/** One request, as `app.inject()` takes it, with what it was made of (to report and replay it). */
export interface FuzzRequest {
  index: number;
  endpoint: string;
  mutation: FuzzMutation;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** The role whose valid token the request carries: a 401 then means that session ended. */
  signedInAs?: SignedInRole;
  /** A field of the body the endpoint does not take (wrapped or misspelt): the 422 must name it `unknown`. */
  unknownField?: string;
}

interface PreparedEndpoint {
  name: string;
  endpoint: Endpoint;
  schemas: Partial<Record<Part, JsonSchema>>;
  multipart: boolean;
}

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'] as const;
const PATH_PARAM = /\{(\w+)\}/g;
/** The wrapper of the bodies that have one (docs/conventions.md): their fields are misspelt inside it. */
const BODY_WRAPPER = 'user';

/** The resource a path names, as the wrapper many APIs expect: `/crags/{id}.json` → `crag`. */
function resourceName(path: string): string {
  const [segment = 'body'] = path.split('/').filter(Boolean);
  return segment.replace(/\.json$/, '').replace(/s$/, '');
}

/** `name` misspelt: two letters swapped, one dropped or one doubled; never one of the `taken` names. */
function misspelling(random: SeededRandom, name: string, taken: ReadonlySet<string>): string {
  for (let attempt = 0; attempt < 8; attempt++) {
    const at = random.int(0, Math.max(0, name.length - 2));
    const candidate = random.pick([
      `${name.slice(0, at)}${name.charAt(at + 1)}${name.charAt(at)}${name.slice(at + 2)}`,
      `${name.slice(0, at)}${name.slice(at + 1)}`,
      `${name.slice(0, at + 1)}${name.slice(at)}`,
    ]);
    if (candidate && !taken.has(candidate)) return candidate;
  }
  return `${name}_`;
}

/** A value as text in a path or a query string. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/**
 * Makes requests for every endpoint of the table from its own schemas, valid and broken, from a
 * seed: the same seed and context give the same requests. An endpoint added to the table is fuzzed
 * from its schemas without a line here.
 */
export class RequestGenerator {
  readonly #random: SeededRandom;
  readonly #context: FuzzContext;
  readonly #values: SchemaValues;
  readonly #endpoints: PreparedEndpoint[];
  #index = 0;

  constructor(seed: number, context: FuzzContext, table: Record<string, Endpoint> = endpoints) {
    this.#random = new SeededRandom(seed);
    this.#context = context;
    this.#values = new SchemaValues(this.#random, context);
    this.#endpoints = Object.entries(table).map(([name, endpoint]) => ({
      name,
      endpoint,
      schemas: partSchemas(endpoint),
      multipart: endpoint.consumes?.includes('multipart/form-data') ?? false,
    }));
  }

  next(): FuzzRequest {
    const random = this.#random;
    const prepared = random.pick(this.#endpoints);
    const { endpoint } = prepared;
    const mutation = random.weighted(FUZZ_MUTATIONS);
    const slots: Slot[] = [];
    const values: Partial<Record<Part, unknown>> = {};
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = prepared.schemas[part];
      if (schema) values[part] = this.#values.valid(schema, part, [], part, slots);
    }
    const request: FuzzRequest = {
      index: this.#index++,
      endpoint: prepared.name,
      mutation,
      method: endpoint.method,
      url: '',
      headers: { accept: random.chance(0.1) ? 'application/x-ndjson' : 'application/json' },
    };
    let path: string | undefined;
    let hostileQuery: string | undefined;
    let body: RawBody | undefined;
    switch (mutation) {
      case 'wrong_type':
      case 'bounds':
      case 'control_characters':
      case 'long_string':
      case 'megabyte_string':
      case 'unknown_key':
        if (prepared.multipart) body = hostileMultipart(random);
        else this.#mutateSlot(mutation, slots, values);
        break;
      case 'wrapped_body':
      case 'misspelt_field':
        if (prepared.multipart) {
          request.unknownField =
            mutation === 'wrapped_body'
              ? `${resourceName(endpoint.path)}[file]`
              : misspelling(random, 'file', new Set(['file']));
          body = imageUpload(random, this.#context.image, request.unknownField, this.#textParts(values.body));
        } else if (prepared.schemas.body) {
          request.unknownField =
            mutation === 'wrapped_body'
              ? this.#wrapBody(endpoint.path, values)
              : this.#misspellField(prepared.schemas.body, values);
        }
        break;
      case 'invalid_json':
      case 'deep_nesting':
      case 'wrong_content_type':
      case 'missing_body':
      case 'oversized_body': {
        const field = slots.find((slot) => slot.part === 'body' && slot.path.length === 1)?.path[0];
        body = prepared.multipart ? hostileMultipart(random) : hostileJsonBody(random, mutation, values.body, field);
        break;
      }
      case 'hostile_path_param':
        path = this.#hostilePath(endpoint.path, values.params);
        break;
      case 'hostile_query':
        hostileQuery = random.pick(HOSTILE_QUERY_PARTS);
        break;
      case 'wrong_method':
        request.method = random.pick(METHODS.filter((method) => method !== endpoint.method));
        break;
      default:
        break;
    }

    const query = [this.#query(values.query), hostileQuery].filter(Boolean).join('&');
    const url = `${API_BASE_PATH}${path ?? this.#path(endpoint.path, values.params)}${query ? `?${query}` : ''}`;
    request.url = mutation === 'encoded_path' ? encodedPath(random, url) : url;
    this.#headers(request, endpoint);
    body ??= prepared.multipart
      ? imageUpload(random, this.#context.image, 'file', this.#textParts(values.body))
      : values.body === undefined
        ? {}
        : { payload: JSON.stringify(values.body), contentType: 'application/json' };
    if (body.payload !== undefined) request.payload = body.payload;
    if (body.contentType !== undefined) request.headers['content-type'] = body.contentType;
    return request;
  }

  /** Replaces one place of the params, query or body with what `mutation` sends instead. */
  #mutateSlot(mutation: FuzzMutation, slots: Slot[], values: Partial<Record<Part, unknown>>): void {
    const random = this.#random;
    const strings = slots.filter((slot) => concrete(slot.schema).type === 'string');
    const objects = slots.filter((slot) => concrete(slot.schema).type === 'object');
    const textual = mutation === 'control_characters' || mutation === 'long_string' || mutation === 'megabyte_string';
    const candidates = mutation === 'unknown_key' ? objects : textual && strings.length > 0 ? strings : slots;
    if (candidates.length === 0) return;
    const slot = random.pick(candidates);
    const inText = slot.part !== 'body';
    let value: unknown;
    switch (mutation) {
      case 'wrong_type':
        value = random.pick(WRONG_TYPE_VALUES);
        break;
      case 'bounds':
        value = this.#values.outOfBounds(concrete(slot.schema), inText);
        break;
      case 'control_characters': {
        const text = random.text(random.int(0, 12), TEXT_ALPHABET);
        const at = random.int(0, text.length);
        value = `${text.slice(0, at)}${random.pick(HOSTILE_CHARACTERS)}${text.slice(at)}`;
        break;
      }
      case 'long_string':
        value = random.text(random.int(1_000, inText ? 10_000 : 100_000), TEXT_ALPHABET);
        break;
      case 'megabyte_string': {
        // In a body, just under and just over its limit: the first reaches validation, the second is
        // refused whole. In a URL, beyond what an HTTP server reads of a request head (16 KB).
        const length = inText ? 20_000 : random.chance(0.5) ? ONE_MEGABYTE - 512 : ONE_MEGABYTE + 1;
        value = (random.chance(0.5) ? 'a' : 'é').repeat(length);
        break;
      }
      case 'unknown_key': {
        const object = { ...(valueAt(values[slot.part], slot.path) as object) };
        value = setAt(object, [random.pick(UNKNOWN_KEYS)], random.pick(WRONG_TYPE_VALUES));
        break;
      }
      default:
        return;
    }
    values[slot.part] = setAt(values[slot.part], slot.path, value);
  }

  /** Sends the valid body inside `{ <resource>: … }`; returns the wrapper's name. */
  #wrapBody(path: string, values: Partial<Record<Part, unknown>>): string {
    const wrapper = resourceName(path);
    values.body = { [wrapper]: values.body ?? {} };
    return wrapper;
  }

  /**
   * Renames one field of the valid body (inside its `user` wrapper when it has one) to a misspelling;
   * a body without fields gets a misspelt one. Returns the misspelt name.
   */
  #misspellField(schema: JsonSchema, values: Partial<Record<Part, unknown>>): string {
    const random = this.#random;
    let object = concrete(schema);
    let body = (values.body ?? {}) as Record<string, unknown>;
    const wrapped = object.properties?.[BODY_WRAPPER];
    if (typeof wrapped === 'object' && typeof body[BODY_WRAPPER] === 'object' && body[BODY_WRAPPER] !== null) {
      object = concrete(wrapped);
      body = body[BODY_WRAPPER] as Record<string, unknown>;
    }
    const fields = Object.keys(object.properties ?? {});
    const given = Object.keys(body);
    const field = given.length > 0 ? random.pick(given) : random.pick(fields.length > 0 ? fields : ['name']);
    const misspelt = misspelling(random, field, new Set(fields));
    const value = field in body ? body[field] : true;
    delete body[field];
    body[misspelt] = value;
    values.body ??= body;
    return misspelt;
  }

  /** The text parts of a multipart body: its valid fields but the file, each as text. */
  #textParts(body: unknown): Record<string, string> {
    if (body === null || typeof body !== 'object') return {};
    const parts: Record<string, string> = {};
    for (const [name, value] of Object.entries(body)) {
      if (name !== 'file' && value !== undefined && value !== null) parts[name] = asText(value);
    }
    return parts;
  }

  #path(template: string, params: unknown): string {
    const values = (params ?? {}) as Record<string, unknown>;
    return template.replace(PATH_PARAM, (_, name: string) => encodeSegment(asText(values[name])));
  }

  /** The path with one param huge, negative, not a number, or encoded badly (or a segment added where none is). */
  #hostilePath(template: string, params: unknown): string {
    const random = this.#random;
    const segment = random.pick(HOSTILE_PATH_SEGMENTS);
    const names = [...template.matchAll(PATH_PARAM)].map((match) => match[1] as string);
    if (names.length === 0) return `${template.replace(/\.json$/, '')}/${segment}.json`;
    const target = random.pick(names);
    const values = (params ?? {}) as Record<string, unknown>;
    return template.replace(PATH_PARAM, (_, name: string) =>
      name === target ? segment : encodeSegment(asText(values[name])),
    );
  }

  /** The query string: arrays as a comma list or as repeated keys, each value encoded. */
  #query(query: unknown): string {
    if (query === undefined || query === null || typeof query !== 'object') return '';
    const pairs: string[] = [];
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined) continue;
      const name = encodeSegment(key);
      if (Array.isArray(value) && this.#random.chance(0.3)) {
        for (const item of value) pairs.push(`${name}=${encodeSegment(asText(item))}`);
      } else {
        pairs.push(`${name}=${encodeSegment(Array.isArray(value) ? value.map(asText).join(',') : asText(value))}`);
      }
    }
    return pairs.join('&');
  }

  /** The API key and, for signed-in endpoints, the bearer token of a real climber or site administrator. */
  #headers(request: FuzzRequest, endpoint: Endpoint): void {
    const random = this.#random;
    const headers = request.headers;
    if (request.mutation === 'missing_key') {
      const key = random.pick([undefined, '', 'x', 'k'.repeat(201), `${this.#context.apiKey}x`]);
      if (key !== undefined) headers[API_ACCESS_TOKEN_HEADER] = key;
    } else if (endpoint.access !== 'public' || random.chance(0.5)) {
      headers[API_ACCESS_TOKEN_HEADER] = this.#context.apiKey;
    }
    if (request.mutation === 'hostile_auth') {
      headers.authorization = random.chance(0.5)
        ? random.pick(HOSTILE_AUTHORIZATIONS)
        : `Bearer ${random.pick(this.#context.foreignBearers)}`;
      return;
    }
    const role = this.#role(endpoint);
    if (role) {
      headers.authorization = `Bearer ${this.#context.bearer(role)}`;
      request.signedInAs = role;
    }
  }

  /** Who signs in: for climbers' endpoints a climber or a site administrator, now and then nobody. */
  #role(endpoint: Endpoint): SignedInRole | undefined {
    const random = this.#random;
    const pick = (weights: Record<SignedInRole | 'nobody', number>) => {
      const role = random.weighted(weights);
      return role === 'nobody' ? undefined : role;
    };
    switch (endpoint.access) {
      case 'climber':
        return pick({ climber: 45, site_admin: 45, nobody: 10 });
      case 'site_admin':
        return pick({ site_admin: 70, climber: 20, nobody: 10 });
      case 'api_key':
        return pick({ climber: 20, site_admin: 15, nobody: 65 });
      default:
        return undefined;
    }
  }
}
