import type { AlertableType } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callListEndpoint } from '../../../../lib/endpoint-client';

export const alertKeys = {
  running: (type: AlertableType, id: number) => ['alerts', type, id] as const,
};

/** `GET alerts.json?alertable_type&alertable_id`: the alerts still running on a crag, sector or route. */
export function runningAlertsQuery(type: AlertableType, id: number | undefined) {
  return queryOptions({
    queryKey: alertKeys.running(type, id ?? 0),
    queryFn: async ({ signal }) =>
      (
        await callListEndpoint(endpoint.listAlerts, {
          query: { alertable_type: type, alertable_id: id as number },
          signal,
        })
      ).items,
    enabled: id !== undefined,
  });
}

export function useRunningAlerts(type: AlertableType, id: number | undefined) {
  return useQuery(runningAlertsQuery(type, id));
}
