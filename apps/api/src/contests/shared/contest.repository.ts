import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
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

/*
 * The reads every part of the contests shares: a contest, locked or not, and its whole structure in order, with the
 * counts of its participants that its pages show (places left per category and wave, members per team).
 */

export type ContestRow = typeof contests.$inferSelect;
export type ContestCategoryRow = typeof contestCategories.$inferSelect;
export type ContestWaveRow = typeof contestWaves.$inferSelect;
export type ContestTeamRow = typeof contestTeams.$inferSelect;
export type ContestStageRow = typeof contestStages.$inferSelect;
export type ContestStepRow = typeof contestSteps.$inferSelect;
export type ContestRouteGroupRow = typeof contestRouteGroups.$inferSelect;
export type ContestRouteRow = typeof contestRoutes.$inferSelect;

/** What a contest's pages show of its gym. */
export const contestGymColumns = {
  id: gyms.id,
  name: gyms.name,
  slug_name: gyms.slug_name,
  city: gyms.city,
  latitude: gyms.latitude,
  longitude: gyms.longitude,
};
export interface ContestGymRow {
  id: number;
  name: string;
  slug_name: string;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** A contest with the whole of its structure, each part in its order. */
export interface ContestStructure {
  contest: ContestRow;
  gym: ContestGymRow;
  categories: ContestCategoryRow[];
  waves: ContestWaveRow[];
  teams: ContestTeamRow[];
  /** By position, then id. */
  stages: ContestStageRow[];
  /** By stage, position, then id; each names its stage (`contest_stage_id`). */
  steps: ContestStepRow[];
  /** By id; each names its step (`contest_step_id`). */
  route_groups: ContestRouteGroupRow[];
  /** By number; each names its group (`contest_route_group_id`). */
  routes: ContestRouteRow[];
}

/** The participants counted (registered or waiting), per category, wave and team. */
export interface ContestCounts {
  /** Registered participants per category id. */
  registeredByCategory: Map<number, number>;
  waitingByCategory: Map<number, number>;
  /** Registered participants per wave id. */
  registeredByWave: Map<number, number>;
  /** Registered or waiting members per team id. */
  membersByTeam: Map<number, number>;
  registered: number;
  waiting: number;
}

export async function findContestRow(executor: Executor, id: number): Promise<ContestRow | undefined> {
  const [row] = await executor.select().from(contests).where(eq(contests.id, id));
  return row;
}

/** The contest, locked until the transaction ends: the lock every write of it, its structure or participants takes. */
export async function lockContest(tx: Executor, id: number): Promise<ContestRow | undefined> {
  const [row] = await tx.select().from(contests).where(eq(contests.id, id)).for('update');
  return row;
}

export async function findContestGym(executor: Executor, gymId: number): Promise<ContestGymRow | undefined> {
  const [row] = await executor.select(contestGymColumns).from(gyms).where(eq(gyms.id, gymId));
  return row;
}

/** The contest and its structure, or undefined when there is no such contest. */
export async function findContestStructure(
  executor: Executor,
  contestId: number,
): Promise<ContestStructure | undefined> {
  const contest = await findContestRow(executor, contestId);
  if (!contest) return undefined;
  const [gym, categories, waves, teams, stages] = await Promise.all([
    findContestGym(executor, contest.gym_id),
    executor
      .select()
      .from(contestCategories)
      .where(eq(contestCategories.contest_id, contestId))
      .orderBy(asc(contestCategories.position), asc(contestCategories.id)),
    executor
      .select()
      .from(contestWaves)
      .where(eq(contestWaves.contest_id, contestId))
      .orderBy(sql`${contestWaves.starts_at} asc nulls last`, asc(contestWaves.id)),
    executor
      .select()
      .from(contestTeams)
      .where(eq(contestTeams.contest_id, contestId))
      .orderBy(asc(sql`lower(${contestTeams.name})`), asc(contestTeams.id)),
    executor
      .select()
      .from(contestStages)
      .where(eq(contestStages.contest_id, contestId))
      .orderBy(asc(contestStages.position), asc(contestStages.id)),
  ]);
  if (!gym) return undefined;
  const steps = stages.length
    ? await executor
        .select()
        .from(contestSteps)
        .where(
          inArray(
            contestSteps.contest_stage_id,
            stages.map((stage) => stage.id),
          ),
        )
        .orderBy(asc(contestSteps.position), asc(contestSteps.id))
    : [];
  const stageOrder = new Map(stages.map((stage, index) => [stage.id, index]));
  steps.sort((a, b) => (stageOrder.get(a.contest_stage_id) ?? 0) - (stageOrder.get(b.contest_stage_id) ?? 0));
  const route_groups = steps.length
    ? await executor
        .select()
        .from(contestRouteGroups)
        .where(
          inArray(
            contestRouteGroups.contest_step_id,
            steps.map((step) => step.id),
          ),
        )
        .orderBy(asc(contestRouteGroups.id))
    : [];
  const routes = route_groups.length
    ? await executor
        .select()
        .from(contestRoutes)
        .where(
          inArray(
            contestRoutes.contest_route_group_id,
            route_groups.map((group) => group.id),
          ),
        )
        .orderBy(asc(contestRoutes.number), asc(contestRoutes.id))
    : [];
  return { contest, gym, categories, waves, teams, stages, steps, route_groups, routes };
}

/** The participants of the contests counted (registered and waiting), by contest id: what lists show. */
export async function countParticipantsOfContests(
  executor: Executor,
  contestIds: readonly number[],
): Promise<Map<number, { registered: number; waiting: number }>> {
  const counted = new Map<number, { registered: number; waiting: number }>();
  if (contestIds.length === 0) return counted;
  const rows = await executor
    .select({ contest_id: contestParticipants.contest_id, state: contestParticipants.state, count: count() })
    .from(contestParticipants)
    .where(
      and(
        inArray(contestParticipants.contest_id, [...contestIds]),
        inArray(contestParticipants.state, ['registered', 'waiting']),
      ),
    )
    .groupBy(contestParticipants.contest_id, contestParticipants.state);
  for (const row of rows) {
    const entry = counted.get(row.contest_id) ?? { registered: 0, waiting: 0 };
    if (row.state === 'registered') entry.registered = row.count;
    else entry.waiting = row.count;
    counted.set(row.contest_id, entry);
  }
  return counted;
}

/** The counts of one contest's participants (registered and waiting), by category, wave and team. */
export async function countParticipantsOfContest(executor: Executor, contestId: number): Promise<ContestCounts> {
  const rows = await executor
    .select({
      state: contestParticipants.state,
      category: contestParticipants.contest_category_id,
      wave: contestParticipants.contest_wave_id,
      team: contestParticipants.contest_team_id,
      count: count(),
    })
    .from(contestParticipants)
    .where(
      and(eq(contestParticipants.contest_id, contestId), inArray(contestParticipants.state, ['registered', 'waiting'])),
    )
    .groupBy(
      contestParticipants.state,
      contestParticipants.contest_category_id,
      contestParticipants.contest_wave_id,
      contestParticipants.contest_team_id,
    );
  const counts: ContestCounts = {
    registeredByCategory: new Map(),
    waitingByCategory: new Map(),
    registeredByWave: new Map(),
    membersByTeam: new Map(),
    registered: 0,
    waiting: 0,
  };
  const add = (map: Map<number, number>, key: number | null, value: number) => {
    if (key !== null) map.set(key, (map.get(key) ?? 0) + value);
  };
  for (const row of rows) {
    if (row.state === 'registered') {
      counts.registered += row.count;
      add(counts.registeredByCategory, row.category, row.count);
      add(counts.registeredByWave, row.wave, row.count);
    } else {
      counts.waiting += row.count;
      add(counts.waitingByCategory, row.category, row.count);
    }
    add(counts.membersByTeam, row.team, row.count);
  }
  return counts;
}
