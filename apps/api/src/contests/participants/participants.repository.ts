import { and, asc, count, eq, gte, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import {
  contestCategories,
  contestParticipants,
  contestResults,
  contests,
  contestTeams,
  contestWaves,
} from '../../db/schema';
import type { Executor } from '../../db/transaction';

/*
 * The contests' participants in the database: their rows with their category's, wave's and team's names, the counts
 * that decide whether a place is free, the waiting list's order, and bib numbers.
 */

export type ParticipantRow = typeof contestParticipants.$inferSelect;
export type ParticipantValues = typeof contestParticipants.$inferInsert;
export type CategoryRow = typeof contestCategories.$inferSelect;
export type WaveRow = typeof contestWaves.$inferSelect;
export type TeamRow = typeof contestTeams.$inferSelect;

export interface ParticipantDetailRow extends ParticipantRow {
  category_name: string;
  wave_name: string | null;
  team_name: string | null;
}

function details(executor: Executor) {
  return executor
    .select({
      participant: contestParticipants,
      category_name: contestCategories.name,
      wave_name: contestWaves.name,
      team_name: contestTeams.name,
    })
    .from(contestParticipants)
    .innerJoin(contestCategories, eq(contestCategories.id, contestParticipants.contest_category_id))
    .leftJoin(contestWaves, eq(contestWaves.id, contestParticipants.contest_wave_id))
    .leftJoin(contestTeams, eq(contestTeams.id, contestParticipants.contest_team_id));
}

type DetailSelect = Awaited<ReturnType<ReturnType<typeof details>['where']>>[number];

function flatten(row: DetailSelect): ParticipantDetailRow {
  return {
    ...row.participant,
    category_name: row.category_name,
    wave_name: row.wave_name,
    team_name: row.team_name,
  };
}

export async function findParticipantDetail(executor: Executor, id: number): Promise<ParticipantDetailRow | undefined> {
  const [row] = await details(executor).where(eq(contestParticipants.id, id));
  return row ? flatten(row) : undefined;
}

export async function findParticipantDetails(executor: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await details(executor).where(inArray(contestParticipants.id, [...ids]));
  return rows.map(flatten);
}

/** The participant a token names (its digest), whatever their contest. */
export async function findParticipantByTokenDigest(
  executor: Executor,
  digest: string,
): Promise<ParticipantDetailRow | undefined> {
  const [row] = await details(executor).where(eq(contestParticipants.token_digest, digest));
  return row ? flatten(row) : undefined;
}

export async function lockParticipant(executor: Executor, id: number): Promise<ParticipantRow | undefined> {
  const [row] = await executor.select().from(contestParticipants).where(eq(contestParticipants.id, id)).for('update');
  return row;
}

export async function findContestIdOfParticipant(executor: Executor, id: number): Promise<number | null> {
  const [row] = await executor
    .select({ contest_id: contestParticipants.contest_id })
    .from(contestParticipants)
    .where(eq(contestParticipants.id, id));
  return row?.contest_id ?? null;
}

export async function insertParticipants(executor: Executor, values: readonly ParticipantValues[]): Promise<number[]> {
  if (values.length === 0) return [];
  const rows = await executor
    .insert(contestParticipants)
    .values([...values])
    .returning({ id: contestParticipants.id });
  return rows.map((row) => row.id);
}

export async function updateParticipant(
  executor: Executor,
  id: number,
  values: Partial<ParticipantValues>,
): Promise<void> {
  await executor
    .update(contestParticipants)
    .set({ ...values, updated_at: new Date() })
    .where(eq(contestParticipants.id, id));
}

export async function deleteParticipant(executor: Executor, id: number): Promise<void> {
  await executor.delete(contestParticipants).where(eq(contestParticipants.id, id));
}

/** `count` bib numbers from the contest's counter (the contest locked): the first one. */
export async function takeBibNumbers(executor: Executor, contestId: number, howMany: number): Promise<number> {
  const [row] = await executor
    .update(contests)
    .set({ next_bib_number: sql`${contests.next_bib_number} + ${howMany}` })
    .where(eq(contests.id, contestId))
    .returning({ next: contests.next_bib_number });
  return (row?.next ?? howMany + 1) - howMany;
}

/** The same person (names and date of birth, case apart) already in the contest, cancelled ones apart. */
export async function findSamePerson(
  executor: Executor,
  contestId: number,
  person: { first_name: string; last_name: string; date_of_birth: string },
  exceptId?: number,
): Promise<number | null> {
  const [row] = await executor
    .select({ id: contestParticipants.id })
    .from(contestParticipants)
    .where(
      and(
        eq(contestParticipants.contest_id, contestId),
        ne(contestParticipants.state, 'cancelled'),
        sql`lower(${contestParticipants.first_name}) = lower(${person.first_name})`,
        sql`lower(${contestParticipants.last_name}) = lower(${person.last_name})`,
        eq(contestParticipants.date_of_birth, person.date_of_birth),
        exceptId === undefined ? undefined : ne(contestParticipants.id, exceptId),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** Every non-cancelled person of the contest (names in lower case, date of birth): the import's duplicates. */
export async function findPeopleOfContest(executor: Executor, contestId: number) {
  return executor
    .select({
      first_name: sql<string>`lower(${contestParticipants.first_name})`,
      last_name: sql<string>`lower(${contestParticipants.last_name})`,
      date_of_birth: contestParticipants.date_of_birth,
    })
    .from(contestParticipants)
    .where(and(eq(contestParticipants.contest_id, contestId), ne(contestParticipants.state, 'cancelled')));
}

export async function findCategories(executor: Executor, contestId: number): Promise<CategoryRow[]> {
  return executor
    .select()
    .from(contestCategories)
    .where(eq(contestCategories.contest_id, contestId))
    .orderBy(asc(contestCategories.position), asc(contestCategories.id));
}

export async function findWaves(executor: Executor, contestId: number): Promise<WaveRow[]> {
  return executor
    .select()
    .from(contestWaves)
    .where(eq(contestWaves.contest_id, contestId))
    .orderBy(asc(contestWaves.starts_at), asc(contestWaves.id));
}

export async function findTeams(executor: Executor, contestId: number): Promise<TeamRow[]> {
  return executor.select().from(contestTeams).where(eq(contestTeams.contest_id, contestId));
}

/** Registered participants of the contest, of a category, of a wave, of a team: what capacities are checked on. */
export async function countRegistered(
  executor: Executor,
  contestId: number,
  where: { categoryId?: number; waveId?: number; teamId?: number } = {},
): Promise<number> {
  const [row] = await executor
    .select({ total: count() })
    .from(contestParticipants)
    .where(
      and(
        eq(contestParticipants.contest_id, contestId),
        eq(contestParticipants.state, 'registered'),
        where.categoryId === undefined ? undefined : eq(contestParticipants.contest_category_id, where.categoryId),
        where.waveId === undefined ? undefined : eq(contestParticipants.contest_wave_id, where.waveId),
        where.teamId === undefined ? undefined : eq(contestParticipants.contest_team_id, where.teamId),
      ),
    );
  return row?.total ?? 0;
}

/** The contest's waiting list, first come first. */
export async function findWaiting(executor: Executor, contestId: number): Promise<ParticipantRow[]> {
  return executor
    .select()
    .from(contestParticipants)
    .where(and(eq(contestParticipants.contest_id, contestId), eq(contestParticipants.state, 'waiting')))
    .orderBy(asc(contestParticipants.waiting_since), asc(contestParticipants.id));
}

/** A waiting participant's place on their category's (and wave's) list, from 1. */
export async function waitingPosition(executor: Executor, row: ParticipantRow): Promise<number | null> {
  if (row.state !== 'waiting' || !row.waiting_since) return null;
  const [counted] = await executor
    .select({ total: count() })
    .from(contestParticipants)
    .where(
      and(
        eq(contestParticipants.contest_id, row.contest_id),
        eq(contestParticipants.state, 'waiting'),
        eq(contestParticipants.contest_category_id, row.contest_category_id),
        row.contest_wave_id === null
          ? isNull(contestParticipants.contest_wave_id)
          : eq(contestParticipants.contest_wave_id, row.contest_wave_id),
        or(
          sql`${contestParticipants.waiting_since} < ${row.waiting_since.toISOString()}`,
          and(eq(contestParticipants.waiting_since, row.waiting_since), sql`${contestParticipants.id} < ${row.id}`),
        ),
      ),
    );
  return (counted?.total ?? 0) + 1;
}

export interface ParticipantFilter {
  state?: ParticipantRow['state'];
  categoryId?: number;
  waveId?: number;
  q?: string;
}

/** A page of the contest's participants by bib number. */
export async function findParticipantsPage(
  executor: Executor,
  contestId: number,
  filter: ParticipantFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: ParticipantDetailRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [eq(contestParticipants.contest_id, contestId)];
  if (filter.state) conditions.push(eq(contestParticipants.state, filter.state));
  if (filter.categoryId) conditions.push(eq(contestParticipants.contest_category_id, filter.categoryId));
  if (filter.waveId) conditions.push(eq(contestParticipants.contest_wave_id, filter.waveId));
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const bib = /^\d{1,9}$/.test(filter.q) ? Number(filter.q) : null;
    conditions.push(
      or(
        ilike(contestParticipants.first_name, pattern),
        ilike(contestParticipants.last_name, pattern),
        sql`(${contestParticipants.first_name} || ' ' || ${contestParticipants.last_name}) ilike ${pattern}`,
        bib === null ? undefined : eq(contestParticipants.bib_number, bib),
      ),
    );
  }
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    details(executor).where(where).orderBy(asc(contestParticipants.bib_number)).limit(page.limit).offset(page.offset),
    executor.select({ total: count() }).from(contestParticipants).where(where),
  ]);
  return { rows: rows.map(flatten), total: counted?.total ?? 0 };
}

/** Every participant of the contest in a state, by bib number. */
export async function findParticipantsOfContest(
  executor: Executor,
  contestId: number,
  states: readonly ParticipantRow['state'][] = ['registered'],
): Promise<ParticipantDetailRow[]> {
  const rows = await details(executor)
    .where(and(eq(contestParticipants.contest_id, contestId), inArray(contestParticipants.state, [...states])))
    .orderBy(asc(contestParticipants.bib_number));
  return rows.map(flatten);
}

/** A climber's registrations (not cancelled) in contests ending today or later, soonest first. */
export async function findUpcomingOfClimber(executor: Executor, userId: number, today: string) {
  const rows = await details(executor)
    .innerJoin(contests, eq(contests.id, contestParticipants.contest_id))
    .where(
      and(
        eq(contestParticipants.user_id, userId),
        ne(contestParticipants.state, 'cancelled'),
        gte(contests.end_date, today),
      ),
    )
    .orderBy(asc(contests.start_date), asc(contests.id), asc(contestParticipants.bib_number));
  return rows.map(flatten);
}

export async function deleteResultsOf(executor: Executor, participantId: number): Promise<void> {
  await executor.delete(contestResults).where(eq(contestResults.contest_participant_id, participantId));
}
