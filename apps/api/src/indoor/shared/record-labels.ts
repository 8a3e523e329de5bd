import type { AppContext } from '../../app-context';
import { chunked } from '../../lib/chunked';
import { readSettingList } from '../gyms/gym.repository';
import { DEMO_GYMS_SETTING } from '../gyms/gym.service';
import { findFirstSpaceAndRoute, findGymLabels, findRouteLabels, findSpaceLabels } from './record-label.repository';

/*
 * How other domains name an indoor record and lead to its page (the media's records, through `composition.ts`): its
 * name, the address of its page as the web app writes it (`features/indoor/shared/paths.ts`; a route's is its
 * space's page with the route open, where `/gr/{gymId}-{routeId}` leads), and its gym.
 */

/** The indoor kinds other domains name, by the plural snake_case word of their addresses. */
export type IndoorLabelKind = 'gyms' | 'gym_spaces' | 'gym_routes';

/** An indoor record as another domain names it. */
export interface IndoorRecordLabel {
  name: string;
  path: string;
  gym_id: number;
  slug_name: string;
  /** The gym of a space or a route; null for a gym. */
  parent_name: string | null;
}

/** Ids per statement: far below what a statement's parameters hold. */
const ID_CHUNK = 1_000;

async function inChunks<Row>(ids: readonly number[], find: (chunk: number[]) => Promise<Row[]>): Promise<Row[]> {
  const rows: Row[] = [];
  for (const chunk of chunked([...new Set(ids)], ID_CHUNK)) rows.push(...(await find(chunk)));
  return rows;
}

const gymPath = (id: number, slug: string) => `/gyms/${id}/${slug}`;

/** The records of these ids that exist, named, with the address of their page. */
export async function labelIndoorRecords(
  context: Pick<AppContext, 'db'>,
  kind: IndoorLabelKind,
  ids: readonly number[],
): Promise<Map<number, IndoorRecordLabel>> {
  const { db } = context;
  switch (kind) {
    case 'gyms': {
      const rows = await inChunks(ids, (chunk) => findGymLabels(db, chunk));
      return new Map(
        rows.map((row) => [
          row.id,
          {
            name: row.name,
            path: gymPath(row.id, row.slug_name),
            gym_id: row.id,
            slug_name: row.slug_name,
            parent_name: null,
          },
        ]),
      );
    }
    case 'gym_spaces': {
      const rows = await inChunks(ids, (chunk) => findSpaceLabels(db, chunk));
      return new Map(
        rows.map((row) => [
          row.id,
          {
            name: row.name,
            path: `${gymPath(row.gym_id, row.gym_slug_name)}/spaces/${row.id}/${row.slug_name}`,
            gym_id: row.gym_id,
            slug_name: row.slug_name,
            parent_name: row.gym_name,
          },
        ]),
      );
    }
    case 'gym_routes': {
      const rows = await inChunks(ids, (chunk) => findRouteLabels(db, chunk));
      return new Map(
        rows.map((row) => [
          row.id,
          {
            // A route without a name is known by its grade and sector, as its gym's table lists it.
            name: row.name ?? [row.grade_text, row.sector_name].filter(Boolean).join(' – '),
            path: `${gymPath(row.gym_id, row.gym_slug_name)}/spaces/${row.gym_space_id}/${row.space_slug_name}?route=${row.id}`,
            gym_id: row.gym_id,
            slug_name: row.space_slug_name,
            parent_name: row.gym_name,
          },
        ]),
      );
    }
  }
}

/**
 * The demo gym whose place `index` is in the seed's list (0: the bouldering gym), with its first space and that
 * space's first route; null before the indoor seed ran.
 */
export async function findDemoGymPlaces(
  context: Pick<AppContext, 'db'>,
  index: number,
): Promise<{ gymId: number; spaceId: number | null; routeId: number | null } | null> {
  const gymId = (await readSettingList(context.db, DEMO_GYMS_SETTING))[index];
  if (typeof gymId !== 'number' || !Number.isInteger(gymId)) return null;
  return { gymId, ...(await findFirstSpaceAndRoute(context.db, gymId)) };
}
