import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { endpoints } from './endpoints';
import type { Endpoint } from './platform/endpoint';
import { validationErrorsFromIssues } from './platform/validation-errors';

type Def = { type: string } & Record<string, unknown>;

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** Every object schema of a body, with its path, through wrappers, lists and unions. */
function objectsOf(schema: z.ZodType, path: string, out: Array<[string, Def]> = []): Array<[string, Def]> {
  const def = defOf(schema);
  const children: unknown[] = [];
  if (def.type === 'object') {
    out.push([path, def]);
    for (const [key, field] of Object.entries(def.shape as Record<string, z.ZodType>)) {
      objectsOf(field, `${path}.${key}`, out);
    }
  }
  if (def.type === 'array') children.push(def.element);
  if (def.type === 'union') children.push(...(def.options as unknown[]));
  if (def.type === 'tuple') children.push(...(def.items as unknown[]));
  if (def.type === 'pipe') children.push(def.in, def.out);
  if (def.type === 'intersection') children.push(def.left, def.right);
  if (def.innerType) children.push(def.innerType);
  for (const child of children) objectsOf(child as z.ZodType, path, out);
  return out;
}

const bodies = (Object.entries(endpoints) as Array<[string, Endpoint]>).flatMap(([name, endpoint]) =>
  endpoint.body ? [{ name, endpoint, body: endpoint.body }] : [],
);

/** The 422 body the API answers for `input` (a `user` wrapper is skipped, as the error handler does). */
function errorsOf(body: z.ZodType, input: unknown) {
  const result = body.safeParse(input);
  return result.success ? null : validationErrorsFromIssues(result.error.issues, input, 'user');
}

describe('the bodies of every endpoint', () => {
  it('walks every body', () => {
    expect(bodies.length).toBeGreaterThan(30);
  });

  it('refuse the fields they do not take, at every depth (strict objects)', () => {
    const lenient = bodies.flatMap(({ name, body }) =>
      objectsOf(body, `${name} body`).flatMap(([path, def]) =>
        def.catchall && defOf(def.catchall).type === 'never' ? [] : [path],
      ),
    );
    expect(lenient).toEqual([]);
  });

  it('name a misspelt field and a wrapped body `unknown`', () => {
    for (const { name, body } of bodies) {
      const errors = errorsOf(body, { nmae: 'Ceüse', [name]: { name: 'Ceüse' } });
      expect(errors, name).toMatchObject({ nmae: ['unknown'], [name]: ['unknown'] });
    }
  });

  it('refuse an update that changes nothing', () => {
    const updates = bodies.filter(({ endpoint }) => endpoint.method === 'PUT');
    expect(updates.length).toBeGreaterThan(10);
    for (const { name, body } of updates) {
      expect(errorsOf(body, {}), name).not.toBeNull();
      // A body of one wrapper object (`{ user: { … } }`): the wrapper given empty.
      const [wrapper, ...others] = Object.keys((defOf(body).shape as object | undefined) ?? {});
      if (wrapper && others.length === 0 && objectsOf(body, name).length > 1) {
        expect(errorsOf(body, { [wrapper]: {} }), name).not.toBeNull();
      }
    }
    expect(errorsOf(endpoints.updateCrag.body, {})).toEqual({ base: ['required'] });
    expect(errorsOf(endpoints.updateCurrentUser.body, { user: {} })).toEqual({ base: ['required'] });
  });
});
