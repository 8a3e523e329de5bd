import type { ValidationErrors } from '@climb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useAlerts } from '../../alerts/use-alerts';

/**
 * What a session form does with a failed call: a 422 goes under each field and into the alert
 * lines; a 429 and the statuses the form names get a message inside the form; anything else is
 * the alert of its status (spec §8).
 */
export function useSubmitError(setErrors: (errors: ValidationErrors) => void) {
  const { t } = useTranslation('accounts');
  const alerts = useAlerts();
  const [notice, setNotice] = useState<string | null>(null);
  return {
    notice,
    clearNotice: () => setNotice(null),
    handle(error: unknown, messages: Partial<Record<number, string>> = {}): void {
      const status = error instanceof ApiError ? error.status : null;
      if (error instanceof ApiError && status === 422) {
        setErrors(error.validationErrors ?? {});
        alerts.apiError(error);
      } else if (status !== null && messages[status]) {
        setNotice(messages[status] ?? null);
      } else if (status === 429) {
        setNotice(t('errors.rateLimited'));
      } else {
        alerts.apiError(error);
      }
    },
  };
}
