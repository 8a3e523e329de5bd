import {
  EMPTY_OPENING_SHEET_CELL,
  type GymLevelStep,
  type GymOpeningSheet,
  type GymOpeningSheetCellUpdateInput,
  type GymOpeningSheetInput,
  type GymOpeningSheetListQuery,
  type GymOpeningSheetSummary,
  type GymOpeningSheetUpdateInput,
  type OpeningSheetCell,
  type OpeningSheetCellInput,
  type OpeningSheetRow,
  type OpeningSheetRowInput,
  type ValidationRule,
} from '@climb/contracts';
import { type Executor, inTransaction } from '../../../db/transaction';
import { NotFound } from '../../../lib/errors';
import { RuleBreaks } from '../../../lib/rule-breaks';
import { findGym } from '../../gyms/gym.repository';
import type { Actor, IndoorContext } from '../../shared/indoor-change';
import { toGymOpeningSheet, toGymOpeningSheetSummary } from './opening-sheets.mapper';
import {
  countOpeningSheetsOfGym,
  deleteOpeningSheet as deleteOpeningSheetRow,
  findLevelsOfGym,
  findOpeningSheet,
  findOpeningSheetsOfGym,
  findRoutesOfSheet,
  findSectorsOfSheet,
  type GymOpeningSheetRecord,
  gymOfOpeningSheet,
  insertOpeningSheet,
  lockOpeningSheet,
  type SheetRouteRow,
  type SheetSectorRow,
  updateOpeningSheet as updateOpeningSheetRow,
} from './opening-sheets.repository';

/*
 * A gym's opening sheets (docs/domain/indoor.md, "Setting day to day"): per chosen sector, a row of exactly
 * `number_of_columns` cells, each a route to set. A write checks every row and cell before it writes anything (all or
 * nothing): sectors of the sheet's gym, each once; a level in the gym's scale for the cell's type; a route of the row's
 * sector. What the sheet names is read again at each read: a deleted sector's row is left out, a level the scale no
 * longer has shows no colour.
 */

const DEFAULT_COLUMNS = 6;

/** What the rows of a sheet name: their sectors, the routes set, the gym's scale per type. */
export interface SheetWorld {
  sectors: Map<number, SheetSectorRow>;
  routes: Map<number, SheetRouteRow>;
  levels: Map<string, GymLevelStep[]>;
}

async function worldOf(
  executor: Executor,
  gymId: number,
  rows: readonly { gym_sector_id: number; cells: readonly { gym_route_id?: number | null }[] }[],
): Promise<SheetWorld> {
  const routeIds = rows.flatMap((row) => row.cells.flatMap((cell) => (cell.gym_route_id ? [cell.gym_route_id] : [])));
  const [sectors, routes, levels] = await Promise.all([
    findSectorsOfSheet(executor, [...new Set(rows.map((row) => row.gym_sector_id))]),
    findRoutesOfSheet(executor, [...new Set(routeIds)]),
    findLevelsOfGym(executor, gymId),
  ]);
  return {
    sectors: new Map(sectors.map((sector) => [sector.id, sector])),
    routes: new Map(routes.map((route) => [route.id, route])),
    levels: new Map(levels.map((level) => [level.climbing_type, level.levels])),
  };
}

/** A cell as stored: every field, null where not given, the note trimmed to null when empty. */
function storedCell(input: OpeningSheetCellInput): OpeningSheetCell {
  return {
    climbing_type: input.climbing_type ?? null,
    level_index: input.level_index ?? null,
    grade_value: input.grade_value ?? null,
    note: input.note ? input.note : null,
    gym_route_id: input.gym_route_id ?? null,
  };
}

/** The rules a cell of `sector`'s row breaks, by field of the cell. */
function cellBreaks(world: SheetWorld, sector: SheetSectorRow, cell: OpeningSheetCell): [string, ValidationRule][] {
  const found: [string, ValidationRule][] = [];
  if (cell.level_index !== null) {
    if (cell.climbing_type === null) found.push(['climbing_type', 'required']);
    else if (cell.level_index >= (world.levels.get(cell.climbing_type)?.length ?? 0)) {
      found.push(['level_index', 'not_included']);
    }
  }
  if (cell.gym_route_id !== null) {
    const route = world.routes.get(cell.gym_route_id);
    if (!route || route.gym_sector_id !== sector.id || route.gym_id !== sector.gym_id) {
      found.push(['gym_route_id', 'not_included']);
    }
  }
  return found;
}

/**
 * The rows as stored, each checked, every broken rule noted under `field`: a sector of the gym, each once, at most
 * `columns` cells (completed with empty ones), each cell's level and route.
 */
function checkedRows(
  world: SheetWorld,
  gymId: number,
  rows: readonly OpeningSheetRowInput[],
  columns: number,
  breaks: RuleBreaks,
  field: string,
): OpeningSheetRow[] {
  const seen = new Set<number>();
  return rows.map((row) => {
    const sector = world.sectors.get(row.gym_sector_id);
    if (!sector || sector.gym_id !== gymId) breaks.add(field, 'not_included');
    if (seen.has(row.gym_sector_id)) breaks.add(field, 'duplicate');
    seen.add(row.gym_sector_id);
    if (row.cells.length > columns) breaks.add(field, 'too_long');
    const cells = row.cells.map(storedCell);
    if (sector && sector.gym_id === gymId) {
      for (const cell of cells) for (const [, rule] of cellBreaks(world, sector, cell)) breaks.add(field, rule);
    }
    return { gym_sector_id: row.gym_sector_id, cells: resized(cells, columns) };
  });
}

/** The cells completed with empty ones, or cut, to `columns`. */
function resized(cells: readonly OpeningSheetCell[], columns: number): OpeningSheetCell[] {
  return Array.from({ length: columns }, (_, index) => cells[index] ?? { ...EMPTY_OPENING_SHEET_CELL });
}

/** The gym a sheet is of, for the route's guard; undefined when there is no such sheet (the handler's 404). */
export function gymOfOpeningSheetRecord(context: IndoorContext, id: number): Promise<number | undefined> {
  return gymOfOpeningSheet(context.db, id);
}

async function readSheet(executor: Executor, record: GymOpeningSheetRecord): Promise<GymOpeningSheet> {
  const [gym, world] = await Promise.all([
    findGym(executor, record.gym_id),
    worldOf(executor, record.gym_id, record.rows),
  ]);
  if (!gym) throw new NotFound('Opening sheet not found');
  return toGymOpeningSheet(record, gym, world);
}

/** `GET gym_opening_sheets/{id}.json`. */
export async function getGymOpeningSheet(context: IndoorContext, id: number): Promise<GymOpeningSheet> {
  const record = await findOpeningSheet(context.db, id);
  if (!record) throw new NotFound('Opening sheet not found');
  return readSheet(context.db, record);
}

/** `GET gyms/{id}/gym_opening_sheets.json`: one page, newest first. */
export async function listGymOpeningSheets(
  context: IndoorContext,
  gymId: number,
  query: GymOpeningSheetListQuery,
): Promise<{ items: GymOpeningSheetSummary[]; total: number }> {
  const filter = { archived: query.archived, limit: query.per_page, offset: (query.page - 1) * query.per_page };
  const [gym, rows, total] = await Promise.all([
    findGym(context.db, gymId),
    findOpeningSheetsOfGym(context.db, gymId, filter),
    countOpeningSheetsOfGym(context.db, gymId, query.archived),
  ]);
  if (!gym) throw new NotFound('Gym not found');
  return { items: rows.map(toGymOpeningSheetSummary), total };
}

/** `POST gyms/{id}/gym_opening_sheets.json`: its rows, or its sectors each with a row of empty cells. */
export async function createGymOpeningSheet(
  context: IndoorContext,
  user: Actor,
  gymId: number,
  input: GymOpeningSheetInput,
): Promise<GymOpeningSheet> {
  const record = await inTransaction(context.db, async (tx) => {
    if (!(await findGym(tx, gymId))) throw new NotFound('Gym not found');
    const breaks = new RuleBreaks();
    if (input.rows !== undefined && input.gym_sector_ids !== undefined) breaks.add('gym_sector_ids', 'invalid');
    const columns = input.number_of_columns ?? DEFAULT_COLUMNS;
    const fromSectors = input.rows === undefined;
    const given = input.rows ?? (input.gym_sector_ids ?? []).map((id) => ({ gym_sector_id: id, cells: [] }));
    const world = await worldOf(tx, gymId, given);
    const rows = checkedRows(world, gymId, given, columns, breaks, fromSectors ? 'gym_sector_ids' : 'rows');
    breaks.check();
    const id = await insertOpeningSheet(tx, {
      gym_id: gymId,
      title: input.title,
      description: input.description || null,
      number_of_columns: columns,
      rows,
      user_id: user.id,
    });
    return (await findOpeningSheet(tx, id)) as GymOpeningSheetRecord;
  });
  return readSheet(context.db, record);
}

/** The sheet locked, or 404 (deleted since the guard read it). */
async function lockedSheet(tx: Executor, id: number): Promise<GymOpeningSheetRecord> {
  const record = await lockOpeningSheet(tx, id);
  if (!record) throw new NotFound('Opening sheet not found');
  return record;
}

/** `PUT gym_opening_sheets/{id}.json`: the fields given, checked all before anything is written. */
export async function updateGymOpeningSheet(
  context: IndoorContext,
  id: number,
  input: GymOpeningSheetUpdateInput,
): Promise<GymOpeningSheet> {
  const record = await inTransaction(context.db, async (tx) => {
    const current = await lockedSheet(tx, id);
    const breaks = new RuleBreaks();
    const columns = input.number_of_columns ?? current.number_of_columns;
    let rows: OpeningSheetRow[] | undefined;
    if (input.rows !== undefined) {
      const world = await worldOf(tx, current.gym_id, input.rows);
      rows = checkedRows(world, current.gym_id, input.rows, columns, breaks, 'rows');
    } else if (columns !== current.number_of_columns) {
      // Fewer columns drop only the empty cells past the new last one.
      const dropsPlanned = current.rows.some((row) =>
        row.cells.slice(columns).some((cell) => Object.values(cell).some((value) => value !== null)),
      );
      if (dropsPlanned) breaks.add('number_of_columns', 'too_small');
      rows = current.rows.map((row) => ({ gym_sector_id: row.gym_sector_id, cells: resized(row.cells, columns) }));
    }
    breaks.check();
    const { archived, title, description } = input;
    await updateOpeningSheetRow(tx, id, {
      ...(title === undefined ? {} : { title }),
      ...(description === undefined ? {} : { description: description || null }),
      ...(input.number_of_columns === undefined ? {} : { number_of_columns: columns }),
      ...(rows === undefined ? {} : { rows }),
      ...(archived === undefined || archived === (current.archived_at !== null)
        ? {}
        : { archived_at: archived ? new Date() : null }),
    });
    return (await findOpeningSheet(tx, id)) as GymOpeningSheetRecord;
  });
  return readSheet(context.db, record);
}

/** `PUT gym_opening_sheets/{id}/cells.json`: one cell, the fields given; the others stay. */
export async function updateGymOpeningSheetCell(
  context: IndoorContext,
  id: number,
  input: GymOpeningSheetCellUpdateInput,
): Promise<GymOpeningSheet> {
  const record = await inTransaction(context.db, async (tx) => {
    const current = await lockedSheet(tx, id);
    const breaks = new RuleBreaks();
    const { gym_sector_id: sectorId, column, ...given } = input;
    const rowIndex = current.rows.findIndex((row) => row.gym_sector_id === sectorId);
    if (rowIndex < 0) breaks.add('gym_sector_id', 'not_included');
    if (column >= current.number_of_columns) breaks.add('column', 'too_big');
    breaks.check();
    const row = current.rows[rowIndex] as OpeningSheetRow;
    const before = row.cells[column] ?? EMPTY_OPENING_SHEET_CELL;
    const merged: OpeningSheetCell = { ...before };
    for (const [key, value] of Object.entries(given) as [keyof OpeningSheetCell, unknown][]) {
      if (value !== undefined) (merged as unknown as Record<string, unknown>)[key] = value === '' ? null : value;
    }
    const cell: OpeningSheetCell = { ...merged };
    const world = await worldOf(tx, current.gym_id, [{ gym_sector_id: sectorId, cells: [cell] }]);
    const sector = world.sectors.get(sectorId);
    if (!sector || sector.gym_id !== current.gym_id) breaks.add('gym_sector_id', 'not_included');
    else for (const [field, rule] of cellBreaks(world, sector, cell)) breaks.add(field, rule);
    breaks.check();
    const rows = current.rows.map((each, index) =>
      index === rowIndex
        ? {
            ...each,
            cells: resized(each.cells, current.number_of_columns).map((old, at) => (at === column ? cell : old)),
          }
        : each,
    );
    await updateOpeningSheetRow(tx, id, { rows });
    return (await findOpeningSheet(tx, id)) as GymOpeningSheetRecord;
  });
  return readSheet(context.db, record);
}

/** `DELETE gym_opening_sheets/{id}.json`. */
export async function deleteGymOpeningSheet(context: IndoorContext, id: number): Promise<void> {
  await inTransaction(context.db, async (tx) => {
    await lockedSheet(tx, id);
    await deleteOpeningSheetRow(tx, id);
  });
}
