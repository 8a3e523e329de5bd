import { z } from 'zod';
import { contributor } from '../../outdoor/wiki';
import { GYM_ROUTE_CLIMBING_TYPES, HOLD_COLORS } from '../enums';

/*
 * The administration area's dashboard (docs/domain/indoor.md, "Administration"): what needs the staff's attention
 * at a gym, its last 28 days' figures against the 28 days before, and its first steps.
 */

/** How many days the dashboard's figures and new media look back. */
export const DASHBOARD_WINDOW_DAYS = 28;

/** A route mounted for long, with its sector and level colour. */
export const dashboardRoute = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  climbing_type: z.enum(GYM_ROUTE_CLIMBING_TYPES),
  grade_text: z.string().nullable(),
  level_color: z.enum(HOLD_COLORS).nullable(),
  hold_colors: z.array(z.enum(HOLD_COLORS)),
  opened_at: z.iso.date(),
  /** Days since it was opened, in the gym's time zone. */
  age_days: z.number().int(),
  sector: z.object({ id: z.number().int(), name: z.string() }),
  gym_space_id: z.number().int(),
});
export type DashboardRoute = z.infer<typeof dashboardRoute>;

/** A sector whose mounted routes are the oldest on average. */
export const dashboardSector = z.object({
  id: z.number().int(),
  name: z.string(),
  gym_space_id: z.number().int(),
  space_name: z.string(),
  /** Mounted routes in the sector, and their average age in days. */
  routes_count: z.number().int(),
  average_age_days: z.number().int(),
});
export type DashboardSector = z.infer<typeof dashboardSector>;

/** A comment or a video left on the gym or one of its routes; `route` is null when on the gym itself. */
export const dashboardMedia = z.object({
  id: z.number().int(),
  created_at: z.iso.datetime({ offset: true }),
  /** The author; null once their account is gone. */
  author: contributor.nullable(),
  route: z.object({ id: z.number().int(), name: z.string().nullable() }).nullable(),
  /** A comment's text, cut short; a video's description (null without one). */
  text: z.string().nullable(),
});
export type DashboardMedia = z.infer<typeof dashboardMedia>;

/** One figure of the last 28 days and of the 28 days before. */
export const dashboardFigure = z.object({ current: z.number().int(), previous: z.number().int() });
export type DashboardFigure = z.infer<typeof dashboardFigure>;

export const DASHBOARD_FIGURES = [
  'routes_opened',
  'routes_dismounted',
  'ascents',
  'climbers',
  'followers',
  'comments',
] as const;
export type DashboardFigureKey = (typeof DASHBOARD_FIGURES)[number];

/** `GET gyms/{id}/admin_dashboard.json`. */
export const gymAdminDashboard = z.object({
  gym: z.object({
    id: z.number().int(),
    name: z.string(),
    slug_name: z.string(),
    spaces_count: z.number().int(),
    mounted_routes_count: z.number().int(),
  }),
  /** The first steps of a newly claimed gym, offered until done. */
  first_steps: z.object({ first_space_done: z.boolean(), difficulty_system_done: z.boolean() }),
  /** The window's first day (today minus 27 days, in the gym's time zone) and today. */
  period: z.object({ from: z.iso.date(), to: z.iso.date() }),
  figures: z.object({
    routes_opened: dashboardFigure,
    routes_dismounted: dashboardFigure,
    ascents: dashboardFigure,
    climbers: dashboardFigure,
    followers: dashboardFigure,
    comments: dashboardFigure,
  }),
  oldest_routes: z.array(dashboardRoute),
  sectors_to_renew: z.array(dashboardSector),
  comments: z.object({ count: z.number().int(), latest: z.array(dashboardMedia) }),
  videos: z.object({ count: z.number().int(), latest: z.array(dashboardMedia) }),
});
export type GymAdminDashboard = z.infer<typeof gymAdminDashboard>;
