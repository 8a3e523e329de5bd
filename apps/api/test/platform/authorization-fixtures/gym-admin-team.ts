import { randomBytes } from 'node:crypto';
import { gymAdministratorInvitations } from '../../../src/db/schema';
import { digestSecretToken, randomSecretToken } from '../../../src/lib/secret-token';
import { createGymAdministrator } from '../../factories/gym-staff.factory';
import { createGym } from '../../factories/indoor.factory';
import { createUser } from '../../factories/users.factory';
import type { World } from '../../helpers/authorization-world';
import type { AreaFixtures } from './area-fixtures';

const unique = () => randomBytes(6).toString('hex');

/**
 * An invitation to climber A's account, pending, at a gym: at another address than their account's, whose e-mail
 * must reach nobody else (the team reads the invited address). Roles no endpoint of the matrix needs, so that A
 * accepting it (last) opens them nothing the matrix refuses them.
 */
async function invitationToOwner(world: World, gymId: number, token = randomSecretToken()): Promise<number> {
  const [row] = await world.t.db
    .insert(gymAdministratorInvitations)
    .values({
      gym_id: gymId,
      email: `invitee.${unique()}@example.test`,
      user_id: world.owner.user.id,
      roles: ['manage_contests'],
      token_hash: digestSecretToken(token),
      invited_by_id: world.gymManager.user.id,
    })
    .returning({ id: gymAdministratorInvitations.id });
  if (!row) throw new Error('invitationToOwner: no row returned');
  return row.id;
}

/** A member of the world's gym's team who is none of the actors. */
async function teamMember(world: World): Promise<number> {
  const { user } = await createUser(world.t.db);
  const record = await createGymAdministrator(world.t.db, {
    gymId: world.ids.gyms as number,
    userId: user.id,
    roles: ['manage_openers'],
  });
  return record.id;
}

/** The gym administration's team tools in the authorization matrix. */
export const gymAdminTeamFixtures: AreaFixtures = {
  records: async (world) => ({
    gym_administrator_invitations: await invitationToOwner(world, world.ids.gyms as number),
    gym_administrators: await teamMember(world),
  }),
  copy: async (world, kind) => {
    if (kind === 'gym_administrator_invitations') return invitationToOwner(world, world.ids.gyms as number);
    if (kind === 'gym_administrators') return teamMember(world);
    return null;
  },
  fixtures: {
    createGymAdministratorInvitation: {
      body: () => ({ email: `invitee.${unique()}@example.test`, roles: ['manage_openers'] }),
    },
    updateGymAdministrator: { body: () => ({ roles: ['manage_openers'] }) },
    // Each answer takes a fresh invitation: an answered one cannot be answered again.
    acceptGymAdministratorInvitation: { destructive: 'copy' },
    declineGymAdministratorInvitation: { destructive: 'copy' },
    // The e-mail link of an invitation to another gym, for each climber who calls it.
    acceptGymAdministratorInvitationByToken: {
      body: async ({ world }) => {
        const gym = await createGym(world.t.db);
        const token = randomSecretToken();
        await invitationToOwner(world, gym.id, token);
        return { token };
      },
    },
  },
};
