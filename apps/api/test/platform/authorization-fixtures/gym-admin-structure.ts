import { gymOpeners, gymSpaceGroups } from '../../../src/db/schema';
import type { World } from '../../helpers/authorization-world';
import type { AreaFixtures } from './area-fixtures';

/*
 * The gym administration's structure tools in the authorization matrix: a space group and an opener of the world's
 * gym; the tree move puts the world's sector back in its own space.
 */

async function insertGroup(world: World, name: string): Promise<number> {
  const [row] = await world.t.db
    .insert(gymSpaceGroups)
    .values({ gym_id: world.ids.gyms as number, name })
    .returning({ id: gymSpaceGroups.id });
  if (!row) throw new Error('no space group inserted');
  return row.id;
}

async function insertOpener(world: World, name: string): Promise<number> {
  const [row] = await world.t.db
    .insert(gymOpeners)
    .values({ gym_id: world.ids.gyms as number, name })
    .returning({ id: gymOpeners.id });
  if (!row) throw new Error('no opener inserted');
  return row.id;
}

export const gymAdminStructureFixtures: AreaFixtures = {
  records: async (world) => ({
    gym_space_groups: await insertGroup(world, 'Bâtiment A'),
    gym_openers: await insertOpener(world, 'Léa'),
  }),
  copy: async (world, kind) => {
    if (kind === 'gym_space_groups') return insertGroup(world, 'Copie');
    if (kind === 'gym_openers') return insertOpener(world, 'Copie');
    return null;
  },
  fixtures: {
    createGymSpaceGroup: { body: () => ({ name: 'Étage' }) },
    updateGymSpaceGroup: { body: () => ({ name: 'Bâtiment B' }) },
    moveGymTreeItem: {
      body: ({ world }) => ({
        kind: 'sector',
        id: world.ids.gym_sectors,
        parent_kind: 'space',
        parent_id: world.ids.gym_spaces,
        position: 0,
      }),
    },
    createGymOpener: { body: () => ({ name: 'Tom' }) },
    updateGymOpener: { body: () => ({ name: 'Léa M.' }) },
  },
};
