import type { z } from 'zod';
import type { ValidationErrors, ValidationRule } from './error-codes';

// The zod-free half of validation.ts: what the browser's forms and pages use without building a schema (a page a
// visitor only reads never loads zod). Only zod's types are named here.

/** The largest value of an `integer` column, ids included: a larger number names no record. */
export const INT4_MAX = 2_147_483_647;

/** True when `value` holds a control character: C0 (but tab, line feed, carriage return) or DEL. */
export function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `value` is not well-formed UTF-16: a lone surrogate, which no UTF-8 text can hold. */
export function hasLoneSurrogate(value: string): boolean {
  return LONE_SURROGATE.test(value);
}

type Issue = z.core.$ZodIssue;

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function givenValue(issue: Issue, input: unknown): unknown {
  if ('input' in issue && issue.input !== undefined) return issue.input;
  const value = valueAt(input, issue.path);
  // A list given as one query string (`a,b`) is split during validation: its items are not in the raw input.
  if (value !== undefined || issue.path.length < 2) return value;
  const parent = valueAt(input, issue.path.slice(0, -1));
  return typeof parent === 'string' ? parent : value;
}

function ruleOf(issue: Issue, input: unknown): ValidationRule {
  switch (issue.code) {
    case 'invalid_type': {
      if (isBlank(givenValue(issue, input))) return 'required';
      return issue.expected === 'number' || issue.expected === 'int' ? 'not_a_number' : 'invalid';
    }
    case 'too_small':
      if (issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set') {
        return issue.origin === 'string' && (issue.minimum === 1 || isBlank(givenValue(issue, input)))
          ? 'required'
          : 'too_short';
      }
      return 'too_small';
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set' ? 'too_long' : 'too_big';
    case 'invalid_value':
      // A missing enum field is reported by zod as a value outside the enum.
      return isBlank(givenValue(issue, input)) ? 'required' : 'not_included';
    case 'custom': {
      const rule = (issue.params as { rule?: ValidationRule } | undefined)?.rule;
      return rule ?? 'invalid';
    }
    default:
      return 'invalid';
  }
}

/**
 * Turns zod issues into the API's 422 body: plain field names (a wrapper object such as
 * `user` is skipped, docs/conventions.md), `base` for issues on the whole object. `input` is the
 * validated value: a missing field is told apart from a wrong one with it.
 */
export function validationErrorsFromIssues(
  issues: readonly Issue[],
  input?: unknown,
  wrapper?: string,
): ValidationErrors {
  // A map, not an object: an unknown field may be called `constructor` or `__proto__`.
  const errors = new Map<string, ValidationRule[]>();
  const add = (field: string, rule: ValidationRule) => {
    const rules = errors.get(field) ?? [];
    if (!rules.includes(rule)) rules.push(rule);
    errors.set(field, rules);
  };
  for (const issue of issues) {
    const path = wrapper && issue.path[0] === wrapper ? issue.path.slice(1) : issue.path;
    if (issue.code === 'unrecognized_keys') {
      // Each key the object does not take is named: a key of the body itself (or of its wrapper)
      // under its own name, a key of a nested object under the field that holds it.
      for (const key of issue.keys) add(path.length > 0 ? String(path[0]) : key, 'unknown');
      continue;
    }
    add(path.length > 0 ? String(path[0]) : 'base', ruleOf(issue, input));
  }
  // A missing field is just `required`: the other rules it breaks say nothing more to the person.
  for (const [field, rules] of errors) {
    if (rules.includes('required')) errors.set(field, ['required']);
  }
  return Object.fromEntries(errors);
}
