import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { endpoints } from './endpoints';
import type { Endpoint } from './platform/endpoint';
import { hasControlCharacter, hasLoneSurrogate } from './platform/validation-errors';

type Def = { type: string } & Record<string, unknown>;

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** Every field (object key or list item) of an input schema, with its path, through wrappers and unions. */
function fieldsOf(schema: z.ZodType, path: string, out: Array<[string, z.ZodType]>, seen = new Set<unknown>()) {
  if (seen.has(schema)) return out;
  seen.add(schema);
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      for (const [key, field] of Object.entries(def.shape as Record<string, z.ZodType>)) {
        out.push([`${path}.${key}`, field]);
        fieldsOf(field, `${path}.${key}`, out, seen);
      }
      break;
    case 'array':
      out.push([`${path}[]`, def.element as z.ZodType]);
      fieldsOf(def.element as z.ZodType, `${path}[]`, out, seen);
      break;
    case 'tuple':
      for (const [index, item] of (def.items as z.ZodType[]).entries()) {
        out.push([`${path}[${index}]`, item]);
        fieldsOf(item, `${path}[${index}]`, out, seen);
      }
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      fieldsOf(def.innerType as z.ZodType, path, out, seen);
      break;
    case 'pipe':
      // What the handler gets is the end of the pipe; the start only when the end is a transform.
      fieldsOf((defOf(def.out).type === 'transform' ? def.in : def.out) as z.ZodType, path, out, seen);
      break;
    case 'union':
      for (const option of def.options as z.ZodType[]) fieldsOf(option, path, out, seen);
      break;
    case 'intersection':
      fieldsOf(def.left as z.ZodType, path, out, seen);
      fieldsOf(def.right as z.ZodType, path, out, seen);
      break;
    case 'lazy':
      fieldsOf((def.getter as () => z.ZodType)(), path, out, seen);
      break;
  }
  return out;
}

function inputFields(): Array<[string, z.ZodType]> {
  const fields: Array<[string, z.ZodType]> = [];
  for (const [name, endpoint] of Object.entries(endpoints) as Array<[string, Endpoint]>) {
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = endpoint[part];
      if (schema) fieldsOf(schema, `${name} ${part}`, fields);
    }
  }
  return fields;
}

/** The fields that let `probe` through: what they give the handler still holds what `holds` finds. */
function lettingThrough(probes: readonly unknown[], holds: (output: unknown) => boolean): string[] {
  const leaks = new Set<string>();
  for (const [path, field] of inputFields()) {
    for (const probe of probes) {
      const result = field.safeParse(probe);
      if (result.success && holds(result.data)) leaks.add(path);
    }
  }
  return [...leaks];
}

function containsDeep(value: unknown, test: (leaf: unknown) => boolean): boolean {
  if (Array.isArray(value)) return value.some((item) => containsDeep(item, test));
  if (value !== null && typeof value === 'object') return Object.values(value).some((item) => containsDeep(item, test));
  return test(value);
}

describe('the input schemas of every endpoint', () => {
  it('walks a field of every kind', () => {
    expect(inputFields().length).toBeGreaterThan(100);
  });

  it('refuse a control character in every string', () => {
    const nul = '\u0000';
    const leaks = lettingThrough([nul, `a${nul}b`, [`a${nul}b`], `a\u0007b`, `a\u007fb`], (output) =>
      containsDeep(output, (leaf) => typeof leaf === 'string' && hasControlCharacter(leaf)),
    );
    expect(leaks).toEqual([]);
  });

  it('refuse a lone surrogate (broken UTF-16) in every string', () => {
    const leaks = lettingThrough(['\ud800', 'a\udc00b', ['a\ud800'], 'moMô\udc00\ud800'], (output) =>
      containsDeep(output, (leaf) => typeof leaf === 'string' && hasLoneSurrogate(leaf)),
    );
    expect(leaks).toEqual([]);
  });

  it('refuse a number too close to 0 for the database to compute with (5e-324) in every number', () => {
    const tiny = 5e-324;
    const leaks = lettingThrough(
      [tiny, -tiny, String(tiny), '1e-310', [tiny], [tiny, tiny], `${tiny},1,2,3`],
      (output) => containsDeep(output, (leaf) => typeof leaf === 'number' && leaf !== 0 && Math.abs(leaf) < 1e-300),
    );
    expect(leaks).toEqual([]);
  });

  it('refuse an integer beyond a 4-byte column in every number', () => {
    const tooBig = 2_147_483_648;
    const leaks = lettingThrough(
      [tooBig, -tooBig - 1, String(tooBig), '1e10', [tooBig], [String(tooBig)], `1,${tooBig}`],
      (output) => containsDeep(output, (leaf) => typeof leaf === 'number' && Math.abs(leaf) >= tooBig),
    );
    expect(leaks).toEqual([]);
  });
});
