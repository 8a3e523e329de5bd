import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledJobs } from '../../src/composition';
import { bulkDeliveries, gymAdministrators, outboxEmails, scheduledRuns } from '../../src/db/schema';
import { WEEKLY_REPORT_JOB } from '../../src/indoor/admin/report/weekly-report.service';
import { createScheduler } from '../../src/lib/scheduler';
import type { EmailMessage, Mailer } from '../../src/platform/mailer';
import { createGymAdministrator } from '../factories/gym-staff.factory';
import { createGym } from '../factories/indoor.factory';
import { createUser } from '../factories/users.factory';
import { type Cluster, type ClusterNode, multinodeDatabaseUrl, startCluster } from '../helpers/cluster';
import { queryRows } from '../helpers/sql';

/*
 * The weekly report across nodes (issue 27): two nodes ticking at once send each administrator one report, and a node
 * that stops halfway through a run leaves the rest to another, which sends nothing twice.
 */

const serverUrl = multinodeDatabaseUrl();

const silentLog = { error: () => {} };

/** A mailer that hands each e-mail to `mailer` after `before` has run (a wait, a stop). */
function mailerAround(mailer: Mailer, before: (message: EmailMessage) => Promise<void>): Mailer {
  return {
    send: async (message) => {
      await before(message);
      await mailer.send(message);
    },
    close: () => mailer.close(),
  };
}

function schedulerOf(node: ClusterNode, mailer: Mailer = node.app.appContext.mailer) {
  return createScheduler({
    database: node.database,
    jobs: scheduledJobs({ ...node.app.appContext, mailer }),
    log: silentLog,
    intervalMs: 60_000,
  });
}

describe.skipIf(!serverUrl)('the weekly report on two nodes', () => {
  let cluster: Cluster;
  let a: ClusterNode;
  let b: ClusterNode;

  beforeAll(async () => {
    cluster = await startCluster(serverUrl as string, 2);
    [a, b] = cluster.nodes as [ClusterNode, ClusterNode];
  });

  afterAll(async () => {
    await cluster?.close();
  });

  /** `count` administrators with the report on, at gyms in Paris. */
  async function reportingAdministrators(count: number) {
    const addresses: string[] = [];
    const keys: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const gym = await createGym(a.database.db, { time_zone: 'Europe/Paris' });
      const { user } = await createUser(a.database.db);
      const record = await createGymAdministrator(a.database.db, { gymId: gym.id, userId: user.id });
      await a.database.db
        .update(gymAdministrators)
        .set({ email_report: true })
        .where(eq(gymAdministrators.id, record.id));
      addresses.push(user.email ?? '');
      keys.push(`gym_administrator:${record.id}`);
    }
    return { addresses, keys };
  }

  async function emailsTo(address: string) {
    return a.database.db.select().from(outboxEmails).where(eq(outboxEmails.to_address, address));
  }

  /** The delivery state of each of `keys` in `period`, in their order. */
  async function deliveriesOf(period: string, keys: string[]) {
    const rows = await b.database.db
      .select()
      .from(bulkDeliveries)
      .where(and(eq(bulkDeliveries.period, period), inArray(bulkDeliveries.recipient, keys)));
    return keys.map((key) => rows.find((row) => row.recipient === key)?.state);
  }

  async function runState(period: string) {
    const [row] = await a.database.db
      .select()
      .from(scheduledRuns)
      .where(and(eq(scheduledRuns.job, WEEKLY_REPORT_JOB), eq(scheduledRuns.period, period)));
    return row?.state;
  }

  it('is sent once when both nodes tick at the same time, and not again after', async () => {
    const { addresses } = await reportingAdministrators(3);
    const now = new Date('2026-11-30T08:00:00Z');
    // Node A's e-mails take a while: node B ticks while A's run holds the lock.
    const slow = mailerAround(a.app.appContext.mailer, () => new Promise((resolve) => setTimeout(resolve, 100)));
    await Promise.all([schedulerOf(a, slow).tick(now), schedulerOf(b).tick(now)]);
    await Promise.all([schedulerOf(a).tick(now), schedulerOf(b).tick(now)]);
    for (const address of addresses) expect(await emailsTo(address), address).toHaveLength(1);
    expect(await runState('2026-W48')).toBe('done');
  });

  it('resumes a run whose node stopped halfway on another node, sending only the rest', async () => {
    const { addresses, keys } = await reportingAdministrators(3);
    const now = new Date('2026-12-07T08:00:00Z');
    const period = '2026-W49';
    let sent = 0;
    let dead = false;
    let stopped: () => void = () => {};
    let release: () => void = () => {};
    const halfway = new Promise<void>((resolve) => {
      stopped = resolve;
    });
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Node A sends one report, then stops in the middle of the next; what it does after is a dead node's: nothing.
    const dying = mailerAround(a.app.appContext.mailer, async () => {
      if (dead) throw new Error('node stopped');
      if (sent === 1) {
        dead = true;
        stopped();
        await released;
        throw new Error('node stopped');
      }
      sent += 1;
    });
    const dyingRun = schedulerOf(a, dying).tick(now);
    await halfway;
    // Its process gone, its connection is too, and the lock with it.
    await queryRows(
      b.database.db,
      sql`select pg_terminate_backend(pid) from pg_locks where locktype = 'advisory' and classid = 72405310`,
    );
    try {
      expect(await runState(period)).toBe('running');
      const restarted = await cluster.addNode();
      await schedulerOf(restarted).tick(now);

      expect(await Promise.all(addresses.map(async (address) => (await emailsTo(address)).length))).toEqual([1, 1, 1]);
      expect(await deliveriesOf(period, keys)).toEqual(['sent', 'sent', 'sent']);
      expect(await runState(period)).toBe('done');
    } finally {
      // The stopped node's run ends (its connection refused): it changes none of that.
      release();
      await dyingRun;
    }
    expect(await Promise.all(addresses.map(async (address) => (await emailsTo(address)).length))).toEqual([1, 1, 1]);
    expect(await deliveriesOf(period, keys)).toEqual(['sent', 'sent', 'sent']);
    expect(await runState(period)).toBe('done');
  });
});
