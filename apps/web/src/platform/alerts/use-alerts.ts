import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { alertFromError } from './alert-lines';
import { useAlertStore } from './alert-store';

/** Shows API errors and plain error or success messages as alerts; each answers its alert's id. */
export function useAlerts() {
  const { t } = useTranslation('common');
  const show = useAlertStore((state) => state.show);
  const dismiss = useAlertStore((state) => state.dismiss);
  return {
    apiError: useCallback(
      (error: unknown) => {
        const { message, lines } = alertFromError(error, (key, options) => t(key, options));
        return show('error', message, lines);
      },
      [show, t],
    ),
    dismiss,
    error: useCallback((message: string) => show('error', message), [show]),
    success: useCallback((message: string) => show('success', message), [show]),
  };
}
