import { and, eq, inArray } from 'drizzle-orm';
import { contestParticipants, contestResults } from '../../db/schema';
import type { Executor } from '../../db/transaction';

/* A contest's results in the database: one per participant and route. */

export type ResultRow = typeof contestResults.$inferSelect;
export type ResultValues = typeof contestResults.$inferInsert;

/** Every result of the contest's participants. */
export async function findResultsOfContest(executor: Executor, contestId: number): Promise<ResultRow[]> {
  return executor
    .select({ result: contestResults })
    .from(contestResults)
    .innerJoin(contestParticipants, eq(contestParticipants.id, contestResults.contest_participant_id))
    .where(eq(contestParticipants.contest_id, contestId))
    .then((rows) => rows.map((row) => row.result));
}

export async function findResultsOfParticipant(executor: Executor, participantId: number): Promise<ResultRow[]> {
  return executor.select().from(contestResults).where(eq(contestResults.contest_participant_id, participantId));
}

/** Enters or replaces the participant's result on the route. */
export async function upsertResult(executor: Executor, values: ResultValues): Promise<ResultRow> {
  const { contest_participant_id: _participant, contest_route_id: _route, ...changes } = values;
  const [row] = await executor
    .insert(contestResults)
    .values(values)
    .onConflictDoUpdate({
      target: [contestResults.contest_participant_id, contestResults.contest_route_id],
      set: { ...changes, updated_at: new Date() },
    })
    .returning();
  if (!row) throw new Error('The result was not written');
  return row;
}

/** Many results at once (the demo data). */
export async function insertResults(executor: Executor, values: readonly ResultValues[]): Promise<void> {
  if (values.length === 0) return;
  await executor.insert(contestResults).values([...values]);
}

export async function deleteResult(
  executor: Executor,
  participantId: number,
  routeIds: readonly number[],
): Promise<void> {
  await executor
    .delete(contestResults)
    .where(
      and(
        eq(contestResults.contest_participant_id, participantId),
        inArray(contestResults.contest_route_id, [...routeIds]),
      ),
    );
}
