import { createGymRoute } from '../../factories/indoor.factory';
import type { World } from '../../helpers/authorization-world';
import type { AreaFixtures } from './area-fixtures';

/*
 * The gym administration's route table in the authorization matrix: its batches, cell edits and import act on a route
 * of its own in the world's gym (`route_table_routes`), so that the world's route stays as the other areas expect it.
 */

async function insertRoute(world: World): Promise<number> {
  const route = await createGymRoute(world.t.db, {
    id: world.ids.gym_sectors as number,
    gym_id: world.ids.gyms as number,
    gym_space_id: world.ids.gym_spaces as number,
  });
  return route.id;
}

const routeIds = (world: World) => [world.ids.route_table_routes as number];

export const gymAdminRouteTableFixtures: AreaFixtures = {
  records: async (world) => ({ route_table_routes: await insertRoute(world) }),
  fixtures: {
    getGymRouteTable: { query: () => ({ state: 'all' }) },
    dismountGymRoutes: { body: ({ world }) => ({ gym_route_ids: routeIds(world), dismounted_at: '2026-12-01' }) },
    remountGymRoutes: { body: ({ world }) => ({ gym_route_ids: routeIds(world) }) },
    moveGymRoutes: {
      body: ({ world }) => ({ gym_route_ids: routeIds(world), gym_sector_id: world.ids.gym_sectors as number }),
    },
    createGymRoutes: {
      body: ({ world }) => ({
        routes: [
          {
            gym_sector_id: world.ids.gym_sectors as number,
            climbing_type: 'bouldering',
            hold_colors: ['red'],
            opened_at: '2026-11-20',
          },
        ],
      }),
    },
    updateGymRouteTableRow: {
      records: (world) => ({ gym_routes: world.ids.route_table_routes as number }),
      body: () => ({ name: 'La fissure', anchor_number: 4 }),
    },
    previewGymRouteImport: {
      body: ({ world }) => ({
        csv: `sector,type,hold_colors,opened_at\n${world.ids.gym_sectors},bloc,rouge,2026-11-02\n`,
      }),
    },
    importGymRoutes: {
      body: ({ world }) => ({
        csv: `sector,type,hold_colors,opened_at\n${world.ids.gym_sectors},bloc,rouge,2026-11-02\n`,
      }),
    },
  },
};
