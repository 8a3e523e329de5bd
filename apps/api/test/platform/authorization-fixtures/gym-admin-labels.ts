import { gymLabelTemplates } from '../../../src/db/schema';
import type { World } from '../../helpers/authorization-world';
import type { AreaFixtures } from './area-fixtures';

/*
 * The gym administration's label templates in the authorization matrix: a template of the world's gym; its print data
 * names the world's route.
 */

async function insertTemplate(world: World, name: string): Promise<number> {
  const [row] = await world.t.db
    .insert(gymLabelTemplates)
    .values({ gym_id: world.ids.gyms as number, name, fields: ['name', 'grade'] })
    .returning({ id: gymLabelTemplates.id });
  if (!row) throw new Error('no label template inserted');
  return row.id;
}

export const gymAdminLabelFixtures: AreaFixtures = {
  records: async (world) => ({ gym_label_templates: await insertTemplate(world, 'Étiquettes bloc') }),
  copy: async (world, kind) => (kind === 'gym_label_templates' ? insertTemplate(world, 'Copie') : null),
  fixtures: {
    createGymLabelTemplate: {
      body: () => ({ name: 'Ronds', layout: 'circular', qr_position: 'bottom', fields: ['grade', 'level'] }),
    },
    updateGymLabelTemplate: { body: () => ({ name: 'Étiquettes voies', paper_size: 'a5' }) },
    getGymLabelPrint: { query: (world) => ({ gym_route_ids: String(world.ids.gym_routes) }) },
  },
};
