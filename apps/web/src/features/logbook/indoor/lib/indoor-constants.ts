import type { IndoorAscentSort } from '@climb/contracts';

/*
 * The contracts' indoor constants that live beside their schemas (`logbook/indoor-ascent.ts`): imported from there,
 * a page would load the schema library with them. Mirrored here; a unit test keeps them equal.
 */

/** The most climbs one ascent without a route stands for (`INDOOR_ASCENT_QUANTITY_MAX`). */
export const QUANTITY_MAX = 100;

/** How the indoor list sorts (`INDOOR_ASCENT_SORTS`). */
export const INDOOR_SORTS: readonly IndoorAscentSort[] = ['released_at', 'grade', 'gym'];
