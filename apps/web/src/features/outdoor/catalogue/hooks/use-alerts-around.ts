import type { Alert } from '@climb/contracts';
import { runningAlertsQuery, useRunningAlerts } from '../api/alerts.api';

type AlertIds = { routeId?: number; sectorId?: number; cragId: number };

/** The alert queries `useAlertsAround` reads, for a page's data declaration. */
export function alertsAroundQueries(ids: AlertIds) {
  return [
    ...(ids.routeId ? [runningAlertsQuery('crag_routes', ids.routeId)] : []),
    ...(ids.sectorId ? [runningAlertsQuery('crag_sectors', ids.sectorId)] : []),
    runningAlertsQuery('crags', ids.cragId),
  ];
}

/**
 * The alerts that concern a route or a sector: its own, then its sector's and its crag's (a nesting ban
 * on the crag applies to every route in it). Each alert once.
 */
export function useAlertsAround(ids: AlertIds): Alert[] | undefined {
  const route = useRunningAlerts('crag_routes', ids.routeId);
  const sector = useRunningAlerts('crag_sectors', ids.sectorId);
  const crag = useRunningAlerts('crags', ids.cragId);
  const lists = [ids.routeId ? route.data : [], ids.sectorId ? sector.data : [], crag.data];
  if (lists.every((list) => list === undefined)) return undefined;
  const seen = new Set<number>();
  return lists
    .flatMap((list) => list ?? [])
    .filter((alert) => {
      if (seen.has(alert.id)) return false;
      seen.add(alert.id);
      return true;
    });
}
