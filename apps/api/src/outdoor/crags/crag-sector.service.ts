import {
  type CragSector,
  type CragSectorInput,
  type CragSectorSummary,
  type CragSectorUpdateInput,
  ORIENTATIONS,
} from '@climb/contracts';
import type { AuthUser } from '../../accounts/auth';
import type { AppContext } from '../../app-context';
import { inTransaction } from '../../db/transaction';
import { NotFound } from '../../lib/errors';
import { isStoredId } from '../../lib/path-params';
import { RuleBreaks } from '../../lib/rule-breaks';
import { slugify } from '../../lib/slug';
import { givenFields, inEnumOrder } from '../../lib/wiki-input';
import { recordChange } from '../shared/record-change';
import { cragIdExists, lockCrag } from './crag.repository';
import { deleteAlertsOf } from './crag-alerts.repository';
import { refreshCragFigures } from './crag-figures.repository';
import { toCragSector, toCragSectorSummary } from './crag-sector.mapper';
import {
  deleteSector as deleteSectorRow,
  findSectorDetail,
  findSectorsOfCrag,
  insertSector,
  lockSectorAfterCrag,
  type SectorValues,
  updateSector as updateSectorRow,
} from './crag-sector.repository';
import { authorizeWiki } from './wiki.policy';

type SectorContext = Pick<AppContext, 'db'>;
/** A write also needs the bus its `catalogue.changed` goes out on once it has committed. */
type SectorWriteContext = SectorContext & Pick<AppContext, 'events'>;
type Actor = Pick<AuthUser, 'id' | 'super_admin'>;

/** `GET crag_sectors/{id}.json`. */
export async function getSector(context: SectorContext, id: number): Promise<CragSector> {
  const row = await findSectorDetail(context.db, id);
  if (!row) throw new NotFound('Sector not found');
  return toCragSector(row);
}

/** `GET crags/{id}/crag_sectors.json`: every sector of the crag, by name. */
export async function listSectorsOfCrag(context: SectorContext, cragId: number): Promise<CragSectorSummary[]> {
  const [exists, rows] = await Promise.all([cragIdExists(context.db, cragId), findSectorsOfCrag(context.db, cragId)]);
  if (!exists) throw new NotFound('Crag not found');
  return rows.map(toCragSectorSummary);
}

/** A sector's point is both coordinates or none: the missing half is `required`. */
function checkPosition(breaks: RuleBreaks, latitude: number | null, longitude: number | null): void {
  if (latitude === null && longitude !== null) breaks.add('latitude', 'required');
  if (longitude === null && latitude !== null) breaks.add('longitude', 'required');
}

function sectorValues(input: CragSectorUpdateInput): Partial<Omit<SectorValues, 'crag_id'>> {
  const { orientations, ...fields } = givenFields(input);
  return {
    ...fields,
    ...(fields.name === undefined ? {} : { slug_name: slugify(fields.name) }),
    ...(orientations ? { orientations: inEnumOrder(orientations, ORIENTATIONS) } : {}),
  };
}

/** `POST crag_sectors.json`: a new sector of an existing crag (422 `crag_id: not_found` otherwise). */
export async function createSector(
  context: SectorWriteContext,
  user: Actor,
  input: CragSectorInput,
): Promise<CragSector> {
  authorizeWiki(user, 'create');
  const id = await inTransaction(context.db, async (tx) => {
    const breaks = new RuleBreaks();
    checkPosition(breaks, input.latitude ?? null, input.longitude ?? null);
    const crag = isStoredId(input.crag_id) ? await lockCrag(tx, input.crag_id) : undefined;
    if (!crag) breaks.add('crag_id', 'not_found');
    breaks.check();
    const { crag_id: cragId, ...fields } = input;
    const row = await insertSector(tx, {
      ...sectorValues(fields),
      crag_id: cragId,
      name: input.name,
      slug_name: slugify(input.name),
      user_id: user.id,
    });
    await refreshCragFigures(tx, cragId);
    await recordChange(tx, user, { itemType: 'crag_sectors', itemId: row.id, before: null, after: row });
    return row.id;
  });
  await context.events.emitAndSettle('catalogue.changed', { kind: 'sector', id, cragId: input.crag_id });
  return getSector(context, id);
}

/** `PUT crag_sectors/{id}.json`: changes the fields given (a sector never changes crag). */
export async function updateSector(
  context: SectorWriteContext,
  user: Actor,
  id: number,
  input: CragSectorUpdateInput,
): Promise<CragSector> {
  authorizeWiki(user, 'update');
  const cragId = await inTransaction(context.db, async (tx) => {
    const current = await lockSectorAfterCrag(tx, id);
    if (!current) throw new NotFound('Sector not found');
    const breaks = new RuleBreaks();
    checkPosition(
      breaks,
      input.latitude === undefined ? current.latitude : input.latitude,
      input.longitude === undefined ? current.longitude : input.longitude,
    );
    breaks.check();
    const row = await updateSectorRow(tx, id, sectorValues(input));
    await recordChange(tx, user, { itemType: 'crag_sectors', itemId: id, before: current, after: row });
    return current.crag_id;
  });
  await context.events.emitAndSettle('catalogue.changed', { kind: 'sector', id, cragId });
  return getSector(context, id);
}

/** `DELETE crag_sectors/{id}.json` (site administrators): its routes stay in the crag, without a sector. */
export async function deleteSector(context: SectorWriteContext, user: Actor, id: number): Promise<void> {
  authorizeWiki(user, 'destroy');
  const cragId = await inTransaction(context.db, async (tx) => {
    const current = await lockSectorAfterCrag(tx, id);
    if (!current) throw new NotFound('Sector not found');
    await deleteAlertsOf(tx, 'crag_sectors', id);
    await deleteSectorRow(tx, id);
    await refreshCragFigures(tx, current.crag_id);
    await recordChange(tx, user, { itemType: 'crag_sectors', itemId: id, before: current, after: null });
    return current.crag_id;
  });
  await context.events.emitAndSettle('catalogue.changed', { kind: 'sector', id, cragId });
}
