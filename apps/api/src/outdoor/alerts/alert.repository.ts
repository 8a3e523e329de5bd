import type { AlertableType } from '@climb/contracts';
import { and, desc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import { alerts, cragRoutes, cragSectors, crags, users } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { type ContributorRow, contributorColumns } from '../../lib/contributor';

export type AlertRow = typeof alerts.$inferSelect;
export type AlertWithCreatorRow = AlertRow & ContributorRow;
type AlertValues = Pick<
  typeof alerts.$inferInsert,
  'alertable_type' | 'alertable_id' | 'alert_type' | 'description' | 'ends_on' | 'user_id'
>;
type AlertChanges = Partial<Pick<typeof alerts.$inferInsert, 'alert_type' | 'description' | 'ends_on'>>;

const ALERTABLE_TABLES = { crags, crag_sectors: cragSectors, crag_routes: cragRoutes };

const noCreator: ContributorRow = {
  user_uuid: null,
  user_first_name: null,
  user_last_name: null,
  user_slug_name: null,
};

function selectAlertsWithCreator(executor: Executor) {
  return executor
    .select({ alert: alerts, creator: contributorColumns })
    .from(alerts)
    .leftJoin(users, eq(users.id, alerts.user_id));
}

function withCreator(row: { alert: AlertRow; creator: ContributorRow | null }): AlertWithCreatorRow {
  return { ...row.alert, ...(row.creator ?? noCreator) };
}

/** Whether the crag, sector or route an alert would be about exists. */
export async function alertableExists(executor: Executor, type: AlertableType, id: number): Promise<boolean> {
  const table = ALERTABLE_TABLES[type] as typeof crags;
  const [row] = await executor.select({ id: table.id }).from(table).where(eq(table.id, id));
  return row !== undefined;
}

/** The alerts about a record that still run on `today` (no end, or ending today or later), newest first. */
export async function findRunningAlerts(
  executor: Executor,
  type: AlertableType,
  id: number,
  today: string,
): Promise<AlertWithCreatorRow[]> {
  const rows = await selectAlertsWithCreator(executor)
    .where(
      and(
        eq(alerts.alertable_type, type),
        eq(alerts.alertable_id, id),
        or(isNull(alerts.ends_on), gte(alerts.ends_on, today)),
      ),
    )
    .orderBy(desc(alerts.alerted_at), desc(alerts.id));
  return rows.map(withCreator);
}

/** The alert with its creator's columns; `lock` keeps it from concurrent changes until the transaction ends. */
export async function findAlert(
  executor: Executor,
  id: number,
  { lock = false } = {},
): Promise<AlertWithCreatorRow | undefined> {
  const query = selectAlertsWithCreator(executor).where(eq(alerts.id, id));
  // Only the alert's row is locked: the creator's account is merely read.
  const [row] = lock ? await query.for('update', { of: alerts }) : await query;
  return row ? withCreator(row) : undefined;
}

export async function insertAlert(executor: Executor, values: AlertValues): Promise<AlertRow> {
  const [row] = await executor.insert(alerts).values(values).returning();
  if (!row) throw new Error('insertAlert: no row returned');
  return row;
}

export async function updateAlert(executor: Executor, id: number, changes: AlertChanges): Promise<AlertRow> {
  const [row] = await executor
    .update(alerts)
    .set({ ...changes, updated_at: sql`now()` })
    .where(eq(alerts.id, id))
    .returning();
  if (!row) throw new Error(`updateAlert: no alert ${id}`);
  return row;
}

export async function deleteAlert(executor: Executor, id: number): Promise<void> {
  await executor.delete(alerts).where(eq(alerts.id, id));
}
