import type { AlertableType } from '@climb/contracts';
import { and, eq, inArray, or } from 'drizzle-orm';
import { alerts, cragRoutes, cragSectors } from '../../db/schema';
import type { Executor } from '../../db/transaction';

/*
 * Alerts point at their crag, sector or route by type and id, with no foreign key: deleting the
 * record deletes its alerts in the same transaction, so no alert is left about nothing.
 */

export async function deleteAlertsOf(executor: Executor, alertableType: AlertableType, id: number): Promise<void> {
  await executor.delete(alerts).where(and(eq(alerts.alertable_type, alertableType), eq(alerts.alertable_id, id)));
}

/** The alerts of a crag, of its sectors and of its routes (before the crag's cascade removes them). */
export async function deleteAlertsOfCrag(executor: Executor, cragId: number): Promise<void> {
  const sectorIds = executor.select({ id: cragSectors.id }).from(cragSectors).where(eq(cragSectors.crag_id, cragId));
  const routeIds = executor.select({ id: cragRoutes.id }).from(cragRoutes).where(eq(cragRoutes.crag_id, cragId));
  await executor
    .delete(alerts)
    .where(
      or(
        and(eq(alerts.alertable_type, 'crags'), eq(alerts.alertable_id, cragId)),
        and(eq(alerts.alertable_type, 'crag_sectors'), inArray(alerts.alertable_id, sectorIds)),
        and(eq(alerts.alertable_type, 'crag_routes'), inArray(alerts.alertable_id, routeIds)),
      ),
    );
}
