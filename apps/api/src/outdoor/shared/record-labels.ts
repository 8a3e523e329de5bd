import type { AppContext } from '../../app-context';
import { chunked } from '../../lib/chunked';
import {
  findAreaLabels,
  findCragIdNamed,
  findCragLabels,
  findRouteLabels,
  findSectorLabels,
  type OutdoorLabelRow,
} from './record-label.repository';

/*
 * How other domains name an outdoor record and lead to its page (the media's records, through `composition.ts`):
 * its name, the address of its page as the web app writes it (`climbing/paths.ts`), and its crag's name.
 */

/** The outdoor kinds other domains name, by the plural snake_case word of their addresses. */
export type OutdoorLabelKind = 'crags' | 'crag_sectors' | 'crag_routes' | 'areas';

/** An outdoor record as another domain names it. */
export interface OutdoorRecordLabel {
  name: string;
  path: string;
  gym_id: null;
  slug_name: string;
  /** The crag of a sector or a route; null for a crag or an area. */
  parent_name: string | null;
}

const KINDS: Record<OutdoorLabelKind, { find: typeof findCragLabels; page: string; inCrag: boolean }> = {
  crags: { find: findCragLabels, page: '/crags', inCrag: false },
  crag_sectors: { find: findSectorLabels, page: '/crag-sectors', inCrag: true },
  crag_routes: { find: findRouteLabels, page: '/crag-routes', inCrag: true },
  areas: { find: findAreaLabels, page: '/areas', inCrag: false },
};

/** Ids per statement: far below what a statement's parameters hold. */
const ID_CHUNK = 1_000;

/** The records of these ids that exist, named, with the address of their page. */
export async function labelOutdoorRecords(
  context: Pick<AppContext, 'db'>,
  kind: OutdoorLabelKind,
  ids: readonly number[],
): Promise<Map<number, OutdoorRecordLabel>> {
  const { find, page, inCrag } = KINDS[kind];
  const rows: OutdoorLabelRow[] = [];
  for (const chunk of chunked([...new Set(ids)], ID_CHUNK)) rows.push(...(await find(context.db, chunk)));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        name: row.name,
        path: `${page}/${row.id}/${row.slug_name}`,
        gym_id: null,
        slug_name: row.slug_name,
        parent_name: inCrag ? row.crag_name : null,
      },
    ]),
  );
}

/** The id of the crag of that exact name (the demo crag the logbook's seed wrote), or null. */
export async function findCragIdByName(context: Pick<AppContext, 'db'>, name: string): Promise<number | null> {
  return (await findCragIdNamed(context.db, name)) ?? null;
}
