import { ApiError } from '../../lib/api-client';
import { errorStatus } from '../../lib/error-status';
import { ruleLine } from '../../lib/forms/rule-messages';

export type Translate = (key: string, options?: { defaultValue?: string }) => string;

export interface AlertContent {
  message: string;
  lines: string[];
}

const STATUSES_WITH_OWN_MESSAGE = new Set([500, 400, 401]);

/**
 * What the alert shows for an API error (spec §8): 422 → the general message and one line
 * "- {field label} {rule message}" per field and rule (no label for `base`); 500, 400 and 401 →
 * their own message; any other status → the 500 message.
 */
export function alertFromError(error: unknown, t: Translate): AlertContent {
  const status = errorStatus(error);
  if (status === 422) {
    const errors = error instanceof ApiError ? (error.validationErrors ?? {}) : {};
    const lines: string[] = [];
    for (const [field, rules] of Object.entries(errors)) {
      for (const rule of rules) lines.push(`- ${ruleLine(field, rule, t)}`);
    }
    return { message: t('alerts.422'), lines };
  }
  return { message: t(`alerts.${STATUSES_WITH_OWN_MESSAGE.has(status) ? status : 500}`), lines: [] };
}
