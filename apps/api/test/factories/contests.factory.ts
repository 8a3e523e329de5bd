import type { ContestClimbingType, ContestRankingType } from '@climb/contracts';
import type { Database } from '../../src/db/client';
import {
  contestCategories,
  contestRouteGroups,
  contestRoutes,
  contestStages,
  contestSteps,
  contests,
  contestTeams,
  contestWaves,
} from '../../src/db/schema';

/*
 * Contests written straight to the database (docs/domain/contests.md): a contest of a gym, open for registration now
 * and held in a month unless told otherwise, and the parts of its structure.
 */

let sequence = 0;

const DAY_MS = 86_400_000;

/** The calendar day `days` from today (UTC). */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
}

/** A published, listed contest of `gymId`, registration open now and held in 30 days (not a draft unless told). */
export async function createContest(
  db: Database,
  gymId: number,
  overrides: Partial<typeof contests.$inferInsert> = {},
) {
  sequence += 1;
  const [row] = await db
    .insert(contests)
    .values({
      gym_id: gymId,
      name: `Contest d’essai ${sequence}`,
      slug_name: `contest-d-essai-${sequence}`,
      start_date: dayFromToday(30),
      end_date: dayFromToday(30),
      registration_opens_at: new Date(Date.now() - DAY_MS),
      registration_closes_at: new Date(Date.now() + 20 * DAY_MS),
      draft: false,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createContest: no row returned');
  return row;
}

export async function createCategory(
  db: Database,
  contestId: number,
  overrides: Partial<typeof contestCategories.$inferInsert> = {},
) {
  sequence += 1;
  const [row] = await db
    .insert(contestCategories)
    .values({ contest_id: contestId, name: `Catégorie ${sequence}`, ...overrides })
    .returning();
  if (!row) throw new Error('createCategory: no row returned');
  return row;
}

export async function createWave(
  db: Database,
  contestId: number,
  overrides: Partial<typeof contestWaves.$inferInsert> = {},
) {
  sequence += 1;
  const [row] = await db
    .insert(contestWaves)
    .values({ contest_id: contestId, name: `Vague ${sequence}`, ...overrides })
    .returning();
  if (!row) throw new Error('createWave: no row returned');
  return row;
}

export async function createTeam(
  db: Database,
  contestId: number,
  overrides: Partial<typeof contestTeams.$inferInsert> = {},
) {
  sequence += 1;
  const [row] = await db
    .insert(contestTeams)
    .values({ contest_id: contestId, name: `Équipe ${sequence}`, ...overrides })
    .returning();
  if (!row) throw new Error('createTeam: no row returned');
  return row;
}

/**
 * A stage of `climbingType` with one step of `rankingType` and a route group of `routesCount` routes numbered from 1
 * (each of 20 holds, 100 points, 2 zones): what results are entered on.
 */
export async function createStageWithStep(
  db: Database,
  contestId: number,
  options: {
    climbingType?: ContestClimbingType;
    rankingType?: ContestRankingType;
    routesCount?: number;
    categoryIds?: number[];
    step?: Partial<typeof contestSteps.$inferInsert>;
  } = {},
) {
  const climbing_type = options.climbingType ?? 'boulder';
  const [stage] = await db.insert(contestStages).values({ contest_id: contestId, climbing_type }).returning();
  if (!stage) throw new Error('createStageWithStep: no stage returned');
  const [step] = await db
    .insert(contestSteps)
    .values({
      contest_stage_id: stage.id,
      name: 'Qualifications',
      ranking_type: options.rankingType ?? (climbing_type === 'speed' ? 'best_times' : 'division'),
      ...options.step,
    })
    .returning();
  if (!step) throw new Error('createStageWithStep: no step returned');
  const [group] = await db
    .insert(contestRouteGroups)
    .values({ contest_step_id: step.id, category_ids: options.categoryIds ?? [] })
    .returning();
  if (!group) throw new Error('createStageWithStep: no route group returned');
  const count = options.routesCount ?? 3;
  const routes = count
    ? await db
        .insert(contestRoutes)
        .values(
          Array.from({ length: count }, (_, index) => ({
            contest_route_group_id: group.id,
            number: index + 1,
            holds_count: 20,
            points: 100,
            zones_count: 2,
          })),
        )
        .returning()
    : [];
  return { stage, step, group, routes };
}
