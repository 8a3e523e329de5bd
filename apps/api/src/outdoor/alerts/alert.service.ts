import type { Alert, AlertableType, alertInput, alertUpdateInput, ValidationErrors } from '@climb/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../../accounts/auth';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/transaction';
import { inTransaction } from '../../db/transaction';
import { Forbidden, NotFound, ValidationFailed } from '../../lib/errors';
import { isStoredId } from '../../lib/path-params';
import { recordWikiVersion } from '../../lib/wiki-versions';
import { cragIdExists, touchCrags } from '../crags/crag.repository';
import { toAlert } from './alert.mapper';
import {
  type AlertRow,
  alertableExists,
  deleteAlert as deleteAlertRow,
  findAlert,
  findRunningAlerts,
  insertAlert,
  updateAlert as updateAlertRow,
} from './alert.repository';
import { earliestToday } from './alert-dates';

type AlertContext = Pick<AppContext, 'db'>;
/** A write also needs the bus its `catalogue.changed` goes out on once it has committed. */
type AlertWriteContext = AlertContext & Pick<AppContext, 'events'>;
type Actor = Pick<AuthUser, 'id' | 'super_admin'>;

type AlertInput = z.infer<typeof alertInput>;
type AlertUpdateInput = z.infer<typeof alertUpdateInput>;

/** What an alert's versions show of it: the fields its author writes. */
function snapshot(row: AlertRow): Record<string, unknown> {
  return {
    alertable_type: row.alertable_type,
    alertable_id: row.alertable_id,
    alert_type: row.alert_type,
    description: row.description,
    ends_on: row.ends_on,
  };
}

async function isAlertable(executor: Executor, type: AlertableType, id: number): Promise<boolean> {
  return isStoredId(id) && (await alertableExists(executor, type, id));
}

/** An end date before today (wherever today still is) would hide the alert at once. */
function isInThePast(endsOn: string | null | undefined): boolean {
  return typeof endsOn === 'string' && endsOn < earliestToday();
}

/** A crag's page counts its running alerts: a write of one of them marks the crag as changed. */
async function touchCragOf(executor: Executor, alert: Pick<AlertRow, 'alertable_type' | 'alertable_id'>) {
  if (alert.alertable_type === 'crags') await touchCrags(executor, [alert.alertable_id]);
}

/** Told before the write answers: no node serves the crag's page without it after that. */
function changed(context: AlertWriteContext, alert: Alert | AlertRow): Promise<void> {
  return context.events.emitAndSettle('catalogue.changed', {
    kind: 'alert',
    id: alert.id,
    cragId: alert.alertable_type === 'crags' ? alert.alertable_id : null,
  });
}

async function loadAlert(executor: Executor, id: number, options: { lock?: boolean } = {}) {
  const row = isStoredId(id) ? await findAlert(executor, id, options) : undefined;
  if (!row) throw new NotFound('Alert not found');
  return row;
}

/** The alerts still running about a crag, sector or route, newest first; 404 when it does not exist. */
export async function listRunningAlerts(context: AlertContext, type: AlertableType, id: number): Promise<Alert[]> {
  // A crag is checked with the other reads about it of the same turn (a page's calls): one statement.
  const [exists, rows] = await Promise.all([
    type === 'crags' ? cragIdExists(context.db, id) : isAlertable(context.db, type, id),
    isStoredId(id) ? findRunningAlerts(context.db, type, id, earliestToday()) : [],
  ]);
  if (!exists) throw new NotFound('Nothing to alert about here');
  return rows.map(toAlert);
}

export async function getAlert(context: AlertContext, id: number): Promise<Alert> {
  return toAlert(await loadAlert(context.db, id));
}

/** Posts an alert and its `create` version, in one transaction; every broken rule is answered at once. */
export async function createAlert(context: AlertWriteContext, user: Actor, input: AlertInput): Promise<Alert> {
  const alert = await inTransaction(context.db, async (tx) => {
    const errors: ValidationErrors = {};
    if (!(await isAlertable(tx, input.alertable_type, input.alertable_id))) errors.alertable_id = ['not_found'];
    if (isInThePast(input.ends_on)) errors.ends_on = ['in_the_past'];
    if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
    const row = await insertAlert(tx, {
      alertable_type: input.alertable_type,
      alertable_id: input.alertable_id,
      alert_type: input.alert_type,
      description: input.description,
      ends_on: input.ends_on ?? null,
      user_id: user.id,
    });
    await touchCragOf(tx, row);
    await recordWikiVersion(tx, {
      itemType: 'alerts',
      itemId: row.id,
      event: 'create',
      before: null,
      after: snapshot(row),
      userId: user.id,
    });
    return toAlert(await loadAlert(tx, row.id));
  });
  await changed(context, alert);
  return alert;
}

/** Changes an alert's type, text or end date (any climber: it is wiki content); recorded as a version. */
export async function updateAlert(
  context: AlertWriteContext,
  user: Actor,
  id: number,
  input: AlertUpdateInput,
): Promise<Alert> {
  let written = false;
  const alert = await inTransaction(context.db, async (tx) => {
    const current = await loadAlert(tx, id, { lock: true });
    if (isInThePast(input.ends_on)) throw ValidationFailed.on('ends_on', 'in_the_past');
    const changes = {
      ...(input.alert_type === undefined ? {} : { alert_type: input.alert_type }),
      ...(input.description === undefined ? {} : { description: input.description }),
      ...(input.ends_on === undefined ? {} : { ends_on: input.ends_on }),
    };
    if (Object.keys(changes).length === 0) return toAlert(current);
    const updated = await updateAlertRow(tx, id, changes);
    // Its end date decides whether the crag's page counts it.
    await touchCragOf(tx, updated);
    written = true;
    await recordWikiVersion(tx, {
      itemType: 'alerts',
      itemId: id,
      event: 'update',
      before: snapshot(current),
      after: snapshot(updated),
      userId: user.id,
    });
    return toAlert(await loadAlert(tx, id));
  });
  if (written) await changed(context, alert);
  return alert;
}

/** Removes an alert: its author or a site administrator only (403 with `need.role` for anyone else). */
export async function deleteAlert(context: AlertWriteContext, user: Actor, id: number): Promise<void> {
  const deleted = await inTransaction(context.db, async (tx) => {
    const current = await loadAlert(tx, id, { lock: true });
    if (current.user_id !== user.id && !user.super_admin) throw new Forbidden({ need: { role: 'super_admin' } });
    await deleteAlertRow(tx, id);
    await touchCragOf(tx, current);
    await recordWikiVersion(tx, {
      itemType: 'alerts',
      itemId: id,
      event: 'destroy',
      before: snapshot(current),
      after: null,
      userId: user.id,
    });
    return current;
  });
  await changed(context, deleted);
}
