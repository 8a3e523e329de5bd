import {
  frenchGradeText,
  GYM_ROUTE_CLIMBING_TYPES,
  type GymLevelStep,
  type GymRouteClimbingType,
  type GymRouteStatistics,
  type HoldColor,
  ROUTE_AGE_BUCKETS,
  type RouteStatisticsGrade,
  type RouteStatisticsSector,
} from '@climb/contracts';
import { daysBetween } from '../dashboard/dashboard-dates';
import type {
  AgeRow,
  LikedRouteRow,
  MountedGroupRow,
  PeriodGroupRow,
  SectorLastOpeningRow,
  SectorMonthRow,
  SectorRow,
} from './statistics.repository';

/*
 * The statistics' answer from the database's groups (a few rows per type, level and grade): folded into levels,
 * grades, notes and opinions here, every route counted by the database.
 */

export interface StatisticsRows {
  gym: { id: number; name: string; slug_name: string };
  filters: GymRouteStatistics['filters'];
  spaces: GymRouteStatistics['spaces'];
  scales: { climbing_type: GymRouteClimbingType; levels: GymLevelStep[] }[];
  months: string[];
  period: PeriodGroupRow[];
  mounted: MountedGroupRow[];
  ages: AgeRow;
  sectors: SectorRow[];
  sectorMonths: SectorMonthRow[];
  lastOpenings: SectorLastOpeningRow[];
  liked: LikedRouteRow[];
}

interface Level {
  climbing_type: GymRouteClimbingType;
  level_index: number | null;
  color: HoldColor | null;
}

const levelKey = (type: string, index: number | null) => `${type}:${index ?? '-'}`;

/**
 * The levels shown: each step of the gym's scale for every type in view (the type chosen, else the types with
 * routes), then the levels the routes still name beyond the scale, then the routes without a level.
 */
function levelsOf(rows: StatisticsRows): Level[] {
  const withRoutes = new Set([...rows.period, ...rows.mounted].map((row) => row.climbing_type));
  const types = GYM_ROUTE_CLIMBING_TYPES.filter((type) =>
    rows.filters.climbing_type === null ? withRoutes.has(type) : type === rows.filters.climbing_type,
  );
  const levels: Level[] = [];
  const known = new Set<string>();
  for (const type of types) {
    const scale = rows.scales.find((entry) => entry.climbing_type === type)?.levels ?? [];
    scale.forEach((step, index) => {
      levels.push({ climbing_type: type, level_index: index, color: step.color });
      known.add(levelKey(type, index));
    });
    const extras = new Map<string, Level>();
    for (const row of [...rows.mounted, ...rows.period]) {
      const key = levelKey(row.climbing_type, row.level_index);
      if (row.climbing_type !== type || known.has(key) || extras.has(key)) continue;
      extras.set(key, {
        climbing_type: type,
        level_index: row.level_index,
        color: row.level_index === null ? null : row.level_color,
      });
    }
    const ordered = [...extras.values()].sort(
      (a, b) => (a.level_index ?? Number.MAX_SAFE_INTEGER) - (b.level_index ?? Number.MAX_SAFE_INTEGER),
    );
    for (const level of ordered) {
      levels.push(level);
      known.add(levelKey(level.climbing_type, level.level_index));
    }
  }
  return levels;
}

/** Sums of `pick` over the groups, per level. */
function perLevel<Row extends { climbing_type: string; level_index: number | null }>(
  groups: Row[],
  pick: (row: Row) => number[],
): Map<string, number[]> {
  const sums = new Map<string, number[]>();
  for (const row of groups) {
    const key = levelKey(row.climbing_type, row.level_index);
    const values = pick(row);
    const sum = sums.get(key) ?? values.map(() => 0);
    sums.set(
      key,
      sum.map((value, index) => value + (values[index] ?? 0)),
    );
  }
  return sums;
}

function gradesOf(rows: StatisticsRows): RouteStatisticsGrade[] {
  const grades = new Map<number | null, RouteStatisticsGrade>();
  const entry = (value: number | null) => {
    let found = grades.get(value);
    if (!found) {
      found = { grade_value: value, grade_text: frenchGradeText(value), mounted: 0, opened: 0 };
      grades.set(value, found);
    }
    return found;
  };
  for (const row of rows.mounted) entry(row.grade_value).mounted += row.mounted;
  for (const row of rows.period) entry(row.grade_value).opened += row.opened;
  return [...grades.values()].sort(
    (a, b) => (a.grade_value ?? Number.MAX_SAFE_INTEGER) - (b.grade_value ?? Number.MAX_SAFE_INTEGER),
  );
}

function sectorsOf(rows: StatisticsRows): RouteStatisticsSector[] {
  const monthIndex = new Map(rows.months.map((month, index) => [month, index]));
  const counts = new Map<number, number[]>();
  for (const row of rows.sectorMonths) {
    const months = counts.get(row.sector_id) ?? rows.months.map(() => 0);
    const index = monthIndex.get(row.month);
    if (index !== undefined) months[index] = (months[index] ?? 0) + row.opened;
    counts.set(row.sector_id, months);
  }
  const last = new Map(rows.lastOpenings.map((row) => [row.sector_id, row.last_opened_at]));
  const type = rows.filters.climbing_type;
  return rows.sectors
    .filter(
      (sector) =>
        type === null ||
        sector.climbing_type === null ||
        sector.climbing_type === type ||
        last.has(sector.id) ||
        counts.has(sector.id),
    )
    .map((sector) => {
      const months = counts.get(sector.id) ?? rows.months.map(() => 0);
      const lastOpenedAt = last.get(sector.id) ?? null;
      return {
        id: sector.id,
        name: sector.name,
        gym_space_id: sector.gym_space_id,
        space_name: sector.space_name,
        opened: months.reduce((sum, value) => sum + value, 0),
        months,
        last_opened_at: lastOpenedAt,
        days_since_last_opening:
          lastOpenedAt === null ? null : Math.max(daysBetween(lastOpenedAt, rows.filters.today), 0),
      };
    });
}

export function toRouteStatistics(rows: StatisticsRows): GymRouteStatistics {
  const levels = levelsOf(rows);
  const mounted = perLevel(rows.mounted, (row) => [row.mounted]);
  const period = perLevel(rows.period, (row) => [
    row.opened,
    row.note_sum,
    row.note_votes,
    row.noted_routes,
    row.soft,
    row.right,
    row.hard,
    row.unrated,
  ]);
  const sums = (level: Level) => {
    const key = levelKey(level.climbing_type, level.level_index);
    const [opened = 0, noteSum = 0, votes = 0, noted = 0, soft = 0, right = 0, hard = 0, unrated = 0] =
      period.get(key) ?? [];
    return { mounted: mounted.get(key)?.[0] ?? 0, opened, noteSum, votes, noted, soft, right, hard, unrated };
  };
  const sum = <Row>(list: Row[], pick: (row: Row) => number) => list.reduce((total, row) => total + pick(row), 0);
  return {
    gym: rows.gym,
    filters: rows.filters,
    spaces: rows.spaces,
    totals: { mounted: sum(rows.mounted, (row) => row.mounted), opened: sum(rows.period, (row) => row.opened) },
    levels: levels.map((level) => {
      const figures = sums(level);
      return { ...level, mounted: figures.mounted, opened: figures.opened };
    }),
    grades: gradesOf(rows),
    months: rows.months,
    sectors: sectorsOf(rows),
    ages: {
      buckets: ROUTE_AGE_BUCKETS.map((bucket) => ({ bucket, count: rows.ages[bucket] })),
      mean_days: rows.ages.mean_days,
    },
    notes: levels.map((level) => {
      const figures = sums(level);
      return {
        ...level,
        mean: figures.votes > 0 ? Math.round((figures.noteSum / figures.votes) * 100) / 100 : null,
        routes_with_notes: figures.noted,
        votes: figures.votes,
      };
    }),
    likes: {
      total: sum(rows.period, (row) => row.likes),
      mounted_total: sum(rows.mounted, (row) => row.likes),
      top: rows.liked.map((route) => ({
        id: route.id,
        name: route.name,
        climbing_type: route.climbing_type,
        grade_text: route.grade_text,
        level_color: route.level_color,
        opened_at: route.opened_at,
        likes_count: route.likes_count,
        sector: { id: route.sector_id, name: route.sector_name },
      })),
    },
    opinions: levels.map((level) => {
      const { soft, right, hard, unrated } = sums(level);
      return { ...level, soft, right, hard, unrated };
    }),
  };
}
