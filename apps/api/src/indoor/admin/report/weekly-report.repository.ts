import type { Locale } from '@climb/contracts';
import { and, asc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { bulkDeliveries, gymAdministrators, gyms, users } from '../../../db/schema';
import type { Executor } from '../../../db/transaction';

/** One administrator record whose report is due: where to write, in which language, and the gym. */
export interface ReportRecipientRow {
  id: number;
  gym_id: number;
  email: string | null;
  first_name: string;
  language: Locale;
  gym_name: string;
  gym_slug_name: string;
}

/** The key a record's delivery is kept under in `bulk_deliveries`. */
export const reportRecipientKey = (administratorId: number) => `gym_administrator:${administratorId}`;

/** Whether the gym's Monday 07:00 after the week (local time) has come by `now`. */
const dueBy = (nextMonday: string, now: Date) =>
  sql`((${nextMonday}::date + time '07:00') at time zone ${gyms.time_zone}) <= ${now.toISOString()}::timestamptz`;

/**
 * The next records (by id, after `afterId`) whose weekly report is due and not yet sent nor given up on: report on,
 * account not deleted, and the gym's Monday 07:00 after the week come by `now`.
 */
export async function findDueReportRecipients(
  executor: Executor,
  options: {
    job: string;
    period: string;
    nextMonday: string;
    now: Date;
    afterId: number;
    limit: number;
    maxAttempts: number;
  },
): Promise<ReportRecipientRow[]> {
  return executor
    .select({
      id: gymAdministrators.id,
      gym_id: gyms.id,
      email: users.email,
      first_name: users.first_name,
      language: users.language,
      gym_name: gyms.name,
      gym_slug_name: gyms.slug_name,
    })
    .from(gymAdministrators)
    .innerJoin(users, and(eq(users.id, gymAdministrators.user_id), isNull(users.deleted_at), isNotNull(users.email)))
    .innerJoin(gyms, eq(gyms.id, gymAdministrators.gym_id))
    .where(
      and(
        eq(gymAdministrators.email_report, true),
        gt(gymAdministrators.id, options.afterId),
        dueBy(options.nextMonday, options.now),
        sql`not exists (select 1 from ${bulkDeliveries} where ${bulkDeliveries.job} = ${options.job}
          and ${bulkDeliveries.period} = ${options.period}
          and ${bulkDeliveries.recipient} = 'gym_administrator:' || ${gymAdministrators.id}
          and (${bulkDeliveries.state} = 'sent' or ${bulkDeliveries.attempts} >= ${options.maxAttempts}))`,
      ),
    )
    .orderBy(asc(gymAdministrators.id))
    .limit(options.limit);
}

/** How many records will get the week's report later: their gym's Monday 07:00 has not come yet. */
export async function countReportRecipientsNotDue(executor: Executor, nextMonday: string, now: Date): Promise<number> {
  const [row] = await executor
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(gymAdministrators)
    .innerJoin(users, and(eq(users.id, gymAdministrators.user_id), isNull(users.deleted_at), isNotNull(users.email)))
    .innerJoin(gyms, eq(gyms.id, gymAdministrators.gym_id))
    .where(and(eq(gymAdministrators.email_report, true), sql`not (${dueBy(nextMonday, now)})`));
  return row?.count ?? 0;
}

export interface WeeklyFiguresRow {
  gym_id: number;
  routes_opened: number;
  routes_dismounted: number;
  ascents: number;
  climbers: number;
  new_followers: number;
  comments: number;
  top_route_name: string | null;
  top_route_grade_text: string | null;
  top_route_ascents: number | null;
}

/**
 * The week's figures of each gym of `gymIds`, in one query: routes opened and taken down (by their dates), ascents of
 * its routes and their distinct climbers (by the day climbed), new followers and comments on the gym and its routes
 * (between the gym's local Mondays), and the route climbed most.
 */
export async function findWeeklyFigures(
  executor: Executor,
  gymIds: readonly number[],
  monday: string,
  sunday: string,
): Promise<WeeklyFiguresRow[]> {
  if (gymIds.length === 0) return [];
  const ids = `{${gymIds.join(',')}}`;
  const result = await executor.execute(sql`
    with week_gyms as (
      select g.id as gym_id,
        (${monday}::date)::timestamp at time zone g.time_zone as starts_at,
        (${monday}::date + 7)::timestamp at time zone g.time_zone as ends_at
      from gyms g where g.id = any(${ids}::int[])
    ),
    route_counts as (
      select r.gym_id,
        count(*) filter (where r.opened_at between ${monday}::date and ${sunday}::date) as opened,
        count(*) filter (where r.dismounted_at between ${monday}::date and ${sunday}::date) as dismounted
      from gym_routes r
      where r.gym_id = any(${ids}::int[])
        and (r.opened_at between ${monday}::date and ${sunday}::date
          or r.dismounted_at between ${monday}::date and ${sunday}::date)
      group by r.gym_id
    ),
    week_ascents as (
      select a.gym_id, a.gym_route_id, a.user_id
      from ascents a
      where a.gym_id = any(${ids}::int[]) and a.gym_route_id is not null
        and a.released_at between ${monday}::date and ${sunday}::date
    ),
    ascent_counts as (
      select gym_id, count(*) as ascents, count(distinct user_id) as climbers from week_ascents group by gym_id
    ),
    top_routes as (
      select distinct on (gym_id) gym_id, gym_route_id, count(*) as ascents
      from week_ascents
      group by gym_id, gym_route_id
      order by gym_id, count(*) desc, gym_route_id
    ),
    follower_counts as (
      select w.gym_id, count(*) as followers
      from week_gyms w
      join follows f on f.followable_type = 'gyms' and f.followable_id = w.gym_id
        and f.created_at >= w.starts_at and f.created_at < w.ends_at
      group by w.gym_id
    ),
    comment_counts as (
      select w.gym_id, count(*) as comments
      from comments c
      left join gym_routes r on c.commentable_type = 'gym_routes' and r.id = c.commentable_id
      join week_gyms w on w.gym_id = case when c.commentable_type = 'gyms' then c.commentable_id else r.gym_id end
      where c.commentable_type in ('gyms', 'gym_routes') and c.deleted_at is null
        and c.created_at >= w.starts_at and c.created_at < w.ends_at
      group by w.gym_id
    )
    select w.gym_id,
      coalesce(rc.opened, 0)::int as routes_opened,
      coalesce(rc.dismounted, 0)::int as routes_dismounted,
      coalesce(ac.ascents, 0)::int as ascents,
      coalesce(ac.climbers, 0)::int as climbers,
      coalesce(fc.followers, 0)::int as new_followers,
      coalesce(cc.comments, 0)::int as comments,
      tr_route.name as top_route_name,
      tr_route.grade_text as top_route_grade_text,
      tr.ascents::int as top_route_ascents
    from week_gyms w
    left join route_counts rc on rc.gym_id = w.gym_id
    left join ascent_counts ac on ac.gym_id = w.gym_id
    left join top_routes tr on tr.gym_id = w.gym_id
    left join gym_routes tr_route on tr_route.id = tr.gym_route_id
    left join follower_counts fc on fc.gym_id = w.gym_id
    left join comment_counts cc on cc.gym_id = w.gym_id
  `);
  return (result as unknown as { rows: WeeklyFiguresRow[] }).rows;
}
