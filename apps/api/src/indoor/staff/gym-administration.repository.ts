import type { GymAdministrationRequestState, GymRole } from '@climb/contracts';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { gymAdministrationRequests, gymAdministrators, gyms, users } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { contributorColumns } from '../../lib/contributor';

export type GymAdministrationRequestRow = typeof gymAdministrationRequests.$inferSelect;
type RequestValues = Pick<
  typeof gymAdministrationRequests.$inferInsert,
  'gym_id' | 'user_id' | 'full_name' | 'job_title' | 'message'
>;

/** A request as its author and the site administrators read it: with its gym and its climber. */
const requestDetailColumns = {
  id: gymAdministrationRequests.id,
  user_id: gymAdministrationRequests.user_id,
  full_name: gymAdministrationRequests.full_name,
  job_title: gymAdministrationRequests.job_title,
  message: gymAdministrationRequests.message,
  state: gymAdministrationRequests.state,
  refusal_reason: gymAdministrationRequests.refusal_reason,
  created_at: gymAdministrationRequests.created_at,
  answered_at: gymAdministrationRequests.answered_at,
  gym_id: gyms.id,
  gym_name: gyms.name,
  gym_slug_name: gyms.slug_name,
  gym_city: gyms.city,
  ...contributorColumns,
};

function requestDetails(executor: Executor) {
  return executor
    .select(requestDetailColumns)
    .from(gymAdministrationRequests)
    .innerJoin(gyms, eq(gyms.id, gymAdministrationRequests.gym_id))
    .innerJoin(users, eq(users.id, gymAdministrationRequests.user_id));
}

export type GymAdministrationRequestDetailRow = Awaited<ReturnType<typeof requestDetails>>[number];

export async function findRequestDetail(
  executor: Executor,
  id: number,
): Promise<GymAdministrationRequestDetailRow | undefined> {
  const [row] = await requestDetails(executor).where(eq(gymAdministrationRequests.id, id));
  return row;
}

/** Which requests a page lists, in which order. */
export interface RequestPageFilter {
  where: SQL | undefined;
  orderBy: SQL[];
}

/** The climber's own requests, newest first. */
export function requestsOfClimber(userId: number): RequestPageFilter {
  return {
    where: eq(gymAdministrationRequests.user_id, userId),
    orderBy: [desc(gymAdministrationRequests.created_at), desc(gymAdministrationRequests.id)],
  };
}

/** The requests in one state: the pending ones oldest first (first come, first answered), answered ones newest answered first. */
export function requestsInState(state: GymAdministrationRequestState): RequestPageFilter {
  return {
    where: eq(gymAdministrationRequests.state, state),
    orderBy:
      state === 'pending'
        ? [asc(gymAdministrationRequests.created_at), asc(gymAdministrationRequests.id)]
        : [desc(gymAdministrationRequests.answered_at), desc(gymAdministrationRequests.id)],
  };
}

/** One page of requests, and how many there are in all. */
export async function findRequestsPage(
  executor: Executor,
  filter: RequestPageFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: GymAdministrationRequestDetailRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    requestDetails(executor)
      .where(filter.where)
      .orderBy(...filter.orderBy)
      .limit(page.limit)
      .offset(page.offset),
    executor.select({ total: count() }).from(gymAdministrationRequests).where(filter.where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findPendingRequestId(executor: Executor, gymId: number, userId: number): Promise<number | null> {
  const [row] = await executor
    .select({ id: gymAdministrationRequests.id })
    .from(gymAdministrationRequests)
    .where(
      and(
        eq(gymAdministrationRequests.gym_id, gymId),
        eq(gymAdministrationRequests.user_id, userId),
        eq(gymAdministrationRequests.state, 'pending'),
      ),
    );
  return row?.id ?? null;
}

/**
 * Stores a pending request, or nothing when the climber already has one for this gym: the partial unique index
 * decides, so two requests sent at once make one and the other is answered as the rule says, never as an error.
 */
export async function insertPendingRequest(executor: Executor, values: RequestValues): Promise<number | null> {
  const [row] = await executor
    .insert(gymAdministrationRequests)
    .values({ ...values, state: 'pending' })
    .onConflictDoNothing({
      target: [gymAdministrationRequests.gym_id, gymAdministrationRequests.user_id],
      where: sql`${gymAdministrationRequests.state} = 'pending'`,
    })
    .returning({ id: gymAdministrationRequests.id });
  return row?.id ?? null;
}

/** The request, locked until the transaction ends: the lock every answer takes first. */
export async function lockRequest(executor: Executor, id: number): Promise<GymAdministrationRequestRow | undefined> {
  const [row] = await executor
    .select()
    .from(gymAdministrationRequests)
    .where(eq(gymAdministrationRequests.id, id))
    .for('update');
  return row;
}

/** Writes a site administrator's answer. */
export async function answerRequest(
  executor: Executor,
  id: number,
  answer: { state: 'approved' | 'refused'; refusalReason: string | null; answeredById: number },
): Promise<void> {
  await executor
    .update(gymAdministrationRequests)
    .set({
      state: answer.state,
      refusal_reason: answer.refusalReason,
      answered_by_id: answer.answeredById,
      answered_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where(eq(gymAdministrationRequests.id, id));
}

/** Puts a climber on a gym's staff with these roles, and keeps the gym's count of administrators. */
export async function insertAdministrator(
  executor: Executor,
  values: { gymId: number; userId: number; roles: readonly GymRole[] },
): Promise<void> {
  await executor
    .insert(gymAdministrators)
    .values({ gym_id: values.gymId, user_id: values.userId, roles: [...values.roles] });
  await executor
    .update(gyms)
    .set({
      administrators_count: sql`(select count(*) from ${gymAdministrators} where ${gymAdministrators.gym_id} = ${values.gymId})`,
    })
    .where(eq(gyms.id, values.gymId));
}

/** An administrator record as `GymAdministrator` answers it: joined with its gym. */
export const gymAdministratorColumns = {
  id: gymAdministrators.id,
  roles: gymAdministrators.roles,
  email_report: gymAdministrators.email_report,
  created_at: gymAdministrators.created_at,
  gym_id: gyms.id,
  gym_name: gyms.name,
  gym_slug_name: gyms.slug_name,
};

export interface GymAdministratorRow {
  id: number;
  roles: string[];
  email_report: boolean;
  created_at: Date;
  gym_id: number;
  gym_name: string;
  gym_slug_name: string;
}

/** One page of the climber's administrator records, by gym name, and how many there are. */
export async function findAdministratorsOfClimber(
  executor: Executor,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: GymAdministratorRow[]; total: number }> {
  const where = eq(gymAdministrators.user_id, userId);
  const [rows, [counted]] = await Promise.all([
    executor
      .select(gymAdministratorColumns)
      .from(gymAdministrators)
      .innerJoin(gyms, eq(gyms.id, gymAdministrators.gym_id))
      .where(where)
      .orderBy(asc(gyms.name), asc(gymAdministrators.id))
      .limit(page.limit)
      .offset(page.offset),
    executor.select({ total: count() }).from(gymAdministrators).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** What telling a climber of an answer needs: where to write, in which language, and what they chose to receive. */
export async function findClaimantContact(executor: Executor, userId: number) {
  const [row] = await executor
    .select({
      email: users.email,
      first_name: users.first_name,
      language: users.language,
      email_notifications: users.email_notifications,
      deleted_at: users.deleted_at,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
