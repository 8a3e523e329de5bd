import { and, asc, count, desc, eq, gte, inArray, lt, lte, notInArray, type SQL, sql } from 'drizzle-orm';
import {
  contestCategories,
  contestParticipants,
  contestRouteGroups,
  contestRoutes,
  contestStages,
  contestSteps,
  contests,
  contestTeams,
  contestWaves,
  gyms,
} from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { distanceFrom } from '../../lib/earth-distance';
import {
  type ContestCategoryRow,
  type ContestGymRow,
  type ContestRouteGroupRow,
  type ContestRow,
  type ContestStageRow,
  type ContestStepRow,
  type ContestTeamRow,
  type ContestWaveRow,
  contestGymColumns,
} from '../shared/contest.repository';

/*
 * The organisers' writes of a contest and its structure, and the lists of contests. Each write runs in the caller's
 * transaction, the contest locked first.
 */

type Values<Table extends { $inferInsert: object }> = Omit<Table['$inferInsert'], 'id' | 'created_at' | 'updated_at'>;
export type ContestValues = Values<typeof contests>;
export type ContestCategoryValues = Values<typeof contestCategories>;
export type ContestWaveValues = Values<typeof contestWaves>;
export type ContestStageValues = Values<typeof contestStages>;
export type ContestStepValues = Values<typeof contestSteps>;
export type ContestRouteGroupValues = Values<typeof contestRouteGroups>;
export type ContestRouteValues = Omit<Values<typeof contestRoutes>, 'contest_route_group_id'>;

const touched = { updated_at: sql`now()` };

// ---------------------------------------------------------------- lists

export interface ContestListRow {
  contest: ContestRow;
  gym: ContestGymRow;
  /** Metres from the place asked near, or null. */
  metres: number | null;
}

export interface PublicContestFilter {
  when: 'upcoming' | 'past';
  today: string;
  gymId?: number;
  near?: { latitude: number; longitude: number };
}

function publicWhere(filter: PublicContestFilter): SQL {
  return and(
    eq(contests.draft, false),
    eq(contests.private, false),
    filter.when === 'upcoming' ? gte(contests.end_date, filter.today) : lt(contests.end_date, filter.today),
    filter.gymId === undefined ? undefined : eq(contests.gym_id, filter.gymId),
  ) as SQL;
}

/** The public list: upcoming nearest (or soonest) first, past latest first. */
export async function findPublicContests(
  executor: Executor,
  filter: PublicContestFilter,
  page: { limit: number; offset: number },
): Promise<ContestListRow[]> {
  const distance = filter.near
    ? distanceFrom({ latitude: gyms.latitude, longitude: gyms.longitude }, filter.near)
    : null;
  const order =
    filter.when === 'past'
      ? [desc(contests.end_date), desc(contests.start_date), desc(contests.id)]
      : distance
        ? [asc(distance), asc(contests.start_date), asc(contests.id)]
        : [asc(contests.start_date), asc(contests.end_date), asc(contests.id)];
  const rows = await executor
    .select({
      contest: contests,
      gym: contestGymColumns,
      metres: distance ? sql<number>`${distance}` : sql<null>`null`,
    })
    .from(contests)
    .innerJoin(gyms, eq(gyms.id, contests.gym_id))
    .where(publicWhere(filter))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => ({ ...row, metres: row.metres === null ? null : Number(row.metres) }));
}

export async function countPublicContests(executor: Executor, filter: PublicContestFilter): Promise<number> {
  const [row] = await executor.select({ count: count() }).from(contests).where(publicWhere(filter));
  return row?.count ?? 0;
}

/** Every contest of a gym, latest first (its organisers' list). */
export async function findContestsOfGym(
  executor: Executor,
  gymId: number,
  page: { limit: number; offset: number },
): Promise<ContestListRow[]> {
  const rows = await executor
    .select({ contest: contests, gym: contestGymColumns })
    .from(contests)
    .innerJoin(gyms, eq(gyms.id, contests.gym_id))
    .where(eq(contests.gym_id, gymId))
    .orderBy(desc(contests.start_date), desc(contests.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => ({ ...row, metres: null }));
}

export async function countContestsOfGym(executor: Executor, gymId: number): Promise<number> {
  const [row] = await executor.select({ count: count() }).from(contests).where(eq(contests.gym_id, gymId));
  return row?.count ?? 0;
}

/** The ids of the public-listed or not contests whose results were revealed in `(since, until]`. */
export async function findContestsRevealedBetween(executor: Executor, since: Date, until: Date) {
  return executor
    .select({ id: contests.id, hide_results_until: contests.hide_results_until })
    .from(contests)
    .where(and(sql`${contests.hide_results_until} > ${since.toISOString()}`, lte(contests.hide_results_until, until)));
}

// ---------------------------------------------------------------- the contest

export async function findGymTimeZone(executor: Executor, gymId: number): Promise<string | undefined> {
  const [row] = await executor.select({ time_zone: gyms.time_zone }).from(gyms).where(eq(gyms.id, gymId));
  return row?.time_zone;
}

/** The slugs of the gym's contests named like `base`, for a free one. */
export async function findContestSlugsLike(executor: Executor, gymId: number, base: string): Promise<string[]> {
  const rows = await executor
    .select({ slug: contests.slug_name })
    .from(contests)
    .where(and(eq(contests.gym_id, gymId), sql`${contests.slug_name} like ${`${base}%`}`));
  return rows.map((row) => row.slug);
}

export async function insertContest(executor: Executor, values: ContestValues): Promise<number> {
  const [row] = await executor.insert(contests).values(values).returning({ id: contests.id });
  return (row as { id: number }).id;
}

export async function updateContestRow(executor: Executor, id: number, changes: Partial<ContestValues>) {
  await executor
    .update(contests)
    .set({ ...changes, ...touched })
    .where(eq(contests.id, id));
}

export async function deleteContestRow(executor: Executor, id: number): Promise<void> {
  // Participants hold their category with `restrict`: they go first, their results with them.
  await executor.delete(contestParticipants).where(eq(contestParticipants.contest_id, id));
  await executor.delete(contests).where(eq(contests.id, id));
}

// ---------------------------------------------------------------- structure

export async function countCategories(executor: Executor, contestId: number): Promise<number> {
  const [row] = await executor
    .select({ count: count() })
    .from(contestCategories)
    .where(eq(contestCategories.contest_id, contestId));
  return row?.count ?? 0;
}

export async function findCategory(executor: Executor, id: number): Promise<ContestCategoryRow | undefined> {
  const [row] = await executor.select().from(contestCategories).where(eq(contestCategories.id, id));
  return row;
}

/** The ids among `ids` of categories of the contest. */
export async function findCategoryIdsOf(executor: Executor, contestId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await executor
    .select({ id: contestCategories.id })
    .from(contestCategories)
    .where(and(eq(contestCategories.contest_id, contestId), inArray(contestCategories.id, [...ids])));
  return rows.map((row) => row.id);
}

export async function insertCategory(executor: Executor, values: ContestCategoryValues): Promise<void> {
  await executor.insert(contestCategories).values(values);
}

export async function updateCategory(executor: Executor, id: number, changes: Partial<ContestCategoryValues>) {
  await executor
    .update(contestCategories)
    .set({ ...changes, ...touched })
    .where(eq(contestCategories.id, id));
}

/** Whether any participant (cancelled ones too) is in the category. */
export async function categoryHasParticipants(executor: Executor, id: number): Promise<boolean> {
  const [row] = await executor
    .select({ id: contestParticipants.id })
    .from(contestParticipants)
    .where(eq(contestParticipants.contest_category_id, id))
    .limit(1);
  return row !== undefined;
}

/** Deletes the category and takes it out of the route groups that named it. */
export async function deleteCategory(executor: Executor, contestId: number, id: number): Promise<void> {
  await executor
    .update(contestRouteGroups)
    .set({ category_ids: sql`array_remove(${contestRouteGroups.category_ids}, ${id}::integer)` })
    .where(
      and(
        sql`${id}::integer = any(${contestRouteGroups.category_ids})`,
        inArray(
          contestRouteGroups.contest_step_id,
          executor
            .select({ id: contestSteps.id })
            .from(contestSteps)
            .innerJoin(contestStages, eq(contestStages.id, contestSteps.contest_stage_id))
            .where(eq(contestStages.contest_id, contestId)),
        ),
      ),
    );
  await executor.delete(contestCategories).where(eq(contestCategories.id, id));
}

export async function countWaves(executor: Executor, contestId: number): Promise<number> {
  const [row] = await executor
    .select({ count: count() })
    .from(contestWaves)
    .where(eq(contestWaves.contest_id, contestId));
  return row?.count ?? 0;
}

export async function findWave(executor: Executor, id: number): Promise<ContestWaveRow | undefined> {
  const [row] = await executor.select().from(contestWaves).where(eq(contestWaves.id, id));
  return row;
}

export async function insertWave(executor: Executor, values: ContestWaveValues): Promise<void> {
  await executor.insert(contestWaves).values(values);
}

export async function updateWave(executor: Executor, id: number, changes: Partial<ContestWaveValues>) {
  await executor
    .update(contestWaves)
    .set({ ...changes, ...touched })
    .where(eq(contestWaves.id, id));
}

export async function deleteWave(executor: Executor, id: number): Promise<void> {
  await executor.delete(contestWaves).where(eq(contestWaves.id, id));
}

export async function findTeam(executor: Executor, id: number): Promise<ContestTeamRow | undefined> {
  const [row] = await executor.select().from(contestTeams).where(eq(contestTeams.id, id));
  return row;
}

/** Whether another team of the contest has this name (case apart). */
export async function teamNameTaken(executor: Executor, contestId: number, name: string, exceptId?: number) {
  const [row] = await executor
    .select({ id: contestTeams.id })
    .from(contestTeams)
    .where(
      and(
        eq(contestTeams.contest_id, contestId),
        sql`lower(${contestTeams.name}) = lower(${name})`,
        exceptId === undefined ? undefined : sql`${contestTeams.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertTeam(executor: Executor, contestId: number, name: string): Promise<void> {
  await executor.insert(contestTeams).values({ contest_id: contestId, name });
}

export async function renameTeam(executor: Executor, id: number, name: string): Promise<void> {
  await executor
    .update(contestTeams)
    .set({ name, ...touched })
    .where(eq(contestTeams.id, id));
}

export async function deleteTeam(executor: Executor, id: number): Promise<void> {
  await executor.delete(contestTeams).where(eq(contestTeams.id, id));
}

export async function countStages(executor: Executor, contestId: number): Promise<number> {
  const [row] = await executor
    .select({ count: count() })
    .from(contestStages)
    .where(eq(contestStages.contest_id, contestId));
  return row?.count ?? 0;
}

export async function findStage(executor: Executor, id: number): Promise<ContestStageRow | undefined> {
  const [row] = await executor.select().from(contestStages).where(eq(contestStages.id, id));
  return row;
}

export async function insertStage(executor: Executor, values: ContestStageValues): Promise<void> {
  await executor.insert(contestStages).values(values);
}

export async function updateStage(executor: Executor, id: number, changes: Partial<ContestStageValues>) {
  await executor
    .update(contestStages)
    .set({ ...changes, ...touched })
    .where(eq(contestStages.id, id));
}

export async function deleteStage(executor: Executor, id: number): Promise<void> {
  await executor.delete(contestStages).where(eq(contestStages.id, id));
}

export async function findStepsOfStage(executor: Executor, stageId: number): Promise<ContestStepRow[]> {
  return executor.select().from(contestSteps).where(eq(contestSteps.contest_stage_id, stageId));
}

/** The step with its stage's contest and climbing type. */
export async function findStep(executor: Executor, id: number) {
  const [row] = await executor
    .select({ step: contestSteps, contest_id: contestStages.contest_id, climbing_type: contestStages.climbing_type })
    .from(contestSteps)
    .innerJoin(contestStages, eq(contestStages.id, contestSteps.contest_stage_id))
    .where(eq(contestSteps.id, id));
  return row;
}

export async function insertStep(executor: Executor, values: ContestStepValues): Promise<void> {
  await executor.insert(contestSteps).values(values);
}

export async function updateStep(executor: Executor, id: number, changes: Partial<ContestStepValues>) {
  await executor
    .update(contestSteps)
    .set({ ...changes, ...touched })
    .where(eq(contestSteps.id, id));
}

export async function deleteStep(executor: Executor, id: number): Promise<void> {
  await executor.delete(contestSteps).where(eq(contestSteps.id, id));
}

export async function countRouteGroupsOfStep(executor: Executor, stepId: number): Promise<number> {
  const [row] = await executor
    .select({ count: count() })
    .from(contestRouteGroups)
    .where(eq(contestRouteGroups.contest_step_id, stepId));
  return row?.count ?? 0;
}

/** The group with its contest. */
export async function findRouteGroup(executor: Executor, id: number) {
  const [row] = await executor
    .select({ group: contestRouteGroups, contest_id: contestStages.contest_id })
    .from(contestRouteGroups)
    .innerJoin(contestSteps, eq(contestSteps.id, contestRouteGroups.contest_step_id))
    .innerJoin(contestStages, eq(contestStages.id, contestSteps.contest_stage_id))
    .where(eq(contestRouteGroups.id, id));
  return row as { group: ContestRouteGroupRow; contest_id: number } | undefined;
}

export async function insertRouteGroup(executor: Executor, values: ContestRouteGroupValues): Promise<number> {
  const [row] = await executor.insert(contestRouteGroups).values(values).returning({ id: contestRouteGroups.id });
  return (row as { id: number }).id;
}

export async function updateRouteGroup(executor: Executor, id: number, changes: Partial<ContestRouteGroupValues>) {
  await executor
    .update(contestRouteGroups)
    .set({ ...changes, ...touched })
    .where(eq(contestRouteGroups.id, id));
}

export async function deleteRouteGroup(executor: Executor, id: number): Promise<void> {
  await executor.delete(contestRouteGroups).where(eq(contestRouteGroups.id, id));
}

/**
 * The group's routes become `routes`: a number kept keeps its route (and its results), a number taken out goes with
 * its results, a new number is added.
 */
export async function replaceRoutes(executor: Executor, groupId: number, routes: readonly ContestRouteValues[]) {
  const numbers = routes.map((route) => route.number);
  await executor
    .delete(contestRoutes)
    .where(
      and(
        eq(contestRoutes.contest_route_group_id, groupId),
        numbers.length ? notInArray(contestRoutes.number, numbers) : undefined,
      ),
    );
  for (const route of routes) {
    await executor
      .insert(contestRoutes)
      .values({ ...route, contest_route_group_id: groupId })
      .onConflictDoUpdate({
        target: [contestRoutes.contest_route_group_id, contestRoutes.number],
        set: {
          holds_count: route.holds_count ?? null,
          points: route.points ?? null,
          zones_count: route.zones_count ?? 0,
          ...touched,
        },
      });
  }
}
