import type { Alert, AlertableType } from '@climb/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiList } from '../../../../lib/api-client';
import { retryUnlessClientError } from './query-options';

export const alertKeys = {
  running: (type: AlertableType, id: number) => ['alerts', type, id] as const,
};

/** `GET alerts.json?alertable_type&alertable_id`: the alerts still running on a crag, sector or route. */
export function useRunningAlerts(type: AlertableType, id: number | undefined) {
  return useQuery({
    queryKey: alertKeys.running(type, id ?? 0),
    queryFn: async ({ signal }) =>
      (await apiList<Alert>('alerts.json', { query: { alertable_type: type, alertable_id: id }, signal })).items,
    enabled: id !== undefined,
    retry: retryUnlessClientError,
  });
}
