import type { PageQuery } from '@climb/contracts';
import type { AuthUser } from '../../accounts/auth';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/transaction';
import { inTransaction } from '../../db/transaction';
import type { CatalogueChange } from '../../lib/domain-events';
import { NotFound, ValidationFailed } from '../../lib/errors';
import { isStoredId } from '../../lib/path-params';
import { touchCrags } from '../crags/crag.repository';
import { recordChange } from '../shared/record-change';
import {
  type CragRecordChanges,
  type CragRecordKind,
  type CragRecordRow,
  type CragRecordValues,
  countCragRecordsOfCrag,
  deleteCragRecord,
  findCragPoint,
  findCragRecord,
  findCragRecordsOfCrag,
  insertCragRecord,
  lockCragAgainstDeletion,
  updateCragRecord as updateCragRecordRow,
} from './crag-record.repository';

/*
 * What parks, approaches and rock bars share: they belong to a crag, any climber draws and edits them,
 * deleting needs a site administrator (checked by the route's guard), and every change is a version.
 */

export type CragMapContext = Pick<AppContext, 'db' | 'events'>;
type Actor = Pick<AuthUser, 'id'>;

/** How `catalogue.changed` names each kind. */
const CHANGE_KINDS: Record<CragRecordKind, CatalogueChange['kind']> = {
  parks: 'park',
  approaches: 'approach',
  rock_bars: 'rock_bar',
};

/** Told before the write answers: no node serves the crag's page without it after that. */
function changed(context: CragMapContext, kind: CragRecordKind, row: { id: number; crag_id: number }): Promise<void> {
  return context.events.emitAndSettle('catalogue.changed', {
    kind: CHANGE_KINDS[kind],
    id: row.id,
    cragId: row.crag_id,
  });
}

const NOT_FOUND_MESSAGES: Record<CragRecordKind, string> = {
  parks: 'Park not found',
  approaches: 'Approach not found',
  rock_bars: 'Rock bar not found',
};

async function loadCragRecord<Kind extends CragRecordKind>(
  executor: Executor,
  kind: Kind,
  id: number,
  options: { lock?: boolean } = {},
): Promise<CragRecordRow<Kind>> {
  const row = isStoredId(id) ? await findCragRecord(executor, kind, id, options) : undefined;
  if (!row) throw new NotFound(NOT_FOUND_MESSAGES[kind]);
  return row;
}

/** 404 unless the crag of a path (`crags/{id}/parks.json`) exists. */
export async function requireCragOfPath(executor: Executor, cragId: number) {
  const crag = isStoredId(cragId) ? await findCragPoint(executor, cragId) : undefined;
  if (!crag) throw new NotFound('Crag not found');
  return crag;
}

/** A page of the crag's records of a kind, oldest first, with their total; 404 for an unknown crag. */
async function listCragRecords<Kind extends CragRecordKind>(
  context: CragMapContext,
  kind: Kind,
  cragId: number,
  page: PageQuery,
): Promise<{ rows: CragRecordRow<Kind>[]; total: number }> {
  await requireCragOfPath(context.db, cragId);
  const [rows, total] = await Promise.all([
    findCragRecordsOfCrag(context.db, kind, cragId, { limit: page.per_page, offset: (page.page - 1) * page.per_page }),
    countCragRecordsOfCrag(context.db, kind, cragId),
  ]);
  return { rows, total };
}

/** 422 `crag_id: not_found` unless the crag exists; it then cannot be deleted before the transaction ends. */
async function requireCragOfBody(executor: Executor, cragId: number): Promise<void> {
  if (!isStoredId(cragId) || !(await lockCragAgainstDeletion(executor, cragId))) {
    throw ValidationFailed.on('crag_id', 'not_found');
  }
}

/**
 * Creates a record on a crag and its `create` version, in one transaction. `check` runs in it first,
 * for the kind's own rules (a rock bar's sector must belong to the crag). The crag is marked as
 * changed: its page counts its parks and approaches.
 */
export async function createCragRecord<Kind extends CragRecordKind>(
  context: CragMapContext,
  user: Actor,
  kind: Kind,
  values: Omit<CragRecordValues<Kind>, 'user_id'>,
  check?: (tx: Executor) => Promise<void>,
): Promise<CragRecordRow<Kind>> {
  const created = await inTransaction(context.db, async (tx) => {
    // The crag marked as changed first: the strongest lock this change takes on it comes first.
    if (isStoredId(values.crag_id)) await touchCrags(tx, [values.crag_id]);
    await requireCragOfBody(tx, values.crag_id);
    await check?.(tx);
    const row = await insertCragRecord(tx, kind, { ...values, user_id: user.id } as CragRecordValues<Kind>);
    await recordChange(tx, user, { itemType: kind, itemId: row.id, before: null, after: row });
    return row;
  });
  await changed(context, kind, created);
  return created;
}

/**
 * Changes a record and records the `update` version, in one transaction. `changesOf` gets the locked
 * current row and gives the columns to change (it may throw a 422); nothing given changes nothing.
 */
export async function updateCragRecord<Kind extends CragRecordKind>(
  context: CragMapContext,
  user: Actor,
  kind: Kind,
  id: number,
  changesOf: (current: CragRecordRow<Kind>, tx: Executor) => Promise<CragRecordChanges<Kind>> | CragRecordChanges<Kind>,
): Promise<CragRecordRow<Kind>> {
  let written = false;
  const row = await inTransaction(context.db, async (tx) => {
    const current = await loadCragRecord(tx, kind, id, { lock: true });
    const changes = await changesOf(current, tx);
    if (Object.keys(changes).length === 0) return current;
    const updated = await updateCragRecordRow(tx, kind, id, changes);
    await recordChange(tx, user, { itemType: kind, itemId: id, before: current, after: updated });
    written = true;
    return updated;
  });
  if (written) await changed(context, kind, row);
  return row;
}

/** Deletes a record and records its `destroy` version, in one transaction; the crag is marked as changed. */
async function destroyCragRecord(context: CragMapContext, user: Actor, kind: CragRecordKind, id: number) {
  const deleted = await inTransaction(context.db, async (tx) => {
    const current = await loadCragRecord(tx, kind, id, { lock: true });
    await deleteCragRecord(tx, kind, id);
    await touchCrags(tx, [current.crag_id]);
    await recordChange(tx, user, { itemType: kind, itemId: id, before: current, after: null });
    return current;
  });
  await changed(context, kind, deleted);
}

/**
 * The reads and the deletion of a kind, answered in its wire shape: they are the same for parks,
 * approaches and rock bars (their creation and update differ: each kind has its own fields and rules).
 * Deleting is for site administrators: the route's guard checks it.
 */
export function cragRecordAccess<Kind extends CragRecordKind, Wire>(
  kind: Kind,
  toWire: (row: CragRecordRow<Kind>) => Wire,
) {
  return {
    /** A page of the crag's records, oldest first (`GET crags/{id}/{kind}.json`); 404 for an unknown crag. */
    async list(context: CragMapContext, cragId: number, page: PageQuery): Promise<{ items: Wire[]; total: number }> {
      const { rows, total } = await listCragRecords(context, kind, cragId, page);
      return { items: rows.map(toWire), total };
    },
    async get(context: CragMapContext, id: number): Promise<Wire> {
      return toWire(await loadCragRecord(context.db, kind, id));
    },
    delete(context: CragMapContext, user: Actor, id: number): Promise<void> {
      return destroyCragRecord(context, user, kind, id);
    },
  };
}
