import { gymSubscriptions } from '../../../src/db/schema';
import { weeklyReportToken } from '../../../src/indoor/admin/report/weekly-report-token';
import { createGymAdministrator } from '../../factories/gym-staff.factory';
import { createGym } from '../../factories/indoor.factory';
import type { World } from '../../helpers/authorization-world';
import type { AreaFixtures } from './area-fixtures';

/** Climber A's own administrator record (at a gym of their own, without roles): what their report switch names. */
let ownerRecordId = 0;

/** A plan of the world's gym, as a site administrator records it. */
async function planOfTheGym(world: World): Promise<number> {
  const [row] = await world.t.db
    .insert(gymSubscriptions)
    .values({ gym_id: world.ids.gyms as number, plan: 'club', starts_on: '2026-01-01', terms: 'Un an' })
    .returning({ id: gymSubscriptions.id });
  if (!row) throw new Error('planOfTheGym: no row returned');
  return row.id;
}

/** The gym administration's report tools in the authorization matrix. */
export const gymAdminReportFixtures: AreaFixtures = {
  records: async (world) => {
    const gym = await createGym(world.t.db);
    const record = await createGymAdministrator(world.t.db, { gymId: gym.id, userId: world.owner.user.id, roles: [] });
    ownerRecordId = record.id;
    return { gym_subscriptions: await planOfTheGym(world) };
  },
  copy: async (world, kind) => (kind === 'gym_subscriptions' ? planOfTheGym(world) : null),
  fixtures: {
    // Climber A's record: any other climber's call answers 404.
    switchEmailReport: { body: () => ({ gym_administrator: { id: ownerRecordId } }) },
    unsubscribeGymEmailReport: {
      body: ({ world }) => ({ token: weeklyReportToken(world.t.config.jwtSecret, ownerRecordId) }),
    },
    createGymSubscription: { body: () => ({ plan: 'pro', starts_on: '2026-06-01', ends_on: '2027-05-31' }) },
  },
};
