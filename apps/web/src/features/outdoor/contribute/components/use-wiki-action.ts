import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../../lib/api-client';
import { useAlerts } from '../../../../platform/alerts/use-alerts';

/**
 * A one-click wiki write (add a crag to an area, remove it): a success notice, or the API's error
 * as an alert (a 403 has already led to the right-required page).
 */
export function useWikiAction<Input>(
  action: (input: Input) => Promise<unknown>,
  options: { success: (input: Input) => string; onDone?: (input: Input) => void },
) {
  const alerts = useAlerts();
  return useMutation({
    mutationFn: action,
    onSuccess: (_result, input) => {
      alerts.success(options.success(input));
      options.onDone?.(input);
    },
    onError: (error) => {
      if (!(error instanceof ApiError && error.status === 403)) alerts.apiError(error);
    },
  });
}
