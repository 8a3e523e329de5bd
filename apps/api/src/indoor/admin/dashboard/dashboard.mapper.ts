import type { DashboardMedia, DashboardRoute, DashboardSector, GymAdminDashboard } from '@climb/contracts';
import { toContributor } from '../../../lib/contributor';
import type { RecentMedia, RecentMediumRow } from '../../../media/media.public';
import type { GymRow } from '../../gyms/gym.repository';
import type { DayWindows, OldRouteRow, RecentRouteRow, SectorAgeRow, WindowCounts } from './dashboard.repository';
import { daysBetween } from './dashboard-dates';

/** How much of a comment the dashboard shows. */
const TEXT_LENGTH = 280;

export interface DashboardRows {
  gym: Pick<GymRow, 'id' | 'name' | 'slug_name' | 'spaces_count' | 'mounted_routes_count' | 'difficulty_system_set_at'>;
  days: DayWindows;
  oldest: OldRouteRow[];
  sectors: SectorAgeRow[];
  recentRoutes: RecentRouteRow[];
  routes: { opened: WindowCounts; dismounted: WindowCounts };
  climbing: { ascents: WindowCounts; climbers: WindowCounts };
  followers: WindowCounts;
  comments: RecentMedia;
  videos: RecentMedia;
}

export function toDashboard(rows: DashboardRows): GymAdminDashboard {
  const { gym, days } = rows;
  const routeNames = new Map(rows.recentRoutes.map((route) => [route.id, route.name]));
  const toMedia = (row: RecentMediumRow): DashboardMedia => ({
    id: row.id,
    created_at: row.created_at.toISOString(),
    author: toContributor(row),
    route: row.target_type === 'gym_routes' ? { id: row.target_id, name: routeNames.get(row.target_id) ?? null } : null,
    text: row.text === null ? null : shorten(row.text),
  });
  return {
    gym: {
      id: gym.id,
      name: gym.name,
      slug_name: gym.slug_name,
      spaces_count: gym.spaces_count,
      mounted_routes_count: gym.mounted_routes_count,
    },
    first_steps: {
      first_space_done: gym.spaces_count > 0,
      difficulty_system_done: gym.difficulty_system_set_at !== null,
    },
    period: { from: days.from, to: days.to },
    figures: {
      routes_opened: rows.routes.opened,
      routes_dismounted: rows.routes.dismounted,
      ascents: rows.climbing.ascents,
      climbers: rows.climbing.climbers,
      followers: rows.followers,
      comments: { current: rows.comments.count, previous: rows.comments.previous_count },
    },
    oldest_routes: rows.oldest.map((route) => toOldRoute(route, days.to)),
    sectors_to_renew: rows.sectors.map(toSector),
    comments: { count: rows.comments.count, latest: rows.comments.latest.map(toMedia) },
    videos: { count: rows.videos.count, latest: rows.videos.latest.map(toMedia) },
  };
}

function toOldRoute(row: OldRouteRow, today: string): DashboardRoute {
  return {
    id: row.id,
    name: row.name,
    climbing_type: row.climbing_type,
    grade_text: row.grade_text,
    level_color: row.level_color,
    hold_colors: row.hold_colors,
    opened_at: row.opened_at,
    age_days: Math.max(daysBetween(row.opened_at, today), 0),
    sector: { id: row.sector_id, name: row.sector_name },
    gym_space_id: row.gym_space_id,
  };
}

function toSector(row: SectorAgeRow): DashboardSector {
  return {
    id: row.id,
    name: row.name,
    gym_space_id: row.gym_space_id,
    space_name: row.space_name,
    routes_count: row.routes_count,
    average_age_days: Math.max(row.average_age_days, 0),
  };
}

function shorten(text: string): string {
  return text.length > TEXT_LENGTH ? `${text.slice(0, TEXT_LENGTH - 1).trimEnd()}…` : text;
}
