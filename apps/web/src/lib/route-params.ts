import { INT4_MAX } from '@climb/contracts';
import { data } from 'react-router';

/**
 * What validates a page's route parameters: a zod schema (the form pages', which load zod anyway), or a
 * parser of `paramsParser` below, written by hand so that a page a visitor only reads never loads zod.
 */
export interface RouteParamsParser<Output> {
  safeParse(params: Record<string, string | undefined>): { success: true; data: Output } | { success: false };
}

/**
 * Validates a page's route parameters (in its loader); invalid ones answer the 404 page
 * (spec §5: a page that fails to validate its route parameters shows 404).
 */
export function parseRouteParams<Output>(
  parser: RouteParamsParser<Output>,
  params: Record<string, string | undefined>,
): Output {
  const result = parser.safeParse(params);
  if (!result.success) throw data('Not found', { status: 404 });
  return result.data;
}

/** A field parser's answer for a value it refuses. */
export const INVALID: unique symbol = Symbol('invalid route parameter');

/** Reads one route parameter (undefined when the address lacks it): its value, or `INVALID`. */
export type ParamParser<Value> = (raw: string | undefined) => Value | typeof INVALID;

type ParsedShape<Shape extends Record<string, ParamParser<unknown>>> = {
  [Key in keyof Shape]: Exclude<ReturnType<Shape[Key]>, typeof INVALID>;
};

/**
 * A parser of route parameters from one field parser per parameter, as `z.object` reads them: the other
 * parameters are dropped, a parameter the address lacks stays out of the result.
 */
export function paramsParser<Shape extends Record<string, ParamParser<unknown>>>(
  shape: Shape,
): RouteParamsParser<ParsedShape<Shape>> {
  return {
    safeParse(params) {
      const parsed: Record<string, unknown> = {};
      for (const [key, parse] of Object.entries(shape)) {
        const value = parse(params[key]);
        if (value === INVALID) return { success: false };
        if (key in params) parsed[key] = value;
      }
      return { success: true, data: parsed as ParsedShape<Shape> };
    },
  };
}

/**
 * A record id in the address, as `coercedRecordId()` reads it (`z.coerce.number().int().min(1).max(INT4_MAX)`):
 * the text as a number (`Number`), a whole one from 1 to the database's largest `integer`.
 */
export function recordIdParam(raw: string | undefined): number | typeof INVALID {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 && value <= INT4_MAX ? value : INVALID;
}

/** A text of `min` to `max` characters (`z.string().min(min).max(max)`). */
export function textParam(max: number, min = 0): ParamParser<string> {
  return (raw) => (raw !== undefined && raw.length >= min && raw.length <= max ? raw : INVALID);
}

/** `parse`, or nothing when the address lacks the parameter (`.optional()`). */
export function optionalParam<Value>(parse: ParamParser<Value>): ParamParser<Value | undefined> {
  return (raw) => (raw === undefined ? undefined : parse(raw));
}

/** One of `values`, exactly (`z.enum(values)`). */
export function oneOfParam<const Value extends string>(values: readonly Value[]): ParamParser<Value> {
  return (raw) => (values.includes(raw as Value) ? (raw as Value) : INVALID);
}
