import {
  CONTEST_LIMITS,
  type Contest,
  type ContestCategoryInput,
  type ContestCategoryUpdateInput,
  type ContestClimbingType,
  type ContestRankingType,
  type ContestRouteGroupInput,
  type ContestRouteGroupUpdateInput,
  type ContestRouteInput,
  type ContestStageInput,
  type ContestStageUpdateInput,
  type ContestStepInput,
  type ContestStepUpdateInput,
  type ContestTeamInput,
  type ContestWaveInput,
  type ContestWaveUpdateInput,
  RANKING_TYPES_BY_CLIMBING_TYPE,
} from '@climb/contracts';
import { type Executor, inTransaction } from '../../db/transaction';
import { NotFound } from '../../lib/errors';
import { RuleBreaks } from '../../lib/rule-breaks';
import { readContest } from '../shared/contest.read';
import type { ContestCategoryRow, ContestRouteGroupRow, ContestWaveRow } from '../shared/contest.repository';
import { moveContestVersions } from '../shared/contest-versions';
import { type ContestContext, lockedContest } from './contest.service';
import {
  type ContestCategoryValues,
  type ContestRouteGroupValues,
  type ContestStepValues,
  categoryHasParticipants,
  countCategories,
  countRouteGroupsOfStep,
  countStages,
  countWaves,
  deleteCategory,
  deleteRouteGroup,
  deleteStage,
  deleteStep,
  deleteTeam,
  deleteWave,
  findCategory,
  findCategoryIdsOf,
  findRouteGroup,
  findStage,
  findStep,
  findStepsOfStage,
  findTeam,
  findWave,
  insertCategory,
  insertRouteGroup,
  insertStage,
  insertStep,
  insertTeam,
  insertWave,
  renameTeam,
  replaceRoutes,
  teamNameTaken,
  updateCategory,
  updateRouteGroup,
  updateStage,
  updateStep,
  updateWave,
} from './organise.repository';

/*
 * A contest's structure (docs/domain/contests.md, "Organising"): categories, waves, teams, stages → steps → route
 * groups → routes. Each write locks the contest, checks every rule, writes, then moves the contest's versions and
 * answers the whole contest.
 */

/** Runs `work` on the locked contest the record belongs to, then answers the contest. */
async function writeContest(
  context: ContestContext,
  contestOf: (tx: Executor) => Promise<number | undefined>,
  work: (tx: Executor, contestId: number) => Promise<void>,
): Promise<Contest> {
  const contestId = await inTransaction(context.db, async (tx) => {
    const id = await contestOf(tx);
    if (id === undefined) throw new NotFound('Not found');
    const contest = await lockedContest(tx, id);
    await work(tx, contest.id);
    return contest.id;
  });
  await moveContestVersions(context, contestId);
  return readContest(context, context.db, contestId);
}

/** Throws 404 unless the record exists (read again under the contest's lock). */
function found<Row>(row: Row | undefined): Row {
  if (row === undefined) throw new NotFound('Not found');
  return row;
}

// ---------------------------------------------------------------- categories

type CategoryBounds = Pick<ContestCategoryRow, 'min_age' | 'max_age' | 'min_birth_year' | 'max_birth_year'>;

function categoryBreaks(bounds: CategoryBounds, breaks: RuleBreaks): void {
  const ages = bounds.min_age !== null || bounds.max_age !== null;
  const years = bounds.min_birth_year !== null || bounds.max_birth_year !== null;
  if (ages && years) breaks.add('min_age', 'invalid');
  if (bounds.min_age !== null && bounds.max_age !== null && bounds.max_age < bounds.min_age) {
    breaks.add('max_age', 'too_small');
  }
  if (
    bounds.min_birth_year !== null &&
    bounds.max_birth_year !== null &&
    bounds.max_birth_year < bounds.min_birth_year
  ) {
    breaks.add('max_birth_year', 'too_small');
  }
}

/** The fields given, as stored (undefined ones left out). */
function given<Input extends object>(input: Input): Partial<Input> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<Input>;
}

export function createContestCategory(context: ContestContext, contestId: number, input: ContestCategoryInput) {
  return writeContest(
    context,
    async () => contestId,
    async (tx) => {
      const breaks = new RuleBreaks();
      const values: ContestCategoryValues = {
        contest_id: contestId,
        name: input.name,
        position: input.position ?? (await countCategories(tx, contestId)),
        capacity: input.capacity ?? null,
        unisex: input.unisex ?? false,
        min_age: input.min_age ?? null,
        max_age: input.max_age ?? null,
        min_birth_year: input.min_birth_year ?? null,
        max_birth_year: input.max_birth_year ?? null,
      };
      if ((await countCategories(tx, contestId)) >= CONTEST_LIMITS.maxCategories) breaks.add('base', 'too_long');
      categoryBreaks(values as CategoryBounds, breaks);
      breaks.check();
      await insertCategory(tx, values);
    },
  );
}

export function updateContestCategory(context: ContestContext, id: number, input: ContestCategoryUpdateInput) {
  return writeContest(
    context,
    async (tx) => (await findCategory(tx, id))?.contest_id,
    async (tx) => {
      const current = found(await findCategory(tx, id));
      const changes = given(input);
      const breaks = new RuleBreaks();
      categoryBreaks({ ...current, ...changes } as CategoryBounds, breaks);
      breaks.check();
      await updateCategory(tx, id, changes);
    },
  );
}

export function deleteContestCategory(context: ContestContext, id: number) {
  return writeContest(
    context,
    async (tx) => (await findCategory(tx, id))?.contest_id,
    async (tx, contestId) => {
      found(await findCategory(tx, id));
      if (await categoryHasParticipants(tx, id)) new RuleBreaks().add('base', 'taken').check();
      await deleteCategory(tx, contestId, id);
    },
  );
}

// ---------------------------------------------------------------- waves

function waveBreaks(wave: Pick<ContestWaveRow, 'starts_at' | 'ends_at'>, breaks: RuleBreaks): void {
  if (wave.starts_at && wave.ends_at && wave.ends_at < wave.starts_at) breaks.add('ends_at', 'too_small');
}

const dateOrNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

export function createContestWave(context: ContestContext, contestId: number, input: ContestWaveInput) {
  return writeContest(
    context,
    async () => contestId,
    async (tx) => {
      const values = {
        contest_id: contestId,
        name: input.name,
        starts_at: dateOrNull(input.starts_at) ?? null,
        ends_at: dateOrNull(input.ends_at) ?? null,
        capacity: input.capacity ?? null,
      };
      const breaks = new RuleBreaks();
      if ((await countWaves(tx, contestId)) >= CONTEST_LIMITS.maxWaves) breaks.add('base', 'too_long');
      waveBreaks(values, breaks);
      breaks.check();
      await insertWave(tx, values);
    },
  );
}

export function updateContestWave(context: ContestContext, id: number, input: ContestWaveUpdateInput) {
  return writeContest(
    context,
    async (tx) => (await findWave(tx, id))?.contest_id,
    async (tx) => {
      const current = found(await findWave(tx, id));
      const changes = given({
        name: input.name,
        capacity: input.capacity,
        starts_at: dateOrNull(input.starts_at),
        ends_at: dateOrNull(input.ends_at),
      });
      const breaks = new RuleBreaks();
      waveBreaks({ ...current, ...changes }, breaks);
      breaks.check();
      await updateWave(tx, id, changes);
    },
  );
}

export function deleteContestWave(context: ContestContext, id: number) {
  return writeContest(
    context,
    async (tx) => (await findWave(tx, id))?.contest_id,
    async (tx) => {
      found(await findWave(tx, id));
      await deleteWave(tx, id);
    },
  );
}

// ---------------------------------------------------------------- teams

export function createContestTeam(context: ContestContext, contestId: number, input: ContestTeamInput) {
  return writeContest(
    context,
    async () => contestId,
    async (tx) => {
      const contest = await lockedContest(tx, contestId);
      const breaks = new RuleBreaks();
      if (!contest.team_contest) breaks.add('base', 'invalid');
      else if (await teamNameTaken(tx, contestId, input.name)) breaks.add('name', 'taken');
      breaks.check();
      await insertTeam(tx, contestId, input.name);
    },
  );
}

export function updateContestTeam(context: ContestContext, id: number, input: ContestTeamInput) {
  return writeContest(
    context,
    async (tx) => (await findTeam(tx, id))?.contest_id,
    async (tx, contestId) => {
      found(await findTeam(tx, id));
      if (await teamNameTaken(tx, contestId, input.name, id)) new RuleBreaks().add('name', 'taken').check();
      await renameTeam(tx, id, input.name);
    },
  );
}

export function deleteContestTeam(context: ContestContext, id: number) {
  return writeContest(
    context,
    async (tx) => (await findTeam(tx, id))?.contest_id,
    async (tx) => {
      found(await findTeam(tx, id));
      await deleteTeam(tx, id);
    },
  );
}

// ---------------------------------------------------------------- stages and steps

export function createContestStage(context: ContestContext, contestId: number, input: ContestStageInput) {
  return writeContest(
    context,
    async () => contestId,
    async (tx) => {
      const stages = await countStages(tx, contestId);
      if (stages >= CONTEST_LIMITS.maxStages) new RuleBreaks().add('base', 'too_long').check();
      await insertStage(tx, {
        contest_id: contestId,
        climbing_type: input.climbing_type,
        name: input.name ?? null,
        position: input.position ?? stages,
      });
    },
  );
}

const suits = (type: ContestClimbingType, ranking: ContestRankingType) =>
  RANKING_TYPES_BY_CLIMBING_TYPE[type].includes(ranking);

export function updateContestStage(context: ContestContext, id: number, input: ContestStageUpdateInput) {
  return writeContest(
    context,
    async (tx) => (await findStage(tx, id))?.contest_id,
    async (tx) => {
      const current = found(await findStage(tx, id));
      if (input.climbing_type !== undefined && input.climbing_type !== current.climbing_type) {
        const type = input.climbing_type;
        const steps = await findStepsOfStage(tx, id);
        if (steps.some((step) => !suits(type, step.ranking_type))) {
          new RuleBreaks().add('climbing_type', 'invalid').check();
        }
      }
      await updateStage(tx, id, given(input));
    },
  );
}

export function deleteContestStage(context: ContestContext, id: number) {
  return writeContest(
    context,
    async (tx) => (await findStage(tx, id))?.contest_id,
    async (tx) => {
      found(await findStage(tx, id));
      await deleteStage(tx, id);
    },
  );
}

export function createContestStep(context: ContestContext, stageId: number, input: ContestStepInput) {
  return writeContest(
    context,
    async (tx) => (await findStage(tx, stageId))?.contest_id,
    async (tx) => {
      const stage = found(await findStage(tx, stageId));
      const steps = await findStepsOfStage(tx, stageId);
      const breaks = new RuleBreaks();
      if (steps.length >= CONTEST_LIMITS.maxStepsPerStage) breaks.add('base', 'too_long');
      if (!suits(stage.climbing_type, input.ranking_type)) breaks.add('ranking_type', 'not_included');
      breaks.check();
      const values: ContestStepValues = {
        contest_stage_id: stageId,
        name: input.name,
        kind: input.kind ?? 'qualification',
        position: input.position ?? steps.length,
        ranking_type: input.ranking_type,
        best_routes_count: input.best_routes_count ?? null,
        qualified_count: input.qualified_count ?? null,
        self_reporting: input.self_reporting ?? false,
      };
      await insertStep(tx, values);
    },
  );
}

export function updateContestStep(context: ContestContext, id: number, input: ContestStepUpdateInput) {
  return writeContest(
    context,
    async (tx) => (await findStep(tx, id))?.contest_id,
    async (tx) => {
      const current = found(await findStep(tx, id));
      if (input.ranking_type !== undefined && !suits(current.climbing_type, input.ranking_type)) {
        new RuleBreaks().add('ranking_type', 'not_included').check();
      }
      await updateStep(tx, id, given(input));
    },
  );
}

export function deleteContestStep(context: ContestContext, id: number) {
  return writeContest(
    context,
    async (tx) => (await findStep(tx, id))?.contest_id,
    async (tx) => {
      found(await findStep(tx, id));
      await deleteStep(tx, id);
    },
  );
}

// ---------------------------------------------------------------- route groups

/** The rules of a group's categories, window and routes; the routes as stored. */
async function routeGroupBreaks(
  tx: Executor,
  contestId: number,
  group: Pick<ContestRouteGroupRow, 'category_ids' | 'starts_at' | 'ends_at'>,
  routes: readonly ContestRouteInput[] | undefined,
  breaks: RuleBreaks,
): Promise<void> {
  const categoryIds = [...new Set(group.category_ids)];
  const known = await findCategoryIdsOf(tx, contestId, categoryIds);
  if (known.length !== categoryIds.length) breaks.add('category_ids', 'not_included');
  if (group.starts_at && group.ends_at && group.ends_at < group.starts_at) breaks.add('ends_at', 'too_small');
  if (routes) {
    const numbers = routes.map((route) => route.number);
    if (new Set(numbers).size !== numbers.length) breaks.add('routes', 'duplicate');
    if (routes.length > CONTEST_LIMITS.maxRoutesPerGroup) breaks.add('routes', 'too_long');
  }
}

const storedRoutes = (routes: readonly ContestRouteInput[]) =>
  routes.map((route) => ({
    number: route.number,
    holds_count: route.holds_count ?? null,
    points: route.points ?? null,
    zones_count: route.zones_count ?? 0,
  }));

export function createContestRouteGroup(context: ContestContext, stepId: number, input: ContestRouteGroupInput) {
  return writeContest(
    context,
    async (tx) => (await findStep(tx, stepId))?.contest_id,
    async (tx, contestId) => {
      found(await findStep(tx, stepId));
      const values: ContestRouteGroupValues = {
        contest_step_id: stepId,
        name: input.name ?? null,
        gender: input.gender ?? 'unisex',
        category_ids: [...new Set(input.category_ids ?? [])],
        starts_at: dateOrNull(input.starts_at) ?? null,
        ends_at: dateOrNull(input.ends_at) ?? null,
      };
      const breaks = new RuleBreaks();
      if ((await countRouteGroupsOfStep(tx, stepId)) >= CONTEST_LIMITS.maxRouteGroupsPerStep) {
        breaks.add('base', 'too_long');
      }
      await routeGroupBreaks(tx, contestId, values as ContestRouteGroupRow, input.routes, breaks);
      breaks.check();
      const groupId = await insertRouteGroup(tx, values);
      await replaceRoutes(tx, groupId, storedRoutes(input.routes));
    },
  );
}

export function updateContestRouteGroup(context: ContestContext, id: number, input: ContestRouteGroupUpdateInput) {
  return writeContest(
    context,
    async (tx) => (await findRouteGroup(tx, id))?.contest_id,
    async (tx, contestId) => {
      const { group } = found(await findRouteGroup(tx, id));
      const { routes, ...fields } = input;
      const changes = given({
        name: fields.name,
        gender: fields.gender,
        category_ids: fields.category_ids === undefined ? undefined : [...new Set(fields.category_ids)],
        starts_at: dateOrNull(fields.starts_at),
        ends_at: dateOrNull(fields.ends_at),
      });
      const breaks = new RuleBreaks();
      await routeGroupBreaks(tx, contestId, { ...group, ...changes }, routes, breaks);
      breaks.check();
      if (Object.keys(changes).length > 0) await updateRouteGroup(tx, id, changes);
      if (routes !== undefined) await replaceRoutes(tx, id, storedRoutes(routes));
    },
  );
}

export function deleteContestRouteGroup(context: ContestContext, id: number) {
  return writeContest(
    context,
    async (tx) => (await findRouteGroup(tx, id))?.contest_id,
    async (tx) => {
      found(await findRouteGroup(tx, id));
      await deleteRouteGroup(tx, id);
    },
  );
}
