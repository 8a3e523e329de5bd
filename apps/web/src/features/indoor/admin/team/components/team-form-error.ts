import type { TFunction } from 'i18next';
import { ApiError } from '../../../../../lib/api-client';

/** A 422's first rule of `field` (or `base`) as a sentence of the `rules` namespace; null for another error. */
export function ruleMessage(error: unknown, field: string, t: TFunction): string | null {
  const rules = error instanceof ApiError ? error.validationErrors : null;
  const rule = rules?.[field]?.[0] ?? rules?.base?.[0];
  return rule ? t(`rules:rules.${rule}`, { defaultValue: t('rules:rules.invalid') }) : null;
}
