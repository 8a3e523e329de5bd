import type { Area, AreaInput, AreaSummary, CragSummary, PageQuery } from '@climb/contracts';
import type { AuthUser } from '../../accounts/auth';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/transaction';
import { inTransaction } from '../../db/transaction';
import { NotFound, ValidationFailed } from '../../lib/errors';
import { isStoredId } from '../../lib/path-params';
import { slugify } from '../../lib/slug';
import { lockCragAgainstDeletion } from '../crag-map/crag-record.repository';
import { touchCrags } from '../crags/crag.repository';
import { toCragSummary } from '../crags/crag-summary';
import { recordChange } from '../shared/record-change';
import { toArea, toAreaSummary } from './area.mapper';
import {
  type AreaRow,
  type AreaWithCreatorRow,
  deleteAreaCrag,
  deleteArea as deleteAreaRow,
  findArea,
  findAreasPage,
  findCragIdsOfArea,
  findCragPointsOfAreas,
  findCragsOfAreaPage,
  insertArea,
  insertAreaCrag,
  touchArea,
  updateArea as updateAreaRow,
} from './area.repository';
import { type AreaFigures, areaFigures } from './area-figures';

type AreaContext = Pick<AppContext, 'db'>;
/** A write also needs the bus its `catalogue.changed` goes out on once it has committed. */
type AreaWriteContext = AreaContext & Pick<AppContext, 'events'>;
type Actor = Pick<AuthUser, 'id'>;

function windowOf(page: PageQuery) {
  return { limit: page.per_page, offset: (page.page - 1) * page.per_page };
}

/** What an area's versions show of it: the fields a contributor writes (its crags are versioned apart). */
function snapshot(row: AreaRow): Record<string, unknown> {
  return { name: row.name, description: row.description };
}

/** The figures of each area, computed from its crags as they are now (never stored, never stale). */
export async function figuresOfAreas(
  executor: Executor,
  areaIds: readonly number[],
): Promise<Map<number, AreaFigures>> {
  const points = await findCragPointsOfAreas(executor, areaIds);
  return new Map(areaIds.map((id) => [id, areaFigures(points.filter((point) => point.area_id === id))]));
}

async function loadArea(executor: Executor, id: number, options: { lock?: boolean } = {}): Promise<AreaWithCreatorRow> {
  const row = isStoredId(id) ? await findArea(executor, id, options) : undefined;
  if (!row) throw new NotFound('Area not found');
  return row;
}

async function presentArea(executor: Executor, id: number): Promise<Area> {
  const row = await loadArea(executor, id);
  const figures = await figuresOfAreas(executor, [id]);
  return toArea(row, figures.get(id) ?? areaFigures([]));
}

/** A page of areas by name with their figures (`GET areas.json`). */
export async function listAreas(
  context: AreaContext,
  page: PageQuery,
): Promise<{ areas: AreaSummary[]; total: number }> {
  const { rows, total } = await findAreasPage(context.db, windowOf(page));
  const figures = await figuresOfAreas(
    context.db,
    rows.map((row) => row.id),
  );
  return { areas: rows.map((row) => toAreaSummary(row, figures.get(row.id) ?? areaFigures([]))), total };
}

export function getArea(context: AreaContext, id: number): Promise<Area> {
  return presentArea(context.db, id);
}

/** Creates an area (no crags yet) and its `create` version, in one transaction. */
export async function createArea(context: AreaWriteContext, user: Actor, input: AreaInput): Promise<Area> {
  const area = await inTransaction(context.db, async (tx) => {
    const row = await insertArea(tx, {
      name: input.name,
      slug_name: slugify(input.name),
      description: input.description || null,
      user_id: user.id,
    });
    await recordChange(tx, user, { itemType: 'areas', itemId: row.id, before: null, after: snapshot(row) });
    return presentArea(tx, row.id);
  });
  await context.events.emitAndSettle('catalogue.changed', { kind: 'area', id: area.id });
  return area;
}

/**
 * Renames or describes an area; the `update` version is recorded in the same transaction. A new name
 * is shown on the pages of the area's crags: they are marked as changed with it.
 */
export async function updateArea(
  context: AreaWriteContext,
  user: Actor,
  id: number,
  input: Partial<AreaInput>,
): Promise<Area> {
  const changed = input.name !== undefined || input.description !== undefined;
  // A new name shows on the pages of the area's crags.
  let cragIds: number[] = [];
  const area = await inTransaction(context.db, async (tx) => {
    const current = await loadArea(tx, id, { lock: true });
    if (!changed) return presentArea(tx, id);
    if (input.name !== undefined) {
      cragIds = await findCragIdsOfArea(tx, id);
      await touchCrags(tx, cragIds);
    }
    const updated = await updateAreaRow(tx, id, {
      ...(input.name === undefined ? {} : { name: input.name, slug_name: slugify(input.name) }),
      ...(input.description === undefined ? {} : { description: input.description || null }),
    });
    await recordChange(tx, user, {
      itemType: 'areas',
      itemId: id,
      before: snapshot(current),
      after: snapshot(updated),
    });
    return presentArea(tx, id);
  });
  if (changed) await context.events.emitAndSettle('catalogue.changed', { kind: 'area', id, cragIds });
  return area;
}

/**
 * Deletes an area (site administrators: the route's guard); its crags stay, marked as changed (their
 * pages list their areas). Recorded as a version.
 */
export async function deleteArea(context: AreaWriteContext, user: Actor, id: number): Promise<void> {
  const cragIds = await inTransaction(context.db, async (tx) => {
    const current = await loadArea(tx, id, { lock: true });
    const ids = await findCragIdsOfArea(tx, id);
    await touchCrags(tx, ids);
    await deleteAreaRow(tx, id);
    await recordChange(tx, user, { itemType: 'areas', itemId: id, before: snapshot(current), after: null });
    return ids;
  });
  await context.events.emitAndSettle('catalogue.changed', { kind: 'area', id, cragIds });
}

/** A page of the area's crags by name (`GET areas/{id}/crags.json`); 404 for an unknown area. */
export async function listCragsOfArea(
  context: AreaContext,
  id: number,
  page: PageQuery,
): Promise<{ crags: CragSummary[]; total: number }> {
  await loadArea(context.db, id);
  const { rows, total } = await findCragsOfAreaPage(context.db, id, windowOf(page));
  return { crags: rows.map((row) => toCragSummary(row)), total };
}

/**
 * Changes the area's crags (the area is locked meanwhile, so concurrent changes queue) and records
 * an `update` version whose change is `crags: [ids before, ids after]`, both sorted. The crag added
 * or taken out is marked as changed (its page lists its areas).
 */
async function changeCrags(
  context: AreaWriteContext,
  user: Actor,
  id: number,
  cragId: number,
  change: (tx: Executor, cragIds: number[]) => Promise<number[]>,
): Promise<Area> {
  const result = await inTransaction(context.db, async (tx) => {
    const area = await loadArea(tx, id, { lock: true });
    // The crag marked as changed before `change` locks it less strongly: its strongest lock first.
    if (isStoredId(cragId)) await touchCrags(tx, [cragId]);
    const before = await findCragIdsOfArea(tx, id);
    const after = await change(tx, before);
    await touchArea(tx, id);
    await recordChange(tx, user, {
      itemType: 'areas',
      itemId: id,
      before: { name: area.name, crags: before },
      after: { name: area.name, crags: after },
    });
    return presentArea(tx, id);
  });
  await context.events.emitAndSettle('catalogue.changed', { kind: 'area', id, cragId });
  return result;
}

/** Adds a crag to the area: 422 `crag_id` `not_found` for an unknown crag, `taken` when it is already in. */
export function addCragToArea(context: AreaWriteContext, user: Actor, id: number, cragId: number): Promise<Area> {
  return changeCrags(context, user, id, cragId, async (tx, cragIds) => {
    if (!isStoredId(cragId) || !(await lockCragAgainstDeletion(tx, cragId))) {
      throw ValidationFailed.on('crag_id', 'not_found');
    }
    if (!(await insertAreaCrag(tx, { area_id: id, crag_id: cragId, user_id: user.id }))) {
      throw ValidationFailed.on('crag_id', 'taken');
    }
    return [...cragIds, cragId].sort((a, b) => a - b);
  });
}

/** Takes a crag out of the area (the crag stays): 422 `crag_id` `not_found` when it is not in it. */
export function removeCragFromArea(context: AreaWriteContext, user: Actor, id: number, cragId: number): Promise<Area> {
  return changeCrags(context, user, id, cragId, async (tx, cragIds) => {
    if (!isStoredId(cragId) || !(await deleteAreaCrag(tx, id, cragId))) {
      throw ValidationFailed.on('crag_id', 'not_found');
    }
    return cragIds.filter((linked) => linked !== cragId);
  });
}
