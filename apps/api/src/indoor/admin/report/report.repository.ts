import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { gymAdministrators, gymSubscriptions, gyms } from '../../../db/schema';
import type { Executor } from '../../../db/transaction';
import { type GymAdministratorRow, gymAdministratorColumns } from '../../staff/gym-administration.repository';

/** Turns the report of one of the climber's records the other way; undefined when the record is not theirs. */
export async function toggleEmailReport(
  executor: Executor,
  administratorId: number,
  userId: number,
): Promise<GymAdministratorRow | undefined> {
  const [updated] = await executor
    .update(gymAdministrators)
    .set({ email_report: sql`not ${gymAdministrators.email_report}`, updated_at: new Date() })
    .where(and(eq(gymAdministrators.id, administratorId), eq(gymAdministrators.user_id, userId)))
    .returning({ id: gymAdministrators.id });
  if (!updated) return undefined;
  const [row] = await executor
    .select(gymAdministratorColumns)
    .from(gymAdministrators)
    .innerJoin(gyms, eq(gyms.id, gymAdministrators.gym_id))
    .where(eq(gymAdministrators.id, updated.id));
  return row;
}

/** Turns a record's report off (the e-mail's link); its gym, or undefined when the record is gone. */
export async function turnEmailReportOff(executor: Executor, administratorId: number) {
  await executor
    .update(gymAdministrators)
    .set({ email_report: false, updated_at: new Date() })
    .where(and(eq(gymAdministrators.id, administratorId), eq(gymAdministrators.email_report, true)));
  const [row] = await executor
    .select({ id: gyms.id, name: gyms.name, slug_name: gyms.slug_name })
    .from(gymAdministrators)
    .innerJoin(gyms, eq(gyms.id, gymAdministrators.gym_id))
    .where(eq(gymAdministrators.id, administratorId));
  return row;
}

export interface GymSubscriptionRow {
  id: number;
  plan: string;
  starts_on: string;
  ends_on: string | null;
  terms: string | null;
  created_at: Date;
  gym_id: number;
  gym_name: string;
  gym_slug_name: string;
}

const subscriptionColumns = {
  id: gymSubscriptions.id,
  plan: gymSubscriptions.plan,
  starts_on: gymSubscriptions.starts_on,
  ends_on: gymSubscriptions.ends_on,
  terms: gymSubscriptions.terms,
  created_at: gymSubscriptions.created_at,
  gym_id: gyms.id,
  gym_name: gyms.name,
  gym_slug_name: gyms.slug_name,
};

/** The climber's gyms where they hold `manage_subscription`: whose plans they read. */
const subscriptionManagerOf = (userId: number) =>
  sql`exists (select 1 from ${gymAdministrators} where ${gymAdministrators.gym_id} = ${gymSubscriptions.gym_id}
    and ${gymAdministrators.user_id} = ${userId} and 'manage_subscription' = any(${gymAdministrators.roles}))`;

/** A page of plans, newest start first: a gym's, or those of the gyms a climber manages the plans of. */
export async function findSubscriptionsPage(
  executor: Executor,
  of: { gymId: number } | { managerId: number },
  page: { limit: number; offset: number },
): Promise<{ rows: GymSubscriptionRow[]; total: number }> {
  const where = 'gymId' in of ? eq(gymSubscriptions.gym_id, of.gymId) : subscriptionManagerOf(of.managerId);
  const [rows, [counted]] = await Promise.all([
    executor
      .select(subscriptionColumns)
      .from(gymSubscriptions)
      .innerJoin(gyms, eq(gyms.id, gymSubscriptions.gym_id))
      .where(where)
      .orderBy(asc(gyms.name), desc(gymSubscriptions.starts_on), desc(gymSubscriptions.id))
      .limit(page.limit)
      .offset(page.offset),
    executor.select({ total: count() }).from(gymSubscriptions).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findSubscription(executor: Executor, id: number): Promise<GymSubscriptionRow | undefined> {
  const [row] = await executor
    .select(subscriptionColumns)
    .from(gymSubscriptions)
    .innerJoin(gyms, eq(gyms.id, gymSubscriptions.gym_id))
    .where(eq(gymSubscriptions.id, id));
  return row;
}

export async function insertSubscription(
  executor: Executor,
  values: {
    gymId: number;
    plan: string;
    startsOn: string;
    endsOn: string | null;
    terms: string | null;
    recordedById: number;
  },
): Promise<number> {
  const [row] = await executor
    .insert(gymSubscriptions)
    .values({
      gym_id: values.gymId,
      plan: values.plan,
      starts_on: values.startsOn,
      ends_on: values.endsOn,
      terms: values.terms,
      recorded_by_id: values.recordedById,
    })
    .returning({ id: gymSubscriptions.id });
  if (!row) throw new Error('The plan was not recorded');
  return row.id;
}

/** Deletes a plan; whether there was one. */
export async function deleteSubscription(executor: Executor, id: number): Promise<boolean> {
  const deleted = await executor
    .delete(gymSubscriptions)
    .where(eq(gymSubscriptions.id, id))
    .returning({ id: gymSubscriptions.id });
  return deleted.length > 0;
}
