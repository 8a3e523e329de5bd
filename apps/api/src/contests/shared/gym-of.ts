import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import {
  contestCategories,
  contestParticipants,
  contestRouteGroups,
  contestStages,
  contestSteps,
  contests,
  contestTeams,
  contestWaves,
} from '../../db/schema';

/*
 * The gym a contest's record belongs to, for the organisers' guard (`staffGuards(...).onRecordOf`): undefined when
 * there is no such record (the handler answers 404 then).
 */

type Context = Pick<AppContext, 'db'>;

export async function gymOfContest(context: Context, contestId: number): Promise<number | undefined> {
  const [row] = await context.db.select({ gym_id: contests.gym_id }).from(contests).where(eq(contests.id, contestId));
  return row?.gym_id;
}

export async function gymOfContestCategory(context: Context, id: number): Promise<number | undefined> {
  const [row] = await context.db
    .select({ gym_id: contests.gym_id })
    .from(contestCategories)
    .innerJoin(contests, eq(contests.id, contestCategories.contest_id))
    .where(eq(contestCategories.id, id));
  return row?.gym_id;
}

export async function gymOfContestWave(context: Context, id: number): Promise<number | undefined> {
  const [row] = await context.db
    .select({ gym_id: contests.gym_id })
    .from(contestWaves)
    .innerJoin(contests, eq(contests.id, contestWaves.contest_id))
    .where(eq(contestWaves.id, id));
  return row?.gym_id;
}

export async function gymOfContestTeam(context: Context, id: number): Promise<number | undefined> {
  const [row] = await context.db
    .select({ gym_id: contests.gym_id })
    .from(contestTeams)
    .innerJoin(contests, eq(contests.id, contestTeams.contest_id))
    .where(eq(contestTeams.id, id));
  return row?.gym_id;
}

export async function gymOfContestStage(context: Context, id: number): Promise<number | undefined> {
  const [row] = await context.db
    .select({ gym_id: contests.gym_id })
    .from(contestStages)
    .innerJoin(contests, eq(contests.id, contestStages.contest_id))
    .where(eq(contestStages.id, id));
  return row?.gym_id;
}

export async function gymOfContestStep(context: Context, id: number): Promise<number | undefined> {
  const [row] = await context.db
    .select({ gym_id: contests.gym_id })
    .from(contestSteps)
    .innerJoin(contestStages, eq(contestStages.id, contestSteps.contest_stage_id))
    .innerJoin(contests, eq(contests.id, contestStages.contest_id))
    .where(eq(contestSteps.id, id));
  return row?.gym_id;
}

export async function gymOfContestRouteGroup(context: Context, id: number): Promise<number | undefined> {
  const [row] = await context.db
    .select({ gym_id: contests.gym_id })
    .from(contestRouteGroups)
    .innerJoin(contestSteps, eq(contestSteps.id, contestRouteGroups.contest_step_id))
    .innerJoin(contestStages, eq(contestStages.id, contestSteps.contest_stage_id))
    .innerJoin(contests, eq(contests.id, contestStages.contest_id))
    .where(eq(contestRouteGroups.id, id));
  return row?.gym_id;
}

export async function gymOfContestParticipant(context: Context, id: number): Promise<number | undefined> {
  const [row] = await context.db
    .select({ gym_id: contests.gym_id })
    .from(contestParticipants)
    .innerJoin(contests, eq(contests.id, contestParticipants.contest_id))
    .where(eq(contestParticipants.id, id));
  return row?.gym_id;
}
