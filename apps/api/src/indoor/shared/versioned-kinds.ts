import type { IndoorVersionItemType } from '@climb/contracts';
import { gymChains, gymRoutes, gymSectors, gymSpaces, gyms } from '../../db/schema';
import type { VersionedTable } from '../../lib/wiki-versions';

/**
 * The indoor kinds whose history the kernel reads (`lib/wiki-versions.ts`): each one's table and name column. A
 * route's name is optional: a route without one reads as unnamed.
 */
export const INDOOR_VERSIONED_KINDS: Record<IndoorVersionItemType, VersionedTable> = {
  gyms: { table: gyms, id: gyms.id, name: gyms.name },
  gym_chains: { table: gymChains, id: gymChains.id, name: gymChains.name },
  gym_spaces: { table: gymSpaces, id: gymSpaces.id, name: gymSpaces.name },
  gym_sectors: { table: gymSectors, id: gymSectors.id, name: gymSectors.name },
  gym_routes: { table: gymRoutes, id: gymRoutes.id, name: gymRoutes.name },
};
