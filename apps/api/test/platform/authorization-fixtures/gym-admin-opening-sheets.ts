import { EMPTY_OPENING_SHEET_CELL } from '@climb/contracts';
import { gymOpeningSheets } from '../../../src/db/schema';
import type { World } from '../../helpers/authorization-world';
import type { AreaFixtures } from './area-fixtures';

/*
 * The gym administration's opening sheets in the authorization matrix: a sheet of the world's gym with a row on the
 * world's sector, its cells empty.
 */

async function insertSheet(world: World, title: string): Promise<number> {
  const [row] = await world.t.db
    .insert(gymOpeningSheets)
    .values({
      gym_id: world.ids.gyms as number,
      title,
      number_of_columns: 2,
      rows: [
        { gym_sector_id: world.ids.gym_sectors as number, cells: [EMPTY_OPENING_SHEET_CELL, EMPTY_OPENING_SHEET_CELL] },
      ],
    })
    .returning({ id: gymOpeningSheets.id });
  if (!row) throw new Error('no opening sheet inserted');
  return row.id;
}

export const gymAdminOpeningSheetFixtures: AreaFixtures = {
  records: async (world) => ({ gym_opening_sheets: await insertSheet(world, 'Ouverture de mai') }),
  copy: async (world, kind) => (kind === 'gym_opening_sheets' ? insertSheet(world, 'Copie') : null),
  fixtures: {
    createGymOpeningSheet: {
      body: ({ world }) => ({ title: 'Ouverture de juin', gym_sector_ids: [world.ids.gym_sectors] }),
    },
    updateGymOpeningSheet: { body: () => ({ title: 'Ouverture de mai (bis)' }) },
    updateGymOpeningSheetCell: {
      body: ({ world }) => ({ gym_sector_id: world.ids.gym_sectors, column: 1, note: 'Un dévers à plats' }),
    },
  },
};
