import type { ValidationErrors, ValidationRule } from '@climb/contracts';
import { ValidationFailed } from './errors';

/**
 * Server-side rules of an input, beyond what zod checks: each broken rule is noted, and all of
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
