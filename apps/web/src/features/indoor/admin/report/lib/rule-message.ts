import type { TFunction } from 'i18next';
import { ApiError } from '../../../../../lib/api-client';

/** A 422's first rule of `field` as a sentence of the `rules` namespace; null when the field has none. */
export function fieldRuleMessage(error: unknown, field: string, t: TFunction): string | null {
  const rules = error instanceof ApiError ? error.validationErrors : null;
  const rule = rules?.[field]?.[0];
  return rule ? t(`rules:rules.${rule}`, { defaultValue: t('rules:rules.invalid') }) : null;
}
