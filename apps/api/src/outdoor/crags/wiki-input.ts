import type { ValidationErrors, ValidationRule } from '@climb/contracts';
import { ValidationFailed } from '../../lib/errors';

/**
 * Server-side rules of a wiki input, beyond what zod checks: each broken rule is noted, and all of
 * them are answered at once in one 422, so a form shows every problem in one round trip.
 */
export class RuleBreaks {
  private readonly errors: ValidationErrors = {};

  add(field: string, rule: ValidationRule): this {
    const rules = this.errors[field] ?? [];
    if (!rules.includes(rule)) rules.push(rule);
    this.errors[field] = rules;
    return this;
  }

  /** Throws the 422 when any rule was broken. */
  check(): void {
    if (Object.keys(this.errors).length > 0) throw new ValidationFailed(this.errors);
  }
}

/** Enum values as stored: each once, in the order of the enum (so a reordering is no change). */
export function inEnumOrder<Value extends string>(values: readonly Value[], order: readonly Value[]): Value[] {
  return order.filter((value) => values.includes(value));
}

/** `{ field: value }` for each field given (undefined means "leave as it is"). */
export function givenFields<Input extends object>(input: Input): Partial<Input> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<Input>;
}
