import type { Alert } from '@climb/contracts';
import { useRunningAlerts } from '../api/alerts.api';

/**
 * The alerts that concern a route or a sector: its own, then its sector's and its crag's (a nesting ban
 * on the crag applies to every route in it). Each alert once.
 */
export function useAlertsAround(ids: { routeId?: number; sectorId?: number; cragId: number }): Alert[] | undefined {
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
