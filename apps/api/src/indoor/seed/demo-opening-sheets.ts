import type { GymRouteClimbingType, OpeningSheetCellInput } from '@climb/contracts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { gymLevels, gymRoutes, gymSectors, gymSpaces } from '../../db/schema';
import { createGymOpeningSheet, updateGymOpeningSheetCell } from '../admin/opening-sheets/opening-sheets.service';
import type { Actor, IndoorContext } from '../shared/indoor-change';

/*
 * The demo gym's opening sheet (docs/domain/indoor.md, "Demo data"): the next opening of the Lyon gym's first space,
 * over its first three sectors, each asking for routes from the easiest levels up, with a note for the setters; the
 * first two boxes of the first sector already set with routes of that sector. Written through the service, as the
 * staff would.
 */

const NOTES = ['Départ assis', 'Réglettes', 'Jeté final', 'Dévers à plats', 'Dalle technique', 'Compression'];
const COLUMNS = 6;

/** The first sectors of the gym's first space, in order, with their type (the sector's, else the space's). */
async function demoSectors(context: IndoorContext, gymId: number) {
  return context.db
    .select({ id: gymSectors.id, sector_type: gymSectors.climbing_type, space_type: gymSpaces.climbing_type })
    .from(gymSectors)
    .innerJoin(gymSpaces, eq(gymSpaces.id, gymSectors.gym_space_id))
    .where(eq(gymSectors.gym_id, gymId))
    .orderBy(asc(gymSpaces.position), asc(gymSpaces.id), asc(gymSectors.position), asc(gymSectors.id))
    .limit(3);
}

/** One opening sheet on the demo gym `gymId` (the Lyon one, administered), some boxes set; its id, or null. */
export async function seedDemoOpeningSheets(
  context: IndoorContext,
  user: Actor,
  gymId: number,
): Promise<number | null> {
  const sectors = await demoSectors(context, gymId);
  if (sectors.length === 0) return null;
  const scales = await context.db
    .select({ climbing_type: gymLevels.climbing_type, levels: gymLevels.levels })
    .from(gymLevels)
    .where(eq(gymLevels.gym_id, gymId));
  const rows = sectors.map((sector, sectorIndex) => {
    const type: GymRouteClimbingType = sector.sector_type ?? sector.space_type ?? 'bouldering';
    const levels = scales.find((scale) => scale.climbing_type === type)?.levels.length ?? 0;
    const cells: OpeningSheetCellInput[] = Array.from({ length: COLUMNS - sectorIndex }, (_, column) => ({
      climbing_type: type,
      level_index: levels > 0 ? Math.min(column, levels - 1) : null,
      note: NOTES[(column + sectorIndex) % NOTES.length] ?? null,
    }));
    return { gym_sector_id: sector.id, cells };
  });
  const sheet = await createGymOpeningSheet(context, user, gymId, {
    title: 'Prochaine ouverture',
    description: 'Les premiers secteurs de la salle, du niveau le plus facile au plus dur.',
    number_of_columns: COLUMNS,
    rows,
  });
  const [first] = sectors;
  if (first) {
    const routes = await context.db
      .select({ id: gymRoutes.id })
      .from(gymRoutes)
      .where(and(eq(gymRoutes.gym_sector_id, first.id), isNull(gymRoutes.dismounted_at)))
      .orderBy(asc(gymRoutes.id))
      .limit(2);
    for (const [column, route] of routes.entries()) {
      await updateGymOpeningSheetCell(context, sheet.id, { gym_sector_id: first.id, column, gym_route_id: route.id });
    }
  }
  return sheet.id;
}
