import type { GymRole } from '@climb/contracts';
import { and, arrayContains, asc, count, desc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type GymInvitationState,
  gymAdministratorInvitations,
  gymAdministrators,
  gyms,
  users,
} from '../../../db/schema';
import type { Executor } from '../../../db/transaction';
import { gymAdministratorColumns } from '../../staff/gym-administration.repository';

type Page = { limit: number; offset: number };

/** A member of the team as its page shows them: the record, its gym and its climber. */
const memberColumns = {
  ...gymAdministratorColumns,
  user_id: gymAdministrators.user_id,
  climber_uuid: users.uuid,
  climber_first_name: users.first_name,
  climber_last_name: users.last_name,
  climber_slug_name: users.slug_name,
  climber_avatar_key: users.avatar_key,
};

function members(executor: Executor) {
  return executor
    .select(memberColumns)
    .from(gymAdministrators)
    .innerJoin(gyms, eq(gyms.id, gymAdministrators.gym_id))
    .innerJoin(users, eq(users.id, gymAdministrators.user_id));
}

export type TeamMemberRow = Awaited<ReturnType<typeof members>>[number];

/** One page of a gym's team, longest-serving first, and how many they are. */
export async function findTeamPage(
  executor: Executor,
  gymId: number,
  page: Page,
): Promise<{ rows: TeamMemberRow[]; total: number }> {
  const where = eq(gymAdministrators.gym_id, gymId);
  const [rows, [counted]] = await Promise.all([
    members(executor)
      .where(where)
      .orderBy(asc(gymAdministrators.created_at), asc(gymAdministrators.id))
      .limit(page.limit)
      .offset(page.offset),
    executor.select({ total: count() }).from(gymAdministrators).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findTeamMember(executor: Executor, id: number): Promise<TeamMemberRow | undefined> {
  const [row] = await members(executor).where(eq(gymAdministrators.id, id));
  return row;
}

/** The gym of an administrator record, for its guard; null for an unknown record. */
export async function findTeamMemberGymId(executor: Executor, id: number): Promise<number | null> {
  const [row] = await executor
    .select({ gym_id: gymAdministrators.gym_id })
    .from(gymAdministrators)
    .where(eq(gymAdministrators.id, id));
  return row?.gym_id ?? null;
}

/** The administrator record, locked until the transaction ends. */
export async function lockTeamMember(executor: Executor, id: number) {
  const [row] = await executor.select().from(gymAdministrators).where(eq(gymAdministrators.id, id)).for('update');
  return row;
}

/** How many of the gym's administrators other than `exceptId` manage its team. */
export async function countOtherTeamManagers(executor: Executor, gymId: number, exceptId: number): Promise<number> {
  const [row] = await executor
    .select({ total: count() })
    .from(gymAdministrators)
    .where(
      and(
        eq(gymAdministrators.gym_id, gymId),
        ne(gymAdministrators.id, exceptId),
        arrayContains(gymAdministrators.roles, ['manage_team_members']),
      ),
    );
  return row?.total ?? 0;
}

export async function updateTeamMemberRoles(executor: Executor, id: number, roles: readonly GymRole[]): Promise<void> {
  await executor
    .update(gymAdministrators)
    .set({ roles: [...roles], updated_at: sql`now()` })
    .where(eq(gymAdministrators.id, id));
}

/** Takes a climber off a gym's team, and keeps the gym's count of administrators. */
export async function deleteTeamMember(executor: Executor, id: number, gymId: number): Promise<void> {
  await executor.delete(gymAdministrators).where(eq(gymAdministrators.id, id));
  await executor
    .update(gyms)
    .set({
      administrators_count: sql`(select count(*) from ${gymAdministrators} where ${gymAdministrators.gym_id} = ${gymId})`,
    })
    .where(eq(gyms.id, gymId));
}

/** Whether the climber is on the gym's team. */
export async function isTeamMember(executor: Executor, gymId: number, userId: number): Promise<boolean> {
  const [row] = await executor
    .select({ id: gymAdministrators.id })
    .from(gymAdministrators)
    .where(and(eq(gymAdministrators.gym_id, gymId), eq(gymAdministrators.user_id, userId)));
  return row !== undefined;
}

/** The account an address belongs to (compared in lower case), with what an invitation to it needs. */
export async function findAccountByEmail(executor: Executor, email: string) {
  const [row] = await executor
    .select({ id: users.id, email: users.email, first_name: users.first_name, language: users.language })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, sql`${users.deleted_at} is null`))
    .limit(1);
  return row;
}

/** A climber's address (lower case) and language: whose invitations are theirs, in which language an e-mail goes. */
export async function findClimberContact(executor: Executor, userId: number) {
  const [row] = await executor
    .select({ email: users.email, first_name: users.first_name, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

const inviter = alias(users, 'inviter');

/** An invitation as the team and the invitee read it: with its gym and who sent it. */
function invitations(executor: Executor) {
  return executor
    .select({
      id: gymAdministratorInvitations.id,
      email: gymAdministratorInvitations.email,
      user_id: gymAdministratorInvitations.user_id,
      roles: gymAdministratorInvitations.roles,
      state: gymAdministratorInvitations.state,
      created_at: gymAdministratorInvitations.created_at,
      answered_at: gymAdministratorInvitations.answered_at,
      gym_id: gyms.id,
      gym_name: gyms.name,
      gym_slug_name: gyms.slug_name,
      user_uuid: inviter.uuid,
      user_first_name: inviter.first_name,
      user_last_name: inviter.last_name,
      user_slug_name: inviter.slug_name,
    })
    .from(gymAdministratorInvitations)
    .innerJoin(gyms, eq(gyms.id, gymAdministratorInvitations.gym_id))
    .leftJoin(inviter, eq(inviter.id, gymAdministratorInvitations.invited_by_id));
}

export type InvitationRow = Awaited<ReturnType<typeof invitations>>[number];

async function invitationsPage(executor: Executor, where: SQL | undefined, page: Page) {
  const [rows, [counted]] = await Promise.all([
    invitations(executor)
      .where(where)
      .orderBy(desc(gymAdministratorInvitations.created_at), desc(gymAdministratorInvitations.id))
      .limit(page.limit)
      .offset(page.offset),
    executor.select({ total: count() }).from(gymAdministratorInvitations).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** One page of a gym's pending invitations, newest first. */
export function findPendingInvitationsOfGym(executor: Executor, gymId: number, page: Page) {
  return invitationsPage(
    executor,
    and(eq(gymAdministratorInvitations.gym_id, gymId), eq(gymAdministratorInvitations.state, 'pending')),
    page,
  );
}

/** Whether an invitation is the climber's: sent to their account, or to their address (lower case) if they have one. */
export function invitedClimber(userId: number, email: string | null): SQL {
  const toAccount = eq(gymAdministratorInvitations.user_id, userId);
  return email === null ? toAccount : (or(toAccount, eq(gymAdministratorInvitations.email, email)) as SQL);
}

/** One page of the invitations waiting for a climber's answer, newest first. */
export function findPendingInvitationsOfClimber(executor: Executor, userId: number, email: string | null, page: Page) {
  return invitationsPage(
    executor,
    and(eq(gymAdministratorInvitations.state, 'pending'), invitedClimber(userId, email)),
    page,
  );
}

export async function findInvitation(executor: Executor, id: number): Promise<InvitationRow | undefined> {
  const [row] = await invitations(executor).where(eq(gymAdministratorInvitations.id, id));
  return row;
}

/** The gym of an invitation, for its guard; null for an unknown invitation. */
export async function findInvitationGymId(executor: Executor, id: number): Promise<number | null> {
  const [row] = await executor
    .select({ gym_id: gymAdministratorInvitations.gym_id })
    .from(gymAdministratorInvitations)
    .where(eq(gymAdministratorInvitations.id, id));
  return row?.gym_id ?? null;
}

/**
 * Stores a pending invitation, or nothing while one to the same address waits: the partial unique index decides, so
 * two sent at once make one.
 */
export async function insertPendingInvitation(
  executor: Executor,
  values: {
    gymId: number;
    email: string;
    userId: number | null;
    roles: readonly GymRole[];
    tokenHash: string;
    invitedById: number;
  },
): Promise<number | null> {
  const [row] = await executor
    .insert(gymAdministratorInvitations)
    .values({
      gym_id: values.gymId,
      email: values.email,
      user_id: values.userId,
      roles: [...values.roles],
      token_hash: values.tokenHash,
      invited_by_id: values.invitedById,
      state: 'pending',
    })
    .onConflictDoNothing({
      target: [gymAdministratorInvitations.gym_id, gymAdministratorInvitations.email],
      where: sql`${gymAdministratorInvitations.state} = 'pending'`,
    })
    .returning({ id: gymAdministratorInvitations.id });
  return row?.id ?? null;
}

/** The invitation (by id or by its token's hash), locked until the transaction ends: what every answer takes first. */
export async function lockInvitation(executor: Executor, by: { id: number } | { tokenHash: string }) {
  const [row] = await executor
    .select()
    .from(gymAdministratorInvitations)
    .where(
      'id' in by ? eq(gymAdministratorInvitations.id, by.id) : eq(gymAdministratorInvitations.token_hash, by.tokenHash),
    )
    .for('update');
  return row;
}

/** Writes an answer (or the revocation): who answered, when. */
export async function answerInvitation(
  executor: Executor,
  id: number,
  answer: { state: Exclude<GymInvitationState, 'pending'>; userId?: number },
): Promise<void> {
  await executor
    .update(gymAdministratorInvitations)
    .set({
      state: answer.state,
      ...(answer.userId === undefined ? {} : { user_id: answer.userId }),
      answered_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where(eq(gymAdministratorInvitations.id, id));
}
