import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bulkDeliveries } from '../db/schema';
import type { Executor } from '../db/transaction';
import { chunked } from './chunked';

/*
 * The resumable bulk sender (docs/runtime.md, "Scheduled work"): what a job sends to many people in one period (the
 * weekly reports) keeps a row per recipient, written as soon as each is sent, so that a run stopped halfway and resumed
 * sends only to the others. A failure is recorded and tried again by the next run, up to `MAX_DELIVERY_ATTEMPTS`.
 * A send whose recipients are known at once (a contest's import) may write them all `pending` first: what a stopped
 * process left is then found by `unfinishedPeriods` and resumed.
 */

/** How many times a recipient is tried in one period before the job gives up on them. */
export const MAX_DELIVERY_ATTEMPTS = 3;

/** One recipient: a key naming them within the job (`gym_administrator:12`), and the sending itself. */
export interface BulkRecipient {
  key: string;
  send(): Promise<void>;
}

/** What a period's deliveries stand at after a run. */
export interface BulkOutcome {
  /** Sent by this run. */
  sent: number;
  /** Failed in this run. */
  failed: number;
  /** Sent earlier, or given up on: not tried. */
  skipped: number;
  /** Failed and still to be tried again: the period is not finished. */
  retrying: number;
}

/** What a recipient's row says of them: to be sent (none, or failed with attempts left) or not. */
export function needsSending(delivery: { state: string; attempts: number } | undefined): boolean {
  return delivery === undefined || (delivery.state !== 'sent' && delivery.attempts < MAX_DELIVERY_ATTEMPTS);
}

/** The recipients of `source` in batches of `size`, read as they come (the source may be paged from the database). */
export async function* inBatches<Item>(source: AsyncIterable<Item> | Iterable<Item>, size: number) {
  let batch: Item[] = [];
  for await (const item of source) {
    batch.push(item);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

async function recordedDeliveries(db: Database, job: string, period: string, keys: string[]) {
  const rows = await db
    .select({ recipient: bulkDeliveries.recipient, state: bulkDeliveries.state, attempts: bulkDeliveries.attempts })
    .from(bulkDeliveries)
    .where(
      and(eq(bulkDeliveries.job, job), eq(bulkDeliveries.period, period), inArray(bulkDeliveries.recipient, keys)),
    );
  return new Map(rows.map((row) => [row.recipient, row]));
}

async function recordDelivery(db: Database, job: string, period: string, recipient: string, sent: boolean) {
  const state = sent ? 'sent' : 'failed';
  await db
    .insert(bulkDeliveries)
    .values({ job, period, recipient, state })
    .onConflictDoUpdate({
      target: [bulkDeliveries.job, bulkDeliveries.period, bulkDeliveries.recipient],
      // A recipient sent stays sent, whatever a late failure says (a node that went on after its run was resumed).
      set: {
        state: sql`case when ${bulkDeliveries.state} = 'sent' then 'sent' else ${state} end`,
        attempts: sql`${bulkDeliveries.attempts} + 1`,
        updated_at: sql`now()`,
      },
    });
}

/**
 * Sends `job`'s period to each recipient not yet sent, in batches of `batchSize` (one read of the batch's rows),
 * recording each as it goes: a crash between the sending and its row is the only way one e-mail can go twice.
 */
export async function sendInBulk(
  db: Database,
  options: {
    job: string;
    period: string;
    recipients: AsyncIterable<BulkRecipient> | Iterable<BulkRecipient>;
    batchSize?: number;
    onFailure?: (key: string, error: unknown) => void;
  },
): Promise<BulkOutcome> {
  const { job, period } = options;
  const outcome: BulkOutcome = { sent: 0, failed: 0, skipped: 0, retrying: 0 };
  for await (const batch of inBatches(options.recipients, options.batchSize ?? 200)) {
    const recorded = await recordedDeliveries(
      db,
      job,
      period,
      batch.map((recipient) => recipient.key),
    );
    for (const recipient of batch) {
      const before = recorded.get(recipient.key);
      if (!needsSending(before)) {
        outcome.skipped += 1;
        continue;
      }
      let sent = true;
      try {
        await recipient.send();
      } catch (error) {
        sent = false;
        options.onFailure?.(recipient.key, error);
      }
      await recordDelivery(db, job, period, recipient.key, sent);
      if (sent) outcome.sent += 1;
      else {
        outcome.failed += 1;
        if ((before?.attempts ?? 0) + 1 < MAX_DELIVERY_ATTEMPTS) outcome.retrying += 1;
      }
    }
  }
  return outcome;
}

/** How many of the period's deliveries went out and how many were given up or are failing: the run row's figures. */
export async function countDeliveries(db: Database, job: string, period: string) {
  const [row] = await db
    .select({
      done: sql<number>`count(*) filter (where ${bulkDeliveries.state} = 'sent')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${bulkDeliveries.state} = 'failed')`.mapWith(Number),
    })
    .from(bulkDeliveries)
    .where(and(eq(bulkDeliveries.job, job), eq(bulkDeliveries.period, period)));
  return { done: row?.done ?? 0, failed: row?.failed ?? 0 };
}

/** Rows written per insert when recipients are queued. */
const QUEUE_BATCH = 500;

/**
 * Writes `keys` as `pending` (no attempt yet) in `job`'s period, in the caller's transaction: the recipients a run must
 * reach, known even if the process stops before it starts.
 */
export async function queueDeliveries(
  executor: Executor,
  job: string,
  period: string,
  keys: readonly string[],
): Promise<void> {
  for (const batch of chunked(keys, QUEUE_BATCH)) {
    await executor
      .insert(bulkDeliveries)
      .values(batch.map((recipient) => ({ job, period, recipient, state: 'pending' as const, attempts: 0 })))
      .onConflictDoNothing();
  }
}

/** The recipients of `job`'s period still to send: pending, or failed with attempts left. */
export async function pendingDeliveries(db: Database, job: string, period: string): Promise<string[]> {
  const rows = await db
    .select({ recipient: bulkDeliveries.recipient })
    .from(bulkDeliveries)
    .where(
      and(
        eq(bulkDeliveries.job, job),
        eq(bulkDeliveries.period, period),
        sql`${bulkDeliveries.state} <> 'sent' and ${bulkDeliveries.attempts} < ${MAX_DELIVERY_ATTEMPTS}`,
      ),
    )
    .orderBy(bulkDeliveries.recipient);
  return rows.map((row) => row.recipient);
}

/**
 * The periods of `job` with recipients still to send and no delivery written since `idleSince`: sends whose process
 * stopped (or whose failures wait for another try), to be resumed.
 */
export async function unfinishedPeriods(db: Database, job: string, idleSince: Date): Promise<string[]> {
  const rows = await db
    .select({ period: bulkDeliveries.period })
    .from(bulkDeliveries)
    .where(eq(bulkDeliveries.job, job))
    .groupBy(bulkDeliveries.period)
    .having(
      sql`bool_or(${bulkDeliveries.state} <> 'sent' and ${bulkDeliveries.attempts} < ${MAX_DELIVERY_ATTEMPTS})
        and max(${bulkDeliveries.updated_at}) < ${idleSince.toISOString()}::timestamptz`,
    )
    .orderBy(bulkDeliveries.period);
  return rows.map((row) => row.period);
}

/** Forgets the deliveries of `keys` not sent (recipients gone): nothing is left to send them. */
export async function dropDeliveries(
  db: Database,
  job: string,
  period: string,
  keys: readonly string[],
): Promise<void> {
  for (const batch of chunked(keys, QUEUE_BATCH)) {
    await db
      .delete(bulkDeliveries)
      .where(
        and(
          eq(bulkDeliveries.job, job),
          eq(bulkDeliveries.period, period),
          inArray(bulkDeliveries.recipient, batch),
          sql`${bulkDeliveries.state} <> 'sent'`,
        ),
      );
  }
}
