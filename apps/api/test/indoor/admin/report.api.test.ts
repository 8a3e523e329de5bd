import type { GymAdministrator, GymSubscription } from '@climb/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledJobs } from '../../../src/composition';
import {
  bulkDeliveries,
  comments,
  follows,
  gymAdministrators,
  outboxEmails,
  scheduledRuns,
  users,
} from '../../../src/db/schema';
import {
  runWeeklyReport,
  WEEKLY_REPORT_JOB,
  weeklyReportPeriod,
} from '../../../src/indoor/admin/report/weekly-report.service';
import { weeklyReportToken } from '../../../src/indoor/admin/report/weekly-report-token';
import { createScheduler } from '../../../src/lib/scheduler';
import { createGymAdministrator } from '../../factories/gym-staff.factory';
import { createGym, createGymRoute, createGymSector, createGymSpace } from '../../factories/indoor.factory';
import { createIndoorAscent } from '../../factories/indoor-ascent.factory';
import { authHeaders, createUser } from '../../factories/users.factory';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { call, expectCall } from '../../outdoor/crags/wiki-api';

/*
 * The weekly e-mail report (switched per administrator record, left by its one-click link, sent by the one scheduler
 * once per week and record, resumed without duplicates) and the gyms' plans (site administrators record them, the
 * staff holding manage_subscription read theirs).
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

type UserOverrides = Parameters<typeof createUser>[1];

async function climber(overrides: UserOverrides = {}) {
  const { user } = await createUser(t.db, overrides);
  return { user, headers: await authHeaders(user, t.config.jwtSecret, t.keyHeaders) };
}

/** A gym in `timeZone` and one of its administrators, report on unless told. */
async function reportingAdministrator(timeZone = 'Europe/Paris', emailReport = true, language: 'fr' | 'en' = 'fr') {
  const gym = await createGym(t.db, { time_zone: timeZone });
  const member = await climber({ language });
  const record = await createGymAdministrator(t.db, { gymId: gym.id, userId: member.user.id });
  await t.db.update(gymAdministrators).set({ email_report: emailReport }).where(eq(gymAdministrators.id, record.id));
  return { gym, member, record };
}

function emailsTo(address: string | null) {
  return t.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.to_address, address ?? ''));
}

const silentLog = { error: () => {} };

function scheduler() {
  return createScheduler({
    database: t.database,
    jobs: scheduledJobs(t.app.appContext),
    log: silentLog,
    intervalMs: 60_000,
  });
}

async function runRow(period: string) {
  const [row] = await t.db
    .select()
    .from(scheduledRuns)
    .where(and(eq(scheduledRuns.job, WEEKLY_REPORT_JOB), eq(scheduledRuns.period, period)));
  return row;
}

describe('PUT current_users/switch_email_report.json', () => {
  it("turns the climber's report on and off, and answers the record", async () => {
    const { gym, member, record } = await reportingAdministrator('Europe/Paris', false);
    const body = { gym_administrator: { id: record.id } };
    const on = await expectCall<GymAdministrator>(
      t,
      200,
      'PUT',
      'current_users/switch_email_report.json',
      member.headers,
      body,
    );
    expect(on).toMatchObject({ id: record.id, email_report: true, gym: { id: gym.id, name: gym.name } });
    const off = await expectCall<GymAdministrator>(
      t,
      200,
      'PUT',
      'current_users/switch_email_report.json',
      member.headers,
      body,
    );
    expect(off.email_report).toBe(false);
  });

  it("answers 404 for another climber's record, and changes nothing", async () => {
    const { record } = await reportingAdministrator('Europe/Paris', false);
    const other = await climber();
    await expectCall(t, 404, 'PUT', 'current_users/switch_email_report.json', other.headers, {
      gym_administrator: { id: record.id },
    });
    const [row] = await t.db.select().from(gymAdministrators).where(eq(gymAdministrators.id, record.id));
    expect(row?.email_report).toBe(false);
  });

  it('needs a signed-in climber and the nested body', async () => {
    const { member, record } = await reportingAdministrator();
    await expectCall(t, 401, 'PUT', 'current_users/switch_email_report.json', t.keyHeaders, {
      gym_administrator: { id: record.id },
    });
    const flat = await expectCall(t, 422, 'PUT', 'current_users/switch_email_report.json', member.headers, {
      id: record.id,
    });
    expect(flat).toEqual({ error: { gym_administrator: ['required'], id: ['unknown'] } });
  });
});

describe('the weekly report', () => {
  // The week of Monday 2026-11-16 to Sunday 2026-11-22; its Monday 07:00 after it is 06:00 UTC in Paris, 15:00 UTC
  // in Los Angeles.
  const period = '2026-W47';
  const parisMorning = new Date('2026-11-23T10:00:00Z');

  it('reports the week just ended from the Monday before the first time zone’s 07:00 to the next', () => {
    expect(weeklyReportPeriod(parisMorning)).toBe(period);
    expect(weeklyReportPeriod(new Date('2026-11-22T17:00:00Z'))).toBe(period);
    expect(weeklyReportPeriod(new Date('2026-11-22T16:59:59Z'))).toBe('2026-W46');
    expect(weeklyReportPeriod(new Date('2026-11-29T16:59:59Z'))).toBe(period);
  });

  it("tells each reporting administrator their gym's week, in their language, with the dashboard and the way out", async () => {
    const { gym, member, record } = await reportingAdministrator('Europe/Paris', true, 'en');
    const space = await createGymSpace(t.db, gym.id);
    const sector = await createGymSector(t.db, space);
    const opened = await createGymRoute(t.db, sector, { name: 'Dalle du lundi', opened_at: '2026-11-17' });
    await createGymRoute(t.db, sector, { name: 'Vieux toit', opened_at: '2026-01-01', dismounted_at: '2026-11-20' });
    const older = await createGymRoute(t.db, sector, { name: 'Ancienne', opened_at: '2026-01-01' });
    const first = await climber();
    const second = await climber();
    const climbers = [first, second];
    for (const { user } of climbers) {
      await createIndoorAscent(t.db, { userId: user.id, route: opened, released_at: '2026-11-18' });
    }
    await createIndoorAscent(t.db, { userId: first.user.id, route: older, released_at: '2026-11-19' });
    // Outside the week: not counted.
    await createIndoorAscent(t.db, { userId: second.user.id, route: older, released_at: '2026-11-23' });
    await t.db.insert(follows).values({
      user_id: first.user.id,
      followable_type: 'gyms',
      followable_id: gym.id,
      created_at: new Date('2026-11-18T12:00:00Z'),
    });
    await t.db.insert(comments).values([
      {
        commentable_type: 'gym_routes',
        commentable_id: opened.id,
        user_id: second.user.id,
        body: 'Top !',
        created_at: new Date('2026-11-19T12:00:00Z'),
      },
      {
        commentable_type: 'gyms',
        commentable_id: gym.id,
        user_id: second.user.id,
        body: 'Merci',
        created_at: new Date('2026-11-10T12:00:00Z'),
      },
    ]);

    await runWeeklyReport(t.app.appContext, period, parisMorning);
    const [email] = await emailsTo(member.user.email);
    expect(email?.subject).toBe(`Cordée: ${gym.name}'s week (from 2026-11-16)`);
    const text = email?.text_body ?? '';
    expect(text).toContain('1 route opened, 1 taken down');
    expect(text).toContain('3 ascents of your routes, by 2 climbers');
    expect(text).toContain('1 new follower');
    expect(text).toContain('1 comment');
    expect(text).toContain('Climbed most: Dalle du lundi 5c (2 ascents)');
    expect(text).toContain(`http://cordee.test/gyms/${gym.id}/${gym.slug_name}/admins`);
    const token = weeklyReportToken(t.config.jwtSecret, record.id);
    expect(text).toContain(`http://cordee.test/gym-reports/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(email?.html_body).toContain('Stop receiving this report');
  });

  it('writes in French to a French administrator', async () => {
    const { gym, member } = await reportingAdministrator('Europe/Paris', true, 'fr');
    await runWeeklyReport(t.app.appContext, period, parisMorning);
    const [email] = await emailsTo(member.user.email);
    expect(email?.subject).toBe(`Cordée : la semaine de ${gym.name} (du 16/11/2026)`);
    expect(email?.text_body).toContain('Une semaine calme');
    expect(email?.text_body).toContain('Ne plus recevoir ce rapport');
  });

  it('leaves out records with the report off and deleted accounts', async () => {
    const off = await reportingAdministrator('Europe/Paris', false);
    const gone = await reportingAdministrator('Europe/Paris', true);
    const address = gone.member.user.email;
    await t.db.update(users).set({ deleted_at: new Date() }).where(eq(users.id, gone.member.user.id));
    await runWeeklyReport(t.app.appContext, period, parisMorning);
    expect(await emailsTo(off.member.user.email)).toHaveLength(0);
    expect(await emailsTo(address)).toHaveLength(0);
  });
});

describe('the scheduler', () => {
  const period = '2026-W48';
  const parisMorning = new Date('2026-11-30T10:00:00Z');
  const californiaAfternoon = new Date('2026-11-30T16:00:00Z');

  it("runs each week once, in each gym's time zone, however many schedulers tick", async () => {
    const paris = await reportingAdministrator('Europe/Paris');
    const california = await reportingAdministrator('America/Los_Angeles');
    const [a, b] = [scheduler(), scheduler()];

    await Promise.all([a.tick(parisMorning), b.tick(parisMorning)]);
    expect(await emailsTo(paris.member.user.email)).toHaveLength(1);
    // Its Monday 07:00 has not come in California: the run waits for it.
    expect(await emailsTo(california.member.user.email)).toHaveLength(0);
    expect((await runRow(period))?.state).toBe('running');

    await Promise.all([a.tick(californiaAfternoon), b.tick(californiaAfternoon)]);
    expect(await emailsTo(paris.member.user.email)).toHaveLength(1);
    expect(await emailsTo(california.member.user.email)).toHaveLength(1);
    const row = await runRow(period);
    expect(row?.state).toBe('done');
    expect(row?.done_count).toBeGreaterThanOrEqual(2);

    await a.tick(new Date('2026-12-01T10:00:00Z'));
    expect(await emailsTo(paris.member.user.email)).toHaveLength(1);
  });

  it('resumes a run left by a stopped node, sending only to those it had not reached', async () => {
    const resumedPeriod = '2026-W49';
    const now = new Date('2026-12-07T20:00:00Z');
    const reached = await reportingAdministrator('Europe/Paris');
    const left = await reportingAdministrator('Europe/Paris');
    // What a node stopped halfway leaves: its run row running, one delivery recorded.
    await t.db.insert(scheduledRuns).values({ job: WEEKLY_REPORT_JOB, period: resumedPeriod, state: 'running' });
    await t.db.insert(bulkDeliveries).values({
      job: WEEKLY_REPORT_JOB,
      period: resumedPeriod,
      recipient: `gym_administrator:${reached.record.id}`,
      state: 'sent',
    });
    await scheduler().tick(now);
    expect(await emailsTo(reached.member.user.email)).toHaveLength(0);
    expect(await emailsTo(left.member.user.email)).toHaveLength(1);
    expect((await runRow(resumedPeriod))?.state).toBe('done');
  });

  it('records a failed e-mail and tries it again on the next tick, three times at most', async () => {
    const failingPeriod = '2026-W50';
    const now = new Date('2026-12-14T20:00:00Z');
    const { member, record } = await reportingAdministrator('Europe/Paris');
    const mailer = t.app.appContext.mailer;
    let attempts = 0;
    const failing = {
      ...mailer,
      send: async (message: Parameters<typeof mailer.send>[0]) => {
        if (message.to === member.user.email) {
          attempts += 1;
          throw new Error('mail server away');
        }
        await mailer.send(message);
      },
      close: () => mailer.close(),
    };
    const jobs = scheduledJobs({ ...t.app.appContext, mailer: failing });
    const failingScheduler = createScheduler({ database: t.database, jobs, log: silentLog, intervalMs: 60_000 });
    await failingScheduler.tick(now);
    const key = `gym_administrator:${record.id}`;
    const delivery = () =>
      t.db
        .select()
        .from(bulkDeliveries)
        .where(and(eq(bulkDeliveries.period, failingPeriod), eq(bulkDeliveries.recipient, key)));
    expect((await delivery())[0]).toMatchObject({ state: 'failed', attempts: 1 });
    expect((await runRow(failingPeriod))?.state).toBe('running');
    await failingScheduler.tick(now);
    await failingScheduler.tick(now);
    await failingScheduler.tick(now);
    expect(attempts).toBe(3);
    expect((await delivery())[0]).toMatchObject({ state: 'failed', attempts: 3 });
    expect((await runRow(failingPeriod))?.state).toBe('done');
  });
});

describe('POST gym_administrators/email_report/unsubscribe.json', () => {
  it('turns the report of the record the token names off, without signing in, again when already off', async () => {
    const { gym, record } = await reportingAdministrator();
    const token = weeklyReportToken(t.config.jwtSecret, record.id);
    for (let time = 0; time < 2; time += 1) {
      const answer = await expectCall(
        t,
        200,
        'POST',
        'gym_administrators/email_report/unsubscribe.json',
        t.keyHeaders,
        {
          token,
        },
      );
      expect(answer).toEqual({ gym: { id: gym.id, name: gym.name, slug_name: gym.slug_name } });
    }
    const [row] = await t.db.select().from(gymAdministrators).where(eq(gymAdministrators.id, record.id));
    expect(row?.email_report).toBe(false);
  });

  it('refuses a token it did not sign, or whose record is gone, with token: invalid', async () => {
    const { record } = await reportingAdministrator();
    const token = weeklyReportToken(t.config.jwtSecret, record.id);
    for (const bad of [
      `${token}x`,
      weeklyReportToken('another secret', record.id),
      weeklyReportToken(t.config.jwtSecret, 2_000_000),
    ]) {
      const answer = await expectCall(
        t,
        422,
        'POST',
        'gym_administrators/email_report/unsubscribe.json',
        t.keyHeaders,
        {
          token: bad,
        },
      );
      expect(answer).toEqual({ error: { token: ['invalid'] } });
    }
    const [row] = await t.db.select().from(gymAdministrators).where(eq(gymAdministrators.id, record.id));
    expect(row?.email_report).toBe(true);
  });
});

describe('the plans', () => {
  let admin: Awaited<ReturnType<typeof climber>>;

  beforeAll(async () => {
    admin = await climber({ super_admin: true });
  });

  it('are recorded, listed and deleted by site administrators', async () => {
    const gym = await createGym(t.db);
    const created = await expectCall<GymSubscription>(
      t,
      201,
      'POST',
      `gyms/${gym.id}/gym_subscriptions.json`,
      admin.headers,
      {
        plan: 'club',
        starts_on: '2026-01-01',
        ends_on: '2026-12-31',
        terms: '  Un an, payé en janvier.  ',
      },
    );
    expect(created).toMatchObject({
      gym: { id: gym.id },
      plan: 'club',
      starts_on: '2026-01-01',
      ends_on: '2026-12-31',
      terms: 'Un an, payé en janvier.',
    });
    const upcoming = await expectCall<GymSubscription>(
      t,
      201,
      'POST',
      `gyms/${gym.id}/gym_subscriptions.json`,
      admin.headers,
      {
        plan: 'pro',
        starts_on: '2999-01-01',
      },
    );
    expect(upcoming).toMatchObject({ ends_on: null, terms: null, state: 'upcoming' });
    const response = await call(t, 'GET', `gyms/${gym.id}/gym_subscriptions.json`, admin.headers);
    expect(response.headers['x-total-count']).toBe('2');
    expect((response.json() as GymSubscription[]).map((plan) => plan.plan)).toEqual(['pro', 'club']);
    await expectCall(t, 204, 'DELETE', `gym_subscriptions/${upcoming.id}.json`, admin.headers);
    await expectCall(t, 404, 'DELETE', `gym_subscriptions/${upcoming.id}.json`, admin.headers);
    await expectCall(t, 404, 'GET', 'gyms/2000000/gym_subscriptions.json', admin.headers);
    await expectCall(t, 404, 'POST', 'gyms/2000000/gym_subscriptions.json', admin.headers, {
      plan: 'club',
      starts_on: '2026-01-01',
    });
  });

  it('refuse an end before the start, an unknown plan and a date that is not one, recording nothing', async () => {
    const gym = await createGym(t.db);
    const before = await expectCall(t, 422, 'POST', `gyms/${gym.id}/gym_subscriptions.json`, admin.headers, {
      plan: 'club',
      starts_on: '2026-06-01',
      ends_on: '2026-05-31',
    });
    expect(before).toEqual({ error: { ends_on: ['too_small'] } });
    const wrong = await expectCall<{ error: Record<string, string[]> }>(
      t,
      422,
      'POST',
      `gyms/${gym.id}/gym_subscriptions.json`,
      admin.headers,
      {
        plan: 'gold',
        starts_on: '2026-02-30',
        terms: 'x'.repeat(4001),
      },
    );
    expect(Object.keys(wrong.error).sort()).toEqual(['plan', 'starts_on', 'terms']);
    expect(wrong.error.plan).toEqual(['not_included']);
    expect(wrong.error.terms).toEqual(['too_long']);
    const response = await call(t, 'GET', `gyms/${gym.id}/gym_subscriptions.json`, admin.headers);
    expect(response.headers['x-total-count']).toBe('0');
  });

  it('are recorded by site administrators only; the staff with manage_subscription read their gyms’ plans', async () => {
    const gym = await createGym(t.db);
    const otherGym = await createGym(t.db);
    const manager = await climber();
    await createGymAdministrator(t.db, { gymId: gym.id, userId: manager.user.id, roles: ['manage_subscription'] });
    const withoutRole = await climber();
    await createGymAdministrator(t.db, { gymId: gym.id, userId: withoutRole.user.id, roles: ['manage_openers'] });
    const elsewhere = await climber();
    await createGymAdministrator(t.db, { gymId: otherGym.id, userId: elsewhere.user.id });
    await expectCall(t, 201, 'POST', `gyms/${gym.id}/gym_subscriptions.json`, admin.headers, {
      plan: 'club',
      starts_on: '2020-01-01',
      ends_on: '2021-01-01',
    });
    const plan = await expectCall<GymSubscription>(
      t,
      201,
      'POST',
      `gyms/${gym.id}/gym_subscriptions.json`,
      admin.headers,
      {
        plan: 'pro',
        starts_on: '2021-01-02',
      },
    );

    for (const staff of [manager, withoutRole, elsewhere]) {
      await expectCall(t, 403, 'POST', `gyms/${gym.id}/gym_subscriptions.json`, staff.headers, {
        plan: 'pro',
        starts_on: '2026-01-01',
      });
      await expectCall(t, 403, 'GET', `gyms/${gym.id}/gym_subscriptions.json`, staff.headers);
      await expectCall(t, 403, 'DELETE', `gym_subscriptions/${plan.id}.json`, staff.headers);
    }
    await expectCall(t, 401, 'GET', 'current_users/gym_subscriptions.json', t.keyHeaders);

    const mine = await call(t, 'GET', 'current_users/gym_subscriptions.json', manager.headers);
    expect(mine.headers['x-total-count']).toBe('2');
    expect((mine.json() as GymSubscription[]).map((item) => [item.plan, item.state])).toEqual([
      ['pro', 'current'],
      ['club', 'ended'],
    ]);
    for (const staff of [withoutRole, elsewhere]) {
      const none = await call(t, 'GET', 'current_users/gym_subscriptions.json', staff.headers);
      expect(none.json()).toEqual([]);
    }
  });
});
