import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { enumListQuery } from './pagination';
import { updateOf } from './validation';
import { validationErrorsFromIssues } from './validation-errors';

const schema = z.object({
  email: z.string().min(1).max(10),
  age: z.number().int().max(120),
  level: z.enum(['a', 'b']),
  password: z.string().min(8),
});

function errorsOf(input: unknown, wrapper?: string) {
  const result = (wrapper ? z.object({ [wrapper]: schema }) : schema).safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return validationErrorsFromIssues(result.error.issues, input, wrapper);
}

describe('validationErrorsFromIssues', () => {
  it('names each broken rule under its field', () => {
    expect(errorsOf({ email: 'far-too-long@example.com', age: 'x', level: 'c', password: 'short' })).toEqual({
      email: ['too_long'],
      age: ['not_a_number'],
      level: ['not_included'],
      password: ['too_short'],
    });
  });

  it('tells a missing field (required) from a wrong one', () => {
    expect(errorsOf({ email: '', age: 200, level: 'a' })).toEqual({
      email: ['required'],
      age: ['too_big'],
      password: ['required'],
    });
  });

  it('strips the wrapper object of `body user` calls', () => {
    expect(errorsOf({ user: { email: 'a', age: 1, level: 'a' } }, 'user')).toEqual({ password: ['required'] });
  });

  it('puts errors of the whole object under base', () => {
    const refined = z.object({ a: z.string() }).refine(() => false, { params: { rule: 'confirmation' } });
    const result = refined.safeParse({ a: 'x' });
    expect(result.success).toBe(false);
    if (!result.success) expect(validationErrorsFromIssues(result.error.issues)).toEqual({ base: ['confirmation'] });
  });

  it('names each field an object does not take `unknown`, beside the wrapper and inside it', () => {
    const strict = z.strictObject({
      user: z.strictObject({ name: z.string(), pitches: z.array(z.strictObject({ grade: z.string() })) }),
    });
    const input = { crag: {}, nmae: 'x', user: { name: 'x', nmae: 'x', pitches: [{ grade: '6a', grdae: '6a' }] } };
    const result = strict.safeParse(input);
    expect(result.success).toBe(false);
    if (!result.success)
      expect(validationErrorsFromIssues(result.error.issues, input, 'user')).toEqual({
        crag: ['unknown'],
        nmae: ['unknown'],
        // A nested object's unknown key is named by the field that holds it, as its other errors are.
        pitches: ['unknown'],
      });
  });

  it('names an unknown field called like a property of every object (`constructor`, `__proto__`)', () => {
    const input = JSON.parse('{"name":"x","constructor":1,"__proto__":2}');
    const result = z.strictObject({ name: z.string() }).safeParse(input);
    expect(result.success).toBe(false);
    if (!result.success) {
      const errors = validationErrorsFromIssues(result.error.issues, input);
      expect(Object.entries(errors)).toEqual([
        ['constructor', ['unknown']],
        ['__proto__', ['unknown']],
      ]);
    }
  });

  it('refuses an update that changes nothing under base, and says only `unknown` when its fields are all unknown', () => {
    const update = updateOf(z.strictObject({ name: z.string(), description: z.string().nullable() }));
    const errors = (input: unknown) => {
      const result = update.safeParse(input);
      return result.success ? null : validationErrorsFromIssues(result.error.issues, input);
    };
    expect(errors({})).toEqual({ base: ['required'] });
    expect(errors({ nmae: 'Ceüse' })).toEqual({ nmae: ['unknown'] });
    expect(errors({ description: null })).toBeNull();
  });

  it('reports a wrong item of a comma-separated query list as not included, not as missing', () => {
    const query = z.object({ status: enumListQuery(['sent', 'flash']).optional() });
    const input = { status: 'sent,dogged' };
    const result = query.safeParse(input);
    expect(result.success).toBe(false);
    if (!result.success)
      expect(validationErrorsFromIssues(result.error.issues, input)).toEqual({ status: ['not_included'] });
  });
});
