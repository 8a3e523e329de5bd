import type {
  GymAdministratorInvitation,
  GymAdministratorInvitationInput,
  GymRole,
  GymTeamMember,
  PageQuery,
} from '@climb/contracts';
import type { AppContext } from '../../../app-context';
import { createNotification } from '../../../community/notification.service';
import { inTransaction } from '../../../db/transaction';
import { NotFound, ValidationFailed } from '../../../lib/errors';
import { digestSecretToken, randomSecretToken } from '../../../lib/secret-token';
import { lockGym } from '../../gyms/gym.repository';
import { type Actor, fileUrls, indoorChanged } from '../../shared/indoor-change';
import { insertAdministrator } from '../../staff/gym-administration.repository';
import type { Paged } from '../../staff/gym-administration.service';
import { gymInvitationEmail } from './team.email';
import { toGymAdministratorInvitation, toGymTeamMember } from './team.mapper';
import {
  answerInvitation,
  countOtherTeamManagers,
  deleteTeamMember,
  findAccountByEmail,
  findClimberContact,
  findInvitation,
  findPendingInvitationsOfClimber,
  findPendingInvitationsOfGym,
  findTeamMember,
  findTeamPage,
  type InvitationRow,
  insertPendingInvitation,
  isTeamMember,
  lockInvitation,
  lockTeamMember,
  updateTeamMemberRoles,
} from './team.repository';

/*
 * A gym's team (docs/domain/indoor.md, "Administration"): its team managers invite by e-mail with roles, change
 * roles and remove members; the invitee accepts (joining the team in the transaction that answers) or declines. The
 * gym always keeps one administrator who manages its team, so that someone can still invite.
 */

/** What reading the team needs. */
export type TeamReadContext = Pick<AppContext, 'db' | 'config'>;
/** A change also tells the invitee (notification, e-mail), the climber's sessions and the gym's pages. */
export type TeamContext = Pick<AppContext, 'db' | 'config' | 'events' | 'mailer' | 'background' | 'rateLimiter'>;

function pageOf(query: PageQuery) {
  return { limit: query.per_page, offset: (query.page - 1) * query.per_page };
}

const MANAGER: GymRole = 'manage_team_members';

/** The roles as given, each once, in the contracts' order. */
function distinctRoles(roles: readonly GymRole[]): GymRole[] {
  return [...new Set(roles)];
}

async function member(context: TeamReadContext, id: number): Promise<GymTeamMember> {
  const row = await findTeamMember(context.db, id);
  if (!row) throw new NotFound('Gym administrator not found');
  return toGymTeamMember(row, fileUrls(context));
}

async function invitation(context: TeamReadContext, id: number): Promise<GymAdministratorInvitation> {
  const row = await findInvitation(context.db, id);
  if (!row) throw new NotFound('Invitation not found');
  return toGymAdministratorInvitation(row);
}

/** `GET gyms/{id}/gym_administrators.json`: the team, longest-serving first. */
export async function listTeam(
  context: TeamReadContext,
  gymId: number,
  query: PageQuery,
): Promise<Paged<GymTeamMember>> {
  const { rows, total } = await findTeamPage(context.db, gymId, pageOf(query));
  const url = fileUrls(context);
  return { items: rows.map((row) => toGymTeamMember(row, url)), total };
}

/** `GET gyms/{id}/gym_administrator_invitations.json`: the invitations waiting for an answer, newest first. */
export async function listPendingInvitations(
  context: TeamReadContext,
  gymId: number,
  query: PageQuery,
): Promise<Paged<GymAdministratorInvitation>> {
  const { rows, total } = await findPendingInvitationsOfGym(context.db, gymId, pageOf(query));
  return { items: rows.map(toGymAdministratorInvitation), total };
}

/** `GET current_users/gym_administrator_invitations.json`: those sent to the climber's account or address. */
export async function listMyInvitations(
  context: TeamReadContext,
  userId: number,
  query: PageQuery,
): Promise<Paged<GymAdministratorInvitation>> {
  const contact = await findClimberContact(context.db, userId);
  const email = contact?.email?.toLowerCase() ?? null;
  const { rows, total } = await findPendingInvitationsOfClimber(context.db, userId, email, pageOf(query));
  return { items: rows.map(toGymAdministratorInvitation), total };
}

/**
 * `POST gyms/{id}/gym_administrator_invitations.json`: a pending invitation holding the hash of a secret only the
 * e-mail's link carries. 422 `email: [already_administrator]` for the account of a member, `email: [already_invited]`
 * while an invitation to the address waits (two sent at once included). Once stored, a climber whose account has this
 * address is notified, and the address receives the e-mail.
 */
export async function inviteToTeam(
  context: TeamContext,
  inviter: Pick<Actor, 'id'>,
  gymId: number,
  input: GymAdministratorInvitationInput,
): Promise<GymAdministratorInvitation> {
  // Each invitation e-mails an address the inviter names: bounded per inviter.
  await context.rateLimiter.consume([{ rule: 'gym_invitation_account', subject: String(inviter.id) }]);
  const email = input.email.toLowerCase();
  const roles = distinctRoles(input.roles);
  const token = randomSecretToken();
  const { id, account } = await inTransaction(context.db, async (tx) => {
    const gym = await lockGym(tx, gymId);
    if (!gym) throw new NotFound('Gym not found');
    const account = await findAccountByEmail(tx, email);
    if (account && (await isTeamMember(tx, gymId, account.id)))
      throw ValidationFailed.on('email', 'already_administrator');
    const id = await insertPendingInvitation(tx, {
      gymId,
      email,
      userId: account?.id ?? null,
      roles,
      tokenHash: digestSecretToken(token),
      invitedById: inviter.id,
    });
    if (id === null) throw ValidationFailed.on('email', 'already_invited');
    return { id, account };
  });
  const row = await findInvitation(context.db, id);
  if (!row) throw new NotFound('Invitation not found');
  if (account) await createNotification(context, account.id, 'gym_administrator_invitation', invitationPayload(row));
  context.background.run('gym invitation e-mail could not be sent', async () => {
    const sender = await findClimberContact(context.db, inviter.id);
    const language = (account?.language ?? sender?.language) === 'en' ? 'en' : 'fr';
    const gymPage = `${context.config.publicUrl}/gyms/${row.gym_id}/${encodeURIComponent(row.gym_slug_name)}`;
    await context.mailer.send(
      gymInvitationEmail(language, {
        to: email,
        firstName: account?.first_name ?? null,
        gymName: row.gym_name,
        inviterName: sender ? sender.first_name : null,
        roles: row.roles as GymRole[],
        link: `${gymPage}?invitation=${encodeURIComponent(token)}`,
      }),
    );
  });
  return toGymAdministratorInvitation(row);
}

/** What the notification carries: the gym (its name and page), the invitation and its roles. */
function invitationPayload(row: InvitationRow): Record<string, unknown> {
  return {
    gym_id: row.gym_id,
    gym_name: row.gym_name,
    gym_slug_name: row.gym_slug_name,
    invitation_id: row.id,
    roles: row.roles,
  };
}

type LockedInvitation = NonNullable<Awaited<ReturnType<typeof lockInvitation>>>;

/** 422 `base: [not_pending]` unless the invitation still waits for an answer. */
function expectPending(row: LockedInvitation): void {
  if (row.state !== 'pending') throw ValidationFailed.on('base', 'not_pending');
}

/** `DELETE gym_administrator_invitations/{id}.json`: its link and card no longer accept it. */
export async function revokeInvitation(context: TeamReadContext, id: number): Promise<GymAdministratorInvitation> {
  await inTransaction(context.db, async (tx) => {
    const row = await lockInvitation(tx, { id });
    if (!row) throw new NotFound('Invitation not found');
    expectPending(row);
    await answerInvitation(tx, id, { state: 'revoked' });
  });
  return invitation(context, id);
}

/**
 * The invitation of `by`, locked, when it is the climber's: sent to their account or their address (or, with its
 * token, whoever holds it). Someone else's is not found: an invitation says nothing to others.
 */
async function invitationOf(
  tx: Parameters<typeof lockInvitation>[0],
  user: Pick<Actor, 'id'>,
  by: { id: number } | { tokenHash: string },
): Promise<LockedInvitation> {
  const row = await lockInvitation(tx, by);
  if (!row) {
    if ('id' in by) throw new NotFound('Invitation not found');
    throw ValidationFailed.on('token', 'invalid');
  }
  if ('id' in by && row.user_id !== user.id) {
    const contact = await findClimberContact(tx, user.id);
    if (!contact?.email || row.email !== contact.email.toLowerCase()) throw new NotFound('Invitation not found');
  }
  return row;
}

/**
 * Accepts an invitation: the climber joins the team with its roles in the transaction that answers it (the gym's lock
 * orders it with the team's other changes); 422 `base: [already_administrator]` when they already are on the team.
 * Their sessions then read their new rights, and the gym's pages whether it has staff.
 */
async function accept(
  context: TeamContext,
  user: Pick<Actor, 'id'>,
  by: { id: number } | { tokenHash: string },
): Promise<GymAdministratorInvitation> {
  const { id, gymId } = await inTransaction(context.db, async (tx) => {
    const row = await invitationOf(tx, user, by);
    expectPending(row);
    const gym = await lockGym(tx, row.gym_id);
    if (!gym) throw new NotFound('Gym not found');
    if (await isTeamMember(tx, gym.id, user.id)) throw ValidationFailed.on('base', 'already_administrator');
    await insertAdministrator(tx, { gymId: gym.id, userId: user.id, roles: row.roles });
    await answerInvitation(tx, row.id, { state: 'accepted', userId: user.id });
    return { id: row.id, gymId: gym.id };
  });
  await indoorChanged(context, { kind: 'gym', id: gymId, gymIds: [gymId] });
  context.events.emit('user.updated', { userId: user.id, reason: 'gym_administrator' });
  return invitation(context, id);
}

/** `PUT gym_administrator_invitations/{id}/accept.json`: an invitation sent to the climber's account or address. */
export function acceptInvitation(context: TeamContext, user: Pick<Actor, 'id'>, id: number) {
  return accept(context, user, { id });
}

/** `PUT gym_administrator_invitations/accept.json`: the invitation of the e-mail's link, whoever's address it was. */
export function acceptInvitationByToken(context: TeamContext, user: Pick<Actor, 'id'>, token: string) {
  return accept(context, user, { tokenHash: digestSecretToken(token) });
}

/** `PUT gym_administrator_invitations/{id}/decline.json`. */
export async function declineInvitation(
  context: TeamReadContext,
  user: Pick<Actor, 'id'>,
  id: number,
): Promise<GymAdministratorInvitation> {
  await inTransaction(context.db, async (tx) => {
    const row = await invitationOf(tx, user, { id });
    expectPending(row);
    await answerInvitation(tx, id, { state: 'declined', userId: user.id });
  });
  return invitation(context, id);
}

/** `GET gym_administrators/{id}.json`. */
export function getTeamMember(context: TeamReadContext, id: number): Promise<GymTeamMember> {
  return member(context, id);
}

/**
 * The administrator record locked after its gym (the order every change of the team takes), and whether the change
 * leaves the gym without a team manager: 422 `roles: [last_team_manager]` then.
 */
async function lockedMember(
  tx: Parameters<typeof lockTeamMember>[0],
  id: number,
  keepsManaging: boolean,
): Promise<NonNullable<Awaited<ReturnType<typeof lockTeamMember>>>> {
  const gymId = (await findTeamMember(tx, id))?.gym_id;
  if (gymId === undefined || !(await lockGym(tx, gymId))) throw new NotFound('Gym administrator not found');
  const row = await lockTeamMember(tx, id);
  if (!row) throw new NotFound('Gym administrator not found');
  if (row.roles.includes(MANAGER) && !keepsManaging && (await countOtherTeamManagers(tx, row.gym_id, id)) === 0) {
    throw ValidationFailed.on('roles', 'last_team_manager');
  }
  return row;
}

/** `PUT gym_administrators/{id}.json`: the member's roles, all of them; their sessions read them at once. */
export async function updateTeamMember(
  context: TeamContext,
  id: number,
  roles: readonly GymRole[],
): Promise<GymTeamMember> {
  const kept = distinctRoles(roles);
  const row = await inTransaction(context.db, async (tx) => {
    const row = await lockedMember(tx, id, kept.includes(MANAGER));
    await updateTeamMemberRoles(tx, id, kept);
    return row;
  });
  context.events.emit('user.updated', { userId: row.user_id, reason: 'gym_administrator' });
  return member(context, id);
}

/** `DELETE gym_administrators/{id}.json`: the climber leaves the team (the last team manager cannot). */
export async function removeTeamMember(context: TeamContext, id: number): Promise<void> {
  const row = await inTransaction(context.db, async (tx) => {
    const row = await lockedMember(tx, id, false);
    await deleteTeamMember(tx, id, row.gym_id);
    return row;
  });
  await indoorChanged(context, { kind: 'gym', id: row.gym_id, gymIds: [row.gym_id] });
  context.events.emit('user.updated', { userId: row.user_id, reason: 'gym_administrator' });
}
