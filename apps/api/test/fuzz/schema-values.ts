import type { Endpoint } from '@climb/contracts';
import { z } from 'zod';
import { HOSTILE_NUMBERS, HOSTILE_NUMERIC_TEXTS, ONE_MEGABYTE, WRONG_TYPE_VALUES } from './hostile-values';
import type { SeededRandom } from './random';

export type JsonSchema = z.core.JSONSchema.JSONSchema;
export type Part = 'params' | 'query' | 'body';
export type Path = ReadonlyArray<string | number>;

/** A place in a generated value that a mutation can replace, with the schema it was made from. */
export interface Slot {
  part: Part;
  path: Path;
  /** The field's name (an array's items take their array's): what the sources are looked up by. */
  name: string;
  schema: JsonSchema;
}

/** What the database holds, so that valid values name real records and real climbers. */
export interface ValueSources {
  /** Ids that name records (crags, routes, ascents, notifications…). */
  ids: readonly number[];
  /** Meaningful values by field name (`csv`: an exported logbook, `version_type`: a record kind…). */
  samples: Readonly<Record<string, readonly string[]>>;
  /** Values of the fields so named: the test climbers' own, and others. */
  emails: readonly string[];
  passwords: readonly string[];
  /** Refresh tokens the API handed out so far. */
  refreshTokens(): readonly string[];
}

export const TEXT_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -éèàçôÉ’';

/**
 * The JSON Schema of each part of an endpoint (zod 4's `z.toJSONSchema`): params and body as the
 * client sends them, the query as the server reads it (a comma list of enum values is then an array
 * of its values), except where that is a transform's result, which has no schema: then as sent.
 */
export function partSchemas(endpoint: Endpoint): Partial<Record<Part, JsonSchema>> {
  const toJson = (schema: z.ZodType | undefined, io: 'input' | 'output') =>
    schema ? (z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema) : undefined;
  const queryIn = toJson(endpoint.query, 'input');
  const queryOut = toJson(endpoint.query, 'output');
  let query = queryIn;
  if (queryIn && queryOut?.properties) {
    const properties: Record<string, JsonSchema | boolean> = {};
    for (const [key, field] of Object.entries(queryIn.properties ?? {})) {
      const read = queryOut.properties[key];
      const described = typeof read === 'object' && (read.type || read.enum || read.anyOf || read.const !== undefined);
      properties[key] = described ? read : field;
    }
    query = { ...queryIn, properties };
  }
  return { params: toJson(endpoint.params, 'input'), query, body: toJson(endpoint.body, 'input') };
}

/** The schema a value must follow once a union is resolved (the option that is not null). */
export function concrete(schema: JsonSchema): JsonSchema {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return concrete(options.find((option) => option.type !== 'null') ?? options[0] ?? {});
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map(concrete));
  return schema;
}

/** Puts `value` at `path` of `root` (returned; `value` itself for the root), as an own key even for `__proto__`. */
export function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  let parent = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  Object.defineProperty(parent, path[path.length - 1] as string | number, {
    value,
    enumerable: true,
    configurable: true,
    writable: true,
  });
  return root;
}

export function valueAt(root: unknown, path: Path): unknown {
  let value = root;
  for (const key of path) value = (value as Record<string | number, unknown> | undefined)?.[key];
  return value;
}

function isIdName(name: string): boolean {
  return name === 'id' || name.endsWith('_id') || name.endsWith('_ids');
}

/** Values of a JSON Schema: valid ones, and ones on or just beyond its bounds. */
export class SchemaValues {
  readonly #random: SeededRandom;
  readonly #sources: ValueSources;

  constructor(random: SeededRandom, sources: ValueSources) {
    this.#random = random;
    this.#sources = sources;
  }

  /** A valid value of `schema`, recording in `slots` every place a mutation may later replace. */
  valid(schema: JsonSchema, name: string, path: Path, part: Part, slots: Slot[]): unknown {
    const random = this.#random;
    slots.push({ part, path, name, schema });
    const options = schema.anyOf ?? schema.oneOf;
    if (options && options.length > 0) {
      const notNull = options.filter((option) => option.type !== 'null');
      const option = notNull.length > 0 && random.chance(0.85) ? random.pick(notNull) : random.pick(options);
      return this.valid(option, name, path, part, slots);
    }
    const resolved = concrete(schema);
    if (resolved.const !== undefined) return resolved.const;
    if (resolved.enum) return random.pick(resolved.enum);
    const type = Array.isArray(resolved.type) ? random.pick(resolved.type) : resolved.type;
    switch (type) {
      case 'object': {
        const object: Record<string, unknown> = {};
        const required = new Set(resolved.required ?? []);
        for (const [key, field] of Object.entries(resolved.properties ?? {})) {
          if (typeof field === 'boolean') continue;
          const optional = !required.has(key) || field.default !== undefined;
          if (optional && !random.chance(0.6)) continue;
          object[key] = this.valid(field, key, [...path, key], part, slots);
        }
        // An update gives one field at least (an empty one answers 422): a body is never left empty by chance.
        const [firstKey, firstField] = Object.entries(resolved.properties ?? {})[0] ?? [];
        if (part === 'body' && Object.keys(object).length === 0 && firstKey && typeof firstField === 'object') {
          object[firstKey] = this.valid(firstField, firstKey, [...path, firstKey], part, slots);
        }
        return object;
      }
      case 'array': {
        if (resolved.prefixItems) {
          return resolved.prefixItems.map((item, index) =>
            typeof item === 'boolean' ? null : this.valid(item, name, [...path, index], part, slots),
          );
        }
        const min = resolved.minItems ?? 0;
        const length = random.int(min, Math.min(resolved.maxItems ?? min + 3, min + 3));
        const items = typeof resolved.items === 'object' && !Array.isArray(resolved.items) ? resolved.items : {};
        return Array.from({ length }, (_, index) => this.valid(items, name, [...path, index], part, slots));
      }
      case 'string':
        return this.#validString(resolved, name);
      case 'integer':
      case 'number':
        return this.#validNumber(resolved, name, type === 'integer');
      case 'boolean':
        return random.chance(0.5);
      case 'null':
        return null;
      default:
        return random.pick([1, 'text', true, null]);
    }
  }

  /** A value on or just beyond the bounds of `schema` (text in a URL), or one of the usual breaking numbers. */
  outOfBounds(schema: JsonSchema, inText: boolean): unknown {
    const random = this.#random;
    const around = (edges: Array<number | undefined>, steps: number[]) =>
      edges.filter((edge): edge is number => edge !== undefined).flatMap((edge) => steps.map((step) => edge + step));
    switch (schema.type) {
      case 'integer':
      case 'number': {
        if (inText && random.chance(0.3)) return random.pick(HOSTILE_NUMERIC_TEXTS);
        const edges = around([schema.minimum, schema.maximum], [-1, 0, 1]);
        if (schema.type === 'integer' && schema.minimum !== undefined) edges.push(schema.minimum + 0.5);
        const value = random.pick([...edges, ...HOSTILE_NUMBERS]);
        return inText ? String(value) : value;
      }
      case 'string': {
        if (schema.enum) return random.pick([`${schema.enum[0]} `, String(schema.enum[0]).toUpperCase(), '', 'other']);
        const lengths = around([schema.minLength, schema.maxLength], [-1, 0, 1]).filter(
          (length) => length >= 0 && length <= ONE_MEGABYTE + 1,
        );
        return 'b'.repeat(random.pick(lengths.length > 0 ? lengths : [0, 5_000]));
      }
      case 'array': {
        const lengths = around([schema.minItems, schema.maxItems], [-1, 1]).filter(
          (length) => length >= 0 && length <= 10_001,
        );
        const items = typeof schema.items === 'object' && !Array.isArray(schema.items) ? schema.items : {};
        const item = this.valid(items, 'item', [], 'body', []);
        return Array.from({ length: random.pick(lengths.length > 0 ? lengths : [0, 1_000]) }, () => item);
      }
      default:
        return random.pick(WRONG_TYPE_VALUES);
    }
  }

  #validString(schema: JsonSchema, name: string): string {
    const random = this.#random;
    const sources = this.#sources;
    const samples = sources.samples[name];
    if (samples && samples.length > 0 && random.chance(0.7)) return random.pick(samples);
    if (name.includes('email')) return random.pick(sources.emails);
    if (name.includes('password')) return random.pick(sources.passwords);
    if (name === 'refresh_token' && sources.refreshTokens().length > 0 && random.chance(0.7)) {
      return random.pick(sources.refreshTokens());
    }
    if (isIdName(name)) return String(random.pick(sources.ids));
    if (schema.format === 'date') {
      const twoDigits = (value: number) => String(value).padStart(2, '0');
      return `${random.int(1995, 2026)}-${twoDigits(random.int(1, 12))}-${twoDigits(random.int(1, 28))}`;
    }
    if (schema.format === 'uuid') {
      const hex = (length: number) => random.text(length, '0123456789abcdef');
      return `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;
    }
    const min = Math.max(schema.minLength ?? 0, random.chance(0.9) ? 1 : 0);
    const max = Math.max(min, Math.min(schema.maxLength ?? min + 40, min + 40));
    const text = random.text(random.int(min, max), TEXT_ALPHABET);
    return schema.pattern?.startsWith('^\\/') ? `/${text.slice(1)}` : text;
  }

  #validNumber(schema: JsonSchema, name: string, integer: boolean): number {
    const random = this.#random;
    const exclusiveMin = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : -1000;
    const exclusiveMax = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : 1000;
    const min = Math.max(schema.minimum ?? exclusiveMin, -1e6);
    const max = Math.min(schema.maximum ?? exclusiveMax, 1e6);
    if (integer && isIdName(name)) {
      const ids = this.#sources.ids.filter((id) => id >= min && id <= max);
      if (ids.length > 0 && random.chance(0.9)) return random.pick(ids);
    }
    if (integer) return random.int(Math.ceil(min), Math.floor(random.chance(0.7) ? Math.min(max, min + 100) : max));
    return Math.round((min + random.next() * (max - min)) * 1e6) / 1e6;
  }
}
