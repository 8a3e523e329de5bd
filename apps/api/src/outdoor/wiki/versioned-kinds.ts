import type { OutdoorVersionItemType } from '@climb/contracts';
import { alerts, approaches, areas, cragRoutes, cragSectors, crags, parks, rockBars } from '../../db/schema';
import type { VersionedTable } from '../../lib/wiki-versions';

/** The outdoor kinds whose history the kernel reads (`lib/wiki-versions.ts`): each one's table and name column. */
export const OUTDOOR_VERSIONED_KINDS: Record<OutdoorVersionItemType, VersionedTable> = {
  crags: { table: crags, id: crags.id, name: crags.name },
  crag_sectors: { table: cragSectors, id: cragSectors.id, name: cragSectors.name },
  crag_routes: { table: cragRoutes, id: cragRoutes.id, name: cragRoutes.name },
  areas: { table: areas, id: areas.id, name: areas.name },
  parks: { table: parks, id: parks.id, name: null },
  approaches: { table: approaches, id: approaches.id, name: null },
  rock_bars: { table: rockBars, id: rockBars.id, name: null },
  alerts: { table: alerts, id: alerts.id, name: null },
};
