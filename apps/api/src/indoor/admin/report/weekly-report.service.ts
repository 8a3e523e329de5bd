import type { AppContext } from '../../../app-context';
import { countDeliveries, MAX_DELIVERY_ATTEMPTS, sendInBulk } from '../../../lib/bulk-sender';
import { addDays, isoWeekMonday, isoWeekPeriod, type RunOutcome, type ScheduledJob } from '../../../lib/scheduler';
import { type WeeklyFigures, weeklyReportEmail } from './weekly-report.email';
import {
  countReportRecipientsNotDue,
  findDueReportRecipients,
  findWeeklyFigures,
  type ReportRecipientRow,
  reportRecipientKey,
  type WeeklyFiguresRow,
} from './weekly-report.repository';
import { weeklyReportToken } from './weekly-report-token';

/*
 * The weekly e-mail report (docs/domain/indoor.md, "Weekly report"): each administrator record with `email_report`
 * gets its gym's figures of the week just ended, on Monday from 07:00 in the gym's time zone. One period per week:
 * the run of a week begins when the first gyms' Monday 07:00 comes (UTC+14) and finishes once the last ones' has
 * (UTC-12), each tick sending to the records whose time has come and that have not had it yet.
 */

export const WEEKLY_REPORT_JOB = 'gym_weekly_report';

/** How far ahead of UTC the earliest time zone is, less the report's 07:00: the week's run opens this early. */
const EARLIEST_OPENING_MS = (14 - 7) * 3_600_000;

/** The gyms (and their administrators) read per query. */
const REPORT_BATCH = 500;

type ReportContext = Pick<AppContext, 'db' | 'config' | 'mailer'>;

/**
 * The week being reported at `now` (`2026-W48`): the last week whose Monday 07:00 after it has come somewhere on
 * earth. It stays that week until the next one's opens, six days later: time for every time zone.
 */
export function weeklyReportPeriod(now: Date): string {
  return isoWeekPeriod(new Date(now.getTime() + EARLIEST_OPENING_MS - 7 * 86_400_000));
}

function toFigures(row: WeeklyFiguresRow | undefined): WeeklyFigures {
  return {
    routesOpened: row?.routes_opened ?? 0,
    routesDismounted: row?.routes_dismounted ?? 0,
    ascents: row?.ascents ?? 0,
    climbers: row?.climbers ?? 0,
    newFollowers: row?.new_followers ?? 0,
    comments: row?.comments ?? 0,
    topRoute:
      row && row.top_route_ascents !== null
        ? { name: row.top_route_name, gradeText: row.top_route_grade_text, ascents: row.top_route_ascents }
        : null,
  };
}

/**
 * Sends (or resumes sending) the report of `period` to the records whose gym's Monday 07:00 has come by `now`; the
 * run is finished once no record waits for its gym's time and no failed e-mail is left to try again.
 */
export async function runWeeklyReport(context: ReportContext, period: string, now: Date): Promise<RunOutcome> {
  const weekStart = isoWeekMonday(period);
  if (weekStart === null) return { finished: true };
  const monday: string = weekStart;
  const sunday = addDays(monday, 6);
  const nextMonday = addDays(monday, 7);
  const { db, config } = context;

  const emailOf = (row: ReportRecipientRow, figures: WeeklyFigures) => {
    const token = weeklyReportToken(config.jwtSecret, row.id);
    return weeklyReportEmail(row.language, figures, {
      to: row.email ?? '',
      firstName: row.first_name,
      gymName: row.gym_name,
      weekStart: monday,
      weekEnd: sunday,
      dashboardUrl: `${config.publicUrl}/gyms/${row.gym_id}/${row.gym_slug_name}/admins`,
      unsubscribeUrl: `${config.publicUrl}/gym-reports/unsubscribe?token=${encodeURIComponent(token)}`,
    });
  };

  async function* recipients() {
    let afterId = 0;
    for (;;) {
      const rows = await findDueReportRecipients(db, {
        job: WEEKLY_REPORT_JOB,
        period,
        nextMonday,
        now,
        afterId,
        limit: REPORT_BATCH,
        maxAttempts: MAX_DELIVERY_ATTEMPTS,
      });
      if (rows.length === 0) return;
      const figures = await findWeeklyFigures(db, [...new Set(rows.map((row) => row.gym_id))], monday, sunday);
      const byGym = new Map(figures.map((row) => [row.gym_id, row]));
      for (const row of rows) {
        const email = emailOf(row, toFigures(byGym.get(row.gym_id)));
        yield { key: reportRecipientKey(row.id), send: () => context.mailer.send(email) };
      }
      afterId = rows[rows.length - 1]?.id ?? afterId;
    }
  }

  const outcome = await sendInBulk(db, {
    job: WEEKLY_REPORT_JOB,
    period,
    recipients: recipients(),
    batchSize: REPORT_BATCH,
  });
  const waiting = await countReportRecipientsNotDue(db, nextMonday, now);
  const counts = await countDeliveries(db, WEEKLY_REPORT_JOB, period);
  return { finished: waiting === 0 && outcome.retrying === 0, ...counts };
}

/** The job the scheduler runs (`composition.ts`). */
export function weeklyReportJob(context: ReportContext): ScheduledJob {
  return {
    name: WEEKLY_REPORT_JOB,
    period: weeklyReportPeriod,
    run: (period, now) => runWeeklyReport(context, period, now),
  };
}
