import { and, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { scheduledRuns } from '../db/schema';

/*
 * The one scheduler (docs/runtime.md, "Scheduled work"): each job has a period (a week: `2026-W48`) and runs once per
 * period across every node. A run row (`scheduled_runs`, job and period) says where it stands; an advisory lock says
 * who runs it. On PostgreSQL the lock is held by a transaction that stays open for the run, on its own connection:
 * when the node stops, the connection ends and the lock is free, so a `running` row whose lock is free is a run left
 * by a stopped node, resumed by the next tick. PGlite is one session of one process (the data folder is held by it
 * alone), where advisory locks are re-entrant: the lock there is this process's own.
 */

/** What a run did: whether the period is finished, and its deliveries so far (bulk jobs). */
export interface RunOutcome {
  /** False: something is left for a later tick of the same period (recipients whose time has not come, retries). */
  finished: boolean;
  done?: number;
  failed?: number;
}

export interface ScheduledJob {
  name: string;
  /** The period `now` belongs to: the run row's key. */
  period(now: Date): string;
  /** Runs the period, or resumes it: a job must skip what an earlier run of the period already did. */
  run(period: string, now: Date): Promise<RunOutcome>;
}

interface SchedulerLog {
  error(object: object, message: string): void;
}

export interface Scheduler {
  /** Runs every job whose period is not done, once; what `start` does on each beat. */
  tick(now?: Date): Promise<void>;
  /** Starts the timer (unref'd: it never keeps the process alive). */
  start(): void;
  /** Stops the timer and waits for the tick under way. */
  stop(): Promise<void>;
}

/** The first key of the jobs' advisory locks (the second is the job name's hash): apart from the others. */
const SCHEDULER_LOCK_CLASS = 72_405_310;

/** The jobs this process runs now, by database: what the lock is on PGlite, and what two schedulers of one node share. */
const running = new WeakMap<object, Set<string>>();

/** `2026-W48`: the ISO 8601 week `date` (UTC) is in, whose year is the year of the week's Thursday. */
export function isoWeekPeriod(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** The Monday (`YYYY-MM-DD`) an ISO week period (`2026-W48`) starts on; null for anything else. */
export function isoWeekMonday(period: string): string | null {
  const match = /^(\d{4})-W(\d{2})$/.exec(period);
  if (!match) return null;
  const year = Number(match[1]);
  const week = Number(match[2]);
  // The 4th of January is always in week 1.
  const fourth = new Date(Date.UTC(year, 0, 4));
  const monday = new Date(fourth.getTime() - ((fourth.getUTCDay() || 7) - 1) * 86_400_000);
  monday.setUTCDate(monday.getUTCDate() + (week - 1) * 7);
  if (week < 1 || isoWeekPeriod(monday) !== period) return null;
  return monday.toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` plus `days`. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Runs `work` if no other run of `job` holds the lock, anywhere; answers whether it ran. On PostgreSQL a transaction
 * holds `pg_try_advisory_xact_lock` while `work` runs on the pool's other connections, and commits (releasing it)
 * after; `work`'s failure is its own to handle.
 */
async function withJobLock(database: DatabaseHandle, job: string, work: () => Promise<void>): Promise<boolean> {
  const jobs = running.get(database.db) ?? new Set<string>();
  running.set(database.db, jobs);
  if (jobs.has(job)) return false;
  jobs.add(job);
  try {
    if (database.driver === 'pglite') {
      await work();
      return true;
    }
    return await database.db.transaction(async (tx) => {
      const result = await tx.execute(
        sql`select pg_try_advisory_xact_lock(${SCHEDULER_LOCK_CLASS}, hashtext(${job})) as locked`,
      );
      const [row] = (result as unknown as { rows: { locked: boolean }[] }).rows;
      if (!row?.locked) return false;
      await work();
      return true;
    });
  } finally {
    jobs.delete(job);
  }
}

/** The run row's state, or null when the period has none yet. */
async function runState(database: DatabaseHandle, job: string, period: string): Promise<string | null> {
  const [row] = await database.db
    .select({ state: scheduledRuns.state })
    .from(scheduledRuns)
    .where(and(eq(scheduledRuns.job, job), eq(scheduledRuns.period, period)));
  return row?.state ?? null;
}

/** Under the lock: the period's row, created `running`, or a failed or left one taken up again. */
async function claimRun(database: DatabaseHandle, job: string, period: string): Promise<boolean> {
  await database.db.insert(scheduledRuns).values({ job, period, state: 'running' }).onConflictDoNothing();
  const claimed = await database.db
    .update(scheduledRuns)
    .set({ state: 'running', error: null })
    .where(and(eq(scheduledRuns.job, job), eq(scheduledRuns.period, period), sql`${scheduledRuns.state} <> 'done'`))
    .returning({ job: scheduledRuns.job });
  return claimed.length > 0;
}

async function endRun(
  database: DatabaseHandle,
  job: string,
  period: string,
  values: { state: 'running' | 'done' | 'failed'; done?: number; failed?: number; error?: string },
): Promise<void> {
  await database.db
    .update(scheduledRuns)
    .set({
      state: values.state,
      ...(values.done === undefined ? {} : { done_count: values.done }),
      ...(values.failed === undefined ? {} : { failed_count: values.failed }),
      error: values.error ?? null,
      finished_at: values.state === 'running' ? null : new Date(),
    })
    // A period done stays done, whatever a late run says.
    .where(and(eq(scheduledRuns.job, job), eq(scheduledRuns.period, period), sql`${scheduledRuns.state} <> 'done'`));
}

/**
 * The scheduler of `jobs` on `database`, ticking every `intervalMs` once started. A tick skips a job whose period is
 * done (one read), takes its lock (another node running it: skipped), runs it and records the outcome: done, still
 * running (a later tick resumes it), or failed (its error kept; a later tick tries again).
 */
export function createScheduler(options: {
  database: DatabaseHandle;
  jobs: readonly ScheduledJob[];
  log: SchedulerLog;
  intervalMs: number;
}): Scheduler {
  const { database, jobs, log } = options;
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | null = null;

  const runJob = async (job: ScheduledJob, now: Date) => {
    const period = job.period(now);
    if ((await runState(database, job.name, period)) === 'done') return;
    await withJobLock(database, job.name, async () => {
      if (!(await claimRun(database, job.name, period))) return;
      try {
        const outcome = await job.run(period, now);
        await endRun(database, job.name, period, {
          state: outcome.finished ? 'done' : 'running',
          done: outcome.done,
          failed: outcome.failed,
        });
      } catch (error) {
        log.error({ err: error, job: job.name, period }, 'scheduled job failed');
        const message = error instanceof Error ? error.message : String(error);
        await endRun(database, job.name, period, { state: 'failed', error: message.slice(0, 1000) });
      }
    });
  };

  const tick = async (now: Date = new Date()) => {
    for (const job of jobs) {
      try {
        await runJob(job, now);
      } catch (error) {
        // The database away: the next tick tries again.
        log.error({ err: error, job: job.name }, 'scheduled job could not start');
      }
    }
  };

  return {
    tick,
    start() {
      if (timer) return;
      timer = setInterval(() => {
        if (ticking) return;
        ticking = tick().finally(() => {
          ticking = null;
        });
      }, options.intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await ticking;
    },
  };
}
