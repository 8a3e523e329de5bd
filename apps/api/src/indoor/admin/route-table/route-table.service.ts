import {
  GYM_ROUTE_IMPORT_MAX_ROWS,
  type GymRouteDismountInput,
  type GymRouteImportInput,
  type GymRouteImportPreview,
  type GymRouteImportResult,
  type GymRouteMoveInput,
  type GymRouteRemountInput,
  type GymRouteTableCreateInput,
  type GymRouteTableQuery,
  type GymRouteTableRow,
  type GymRouteTableRowUpdateInput,
} from '@climb/contracts';
import { type Executor, inTransaction } from '../../../db/transaction';
import { chunked } from '../../../lib/chunked';
import { CsvSyntaxError, parseCsv, toTable } from '../../../lib/csv';
import type { ImportProgress } from '../../../lib/csv-import';
import { NotFound, ValidationFailed } from '../../../lib/errors';
import { RuleBreaks } from '../../../lib/rule-breaks';
import { findGym, findGymLevels, lockGym, refreshGymCounts } from '../../gyms/gym.repository';
import {
  findRoute,
  type GymRouteRow,
  type GymRouteValues,
  gymOfRoute,
  updateRoute,
} from '../../routes/gym-route.repository';
import { routeValues, sectorFor } from '../../routes/gym-route.service';
import {
  type Actor,
  type IndoorContext,
  type IndoorWriteContext,
  indoorChanged,
  recordIndoorChange,
} from '../../shared/indoor-change';
import { refreshSpaceCounts } from '../../spaces/gym-space.repository';
import { type ImportedRouteRow, importColumns, readRouteRows } from './route-csv';
import { toGymRouteImportRow, toGymRouteTableRow } from './route-table.mapper';
import {
  countRouteTableRows,
  findActiveOpenersOfGym,
  findRoutesOfGym,
  findRouteTableRows,
  findRouteTableRowsByIds,
  findSectorsOfGym,
  insertRoutes,
  updateRoutes,
} from './route-table.repository';

/*
 * The gym's route table (docs/domain/indoor.md, "Route table"). Every write runs in one transaction under the gym's
 * lock: all of it or nothing. It records each route's version, keeps the counts of the sectors, spaces and gym it
 * touched, and moves the gym's page versions once committed. The caller's role (`manage_opening`) was checked by the
 * route, on the gym the path names or the route's gym.
 */

/** The day a year before `now`, `YYYY-MM-DD`: how far back the table shows dismounted routes by default. */
export function aYearBefore(now: number): string {
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() - 1);
  return date.toISOString().slice(0, 10);
}

/** `GET gyms/{id}/route_table.json`: the rows the query asks for (at most 5,000) and how many match. */
export async function getGymRouteTable(
  context: IndoorContext,
  gymId: number,
  query: GymRouteTableQuery,
  now = Date.now(),
): Promise<{ items: GymRouteTableRow[]; total: number }> {
  const filter = { state: query.state, dismountedSince: query.dismounted_since ?? aYearBefore(now) };
  const [gym, rows, total] = await Promise.all([
    findGym(context.db, gymId),
    findRouteTableRows(context.db, gymId, filter),
    countRouteTableRows(context.db, gymId, filter),
  ]);
  if (!gym) throw new NotFound('Gym not found');
  return { items: rows.map(toGymRouteTableRow), total };
}

/** The gym a route is of, for the route's guard; undefined when there is no such route (the handler's 404). */
export function gymOfRouteRecord(context: IndoorContext, id: number): Promise<number | undefined> {
  return gymOfRoute(context.db, id);
}

async function lockExistingGym(tx: Executor, gymId: number) {
  const gym = await lockGym(tx, gymId);
  if (!gym) throw new NotFound('Gym not found');
  return gym;
}

/** The routes a batch names, each of the gym: else 422 `gym_route_ids: not_included`. */
async function routesOfBatch(tx: Executor, gymId: number, ids: readonly number[]): Promise<GymRouteRow[]> {
  const unique = [...new Set(ids)];
  const rows = await findRoutesOfGym(tx, gymId, unique);
  if (rows.length !== unique.length) throw ValidationFailed.on('gym_route_ids', 'not_included');
  return rows;
}

/** After routes changed: the counts of every space they left or joined and of the gym, and each one's version. */
async function afterChange(
  tx: Executor,
  user: Actor,
  gymId: number,
  before: readonly GymRouteRow[],
  after: readonly GymRouteRow[],
): Promise<void> {
  const spaces = new Set([...before, ...after].map((route) => route.gym_space_id));
  for (const spaceId of spaces) await refreshSpaceCounts(tx, spaceId);
  await refreshGymCounts(tx, gymId);
  const previous = new Map(before.map((route) => [route.id, route]));
  for (const route of after) {
    const old = previous.get(route.id);
    await recordIndoorChange(
      tx,
      user,
      old
        ? { itemType: 'gym_routes', itemId: route.id, before: old, after: route }
        : { itemType: 'gym_routes', itemId: route.id, before: null, after: route },
    );
  }
}

/** Runs a batch on the gym's routes, then answers their rows once the gym's pages moved. */
async function batch(
  context: IndoorWriteContext,
  user: Actor,
  gymId: number,
  work: (tx: Executor) => Promise<{ before: GymRouteRow[]; after: GymRouteRow[] }>,
): Promise<GymRouteTableRow[]> {
  const ids = await inTransaction(context.db, async (tx) => {
    await lockExistingGym(tx, gymId);
    const { before, after } = await work(tx);
    await afterChange(tx, user, gymId, before, after);
    return after.map((route) => route.id);
  });
  await indoorChanged(context, { kind: 'gym', id: gymId, gymIds: [gymId] });
  return (await findRouteTableRowsByIds(context.db, ids)).map(toGymRouteTableRow);
}

/** `PUT gyms/{id}/route_table/dismount.json`: a day before a route's opening is `dismounted_at: before_opening`. */
export function dismountGymRoutes(
  context: IndoorWriteContext,
  user: Actor,
  gymId: number,
  input: GymRouteDismountInput,
): Promise<GymRouteTableRow[]> {
  return batch(context, user, gymId, async (tx) => {
    const before = await routesOfBatch(tx, gymId, input.gym_route_ids);
    if (before.some((route) => input.dismounted_at < route.opened_at)) {
      throw ValidationFailed.on('dismounted_at', 'before_opening');
    }
    const ids = before.map((route) => route.id);
    return { before, after: await updateRoutes(tx, ids, { dismounted_at: input.dismounted_at }) };
  });
}

/** `PUT gyms/{id}/route_table/remount.json`: mounted again, opened again on `opened_at` when given. */
export function remountGymRoutes(
  context: IndoorWriteContext,
  user: Actor,
  gymId: number,
  input: GymRouteRemountInput,
): Promise<GymRouteTableRow[]> {
  return batch(context, user, gymId, async (tx) => {
    const before = await routesOfBatch(tx, gymId, input.gym_route_ids);
    const changes: Partial<GymRouteValues> = {
      dismounted_at: null,
      ...(input.opened_at ? { opened_at: input.opened_at } : {}),
    };
    return {
      before,
      after: await updateRoutes(
        tx,
        before.map((route) => route.id),
        changes,
      ),
    };
  });
}

/** `PUT gyms/{id}/route_table/move.json`: to a sector of the gym, and so to its space. */
export function moveGymRoutes(
  context: IndoorWriteContext,
  user: Actor,
  gymId: number,
  input: GymRouteMoveInput,
): Promise<GymRouteTableRow[]> {
  return batch(context, user, gymId, async (tx) => {
    const breaks = new RuleBreaks();
    const sector = await sectorFor(tx, breaks, input.gym_sector_id, gymId);
    breaks.check();
    if (!sector) throw new NotFound('Sector not found');
    const before = await routesOfBatch(tx, gymId, input.gym_route_ids);
    const changes = { gym_sector_id: sector.id, gym_space_id: sector.gym_space_id };
    return {
      before,
      after: await updateRoutes(
        tx,
        before.map((route) => route.id),
        changes,
      ),
    };
  });
}

/**
 * `POST gyms/{id}/route_table/routes.json`: each route with the route form's rules (its sector of the gym, a level of
 * the gym's scale for its type, openers of the gym); every broken rule is answered at once, nothing written.
 */
export function createGymRoutes(
  context: IndoorWriteContext,
  user: Actor,
  gymId: number,
  input: GymRouteTableCreateInput,
): Promise<GymRouteTableRow[]> {
  return batch(context, user, gymId, async (tx) => {
    const breaks = new RuleBreaks();
    const sectors = new Map<number, Awaited<ReturnType<typeof sectorFor>>>();
    const rows: GymRouteValues[] = [];
    for (const route of input.routes) {
      const { gym_sector_id: sectorId, ...fields } = route;
      if (!sectors.has(sectorId)) sectors.set(sectorId, await sectorFor(tx, breaks, sectorId, gymId));
      const sector = sectors.get(sectorId);
      const values = await routeValues(tx, breaks, gymId, null, { ...fields, level_index: fields.level_index ?? null });
      if (sector && sector.gym_id === gymId) {
        rows.push({
          ...values,
          gym_id: gymId,
          gym_space_id: sector.gym_space_id,
          gym_sector_id: sector.id,
          climbing_type: route.climbing_type,
          opened_at: route.opened_at,
          user_id: user.id,
        });
      }
    }
    breaks.check();
    return { before: [], after: await insertRoutes(tx, rows) };
  });
}

/** `PUT gym_routes/{id}/table_row.json`: the cells given, with the route form's rules. */
export async function updateGymRouteTableRow(
  context: IndoorWriteContext,
  user: Actor,
  id: number,
  input: GymRouteTableRowUpdateInput,
): Promise<GymRouteTableRow> {
  const gymId = await inTransaction(context.db, async (tx) => {
    const located = await gymOfRoute(tx, id);
    if (located === undefined) throw new NotFound('Route not found');
    await lockExistingGym(tx, located);
    const current = await findRoute(tx, id);
    if (!current) throw new NotFound('Route not found');
    const breaks = new RuleBreaks();
    const values = await routeValues(tx, breaks, current.gym_id, current, input);
    breaks.check();
    const row = await updateRoute(tx, id, values);
    await afterChange(tx, user, current.gym_id, [current], [row]);
    return current.gym_id;
  });
  await indoorChanged(context, { kind: 'gym_route', id, gymIds: [gymId] });
  const [row] = await findRouteTableRowsByIds(context.db, [id]);
  if (!row) throw new NotFound('Route not found');
  return toGymRouteTableRow(row);
}

/** Rows written per insert of an import: a progress line follows each batch. */
export const ROUTE_IMPORT_BATCH_ROWS = 250;

/**
 * Reads a file of routes against the gym, writing nothing. 422 `csv: invalid` for a file that cannot be read or has
 * no `sector` or `opened_at` column, `too_big` beyond GYM_ROUTE_IMPORT_MAX_ROWS rows.
 */
async function planRouteImport(executor: Executor, gymId: number, input: GymRouteImportInput) {
  let rows: string[][];
  try {
    rows = parseCsv(input.csv).rows;
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw ValidationFailed.on('csv', 'invalid');
    throw error;
  }
  const table = toTable(rows);
  const columns = importColumns(table);
  if (!columns) throw ValidationFailed.on('csv', 'invalid');
  if (table.records.length > GYM_ROUTE_IMPORT_MAX_ROWS) throw ValidationFailed.on('csv', 'too_big');
  const [sectors, levels, openers] = await Promise.all([
    findSectorsOfGym(executor, gymId),
    findGymLevels(executor, gymId),
    findActiveOpenersOfGym(executor, gymId),
  ]);
  return readRouteRows(table, columns, {
    sectors,
    levels: new Map(levels.map((scale) => [scale.climbing_type, scale.levels])),
    openers,
  });
}

/** `POST gyms/{id}/gym_route_imports/preview.json`: what the import would do, row by row. */
export async function previewGymRouteImport(
  context: IndoorContext,
  gymId: number,
  input: GymRouteImportInput,
): Promise<GymRouteImportPreview> {
  if (!(await findGym(context.db, gymId))) throw new NotFound('Gym not found');
  const rows = (await planRouteImport(context.db, gymId, input)).map(toGymRouteImportRow);
  const matched = rows.filter((row) => row.status === 'matched').length;
  return { rows_count: rows.length, matched_count: matched, invalid_count: rows.length - matched, rows };
}

function importedValues(row: ImportedRouteRow, gymId: number, userId: number): GymRouteValues {
  const sector = row.sector as NonNullable<ImportedRouteRow['sector']>;
  return {
    gym_id: gymId,
    gym_space_id: sector.gym_space_id,
    gym_sector_id: sector.id,
    climbing_type: row.climbing_type as NonNullable<ImportedRouteRow['climbing_type']>,
    name: row.name,
    level_index: row.level_index,
    level_color: row.level_color,
    sub_level: row.sub_level,
    grade_value: row.grade_value,
    grade_text: row.grade_text,
    hold_colors: row.hold_colors,
    opener_ids: row.opener_ids,
    openers: row.openers,
    opened_at: row.opened_at as string,
    dismounted_at: row.dismounted_at,
    anchor_number: row.anchor_number,
    fixed_points: row.fixed_points,
    user_id: userId,
  };
}

/**
 * `POST gyms/{id}/gym_route_imports.json`: every row not in `skip_rows`, all or nothing, in one transaction under the
 * gym's lock (the file is read again in it). An invalid row left in: 422 `csv: invalid`, nothing written. Rows are
 * written ROUTE_IMPORT_BATCH_ROWS at a time, `progress` told after each batch.
 */
export async function importGymRoutes(
  context: IndoorWriteContext,
  user: Actor,
  gymId: number,
  input: GymRouteImportInput,
  listener?: ImportProgress,
): Promise<GymRouteImportResult> {
  const result = await inTransaction(context.db, async (tx) => {
    await lockExistingGym(tx, gymId);
    const planned = await planRouteImport(tx, gymId, input);
    const skip = new Set(input.skip_rows);
    const kept = planned.filter((row) => !skip.has(row.row));
    if (kept.some((row) => Object.keys(row.errors).length > 0)) throw ValidationFailed.on('csv', 'invalid');
    const total = kept.length;
    listener?.start(total);
    let done = 0;
    const written: GymRouteRow[] = [];
    for (const rows of chunked(kept, ROUTE_IMPORT_BATCH_ROWS)) {
      written.push(
        ...(await insertRoutes(
          tx,
          rows.map((row) => importedValues(row, gymId, user.id)),
        )),
      );
      done += rows.length;
      listener?.progress(done, total);
    }
    await afterChange(tx, user, gymId, [], written);
    return { imported: total, skipped: planned.length - total };
  });
  await indoorChanged(context, { kind: 'gym', id: gymId, gymIds: [gymId] });
  return result;
}
