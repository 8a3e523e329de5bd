import type {
  Contest,
  ContestGym,
  ContestRouteGroup,
  ContestStage,
  ContestStep,
  ContestSummary,
} from '@climb/contracts';
import { variantUrls } from '../../media/image-variants';
import { resultsHidden } from './contest.policy';
import type { ContestCounts, ContestGymRow, ContestRow, ContestStructure } from './contest.repository';
import type { FileUrl } from './file-urls';

/*
 * A contest as the API answers it: its fields, what it says now (results hidden, registration open), its gym and,
 * for one contest, its whole structure with the places left. Neither dates of birth nor e-mails are read here.
 */

/** The wide banner's address, or null. */
function bannerUrl(key: string | null, url: FileUrl): string | null {
  return key ? variantUrls('banner', key, url).large : null;
}

export function toContestGym(row: ContestGymRow): ContestGym {
  return {
    id: row.id,
    name: row.name,
    slug_name: row.slug_name,
    city: row.city,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

/** Whether registration is open at `now`: its window, and not a draft. */
export function registrationOpen(contest: ContestRow, now: Date): boolean {
  return !contest.draft && contest.registration_opens_at <= now && now < contest.registration_closes_at;
}

function contestFields(
  row: ContestRow,
  counted: { registered: number; waiting: number },
  now: Date,
  url: FileUrl,
): Omit<ContestSummary, 'gym' | 'distance_km'> {
  return {
    id: row.id,
    gym_id: row.gym_id,
    name: row.name,
    slug_name: row.slug_name,
    description: row.description,
    start_date: row.start_date,
    end_date: row.end_date,
    registration_opens_at: row.registration_opens_at.toISOString(),
    registration_closes_at: row.registration_closes_at.toISOString(),
    capacity: row.capacity,
    draft: row.draft,
    private: row.private,
    hide_results_until: row.hide_results_until?.toISOString() ?? null,
    results_hidden: resultsHidden(row, now),
    registration_open: registrationOpen(row, now),
    team_contest: row.team_contest,
    participants_per_team: row.participants_per_team,
    combined_ranking: row.combined_ranking,
    banner_url: bannerUrl(row.banner_key, url),
    participants_count: counted.registered,
    waiting_count: counted.waiting,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** A contest in a list, `distance_km` from the place asked near (null without one). */
export function toContestSummary(
  row: ContestRow,
  gym: ContestGymRow,
  counted: { registered: number; waiting: number },
  now: Date,
  url: FileUrl,
  distanceKm: number | null = null,
): ContestSummary {
  return { ...contestFields(row, counted, now, url), gym: toContestGym(gym), distance_km: distanceKm };
}

const placesLeft = (capacity: number | null, taken: number): number | null =>
  capacity === null ? null : Math.max(0, capacity - taken);

/** `GET contests/{id}.json`: the contest, its gym and its structure in order, with the places left. */
export function toContest(structure: ContestStructure, counts: ContestCounts, now: Date, url: FileUrl): Contest {
  const { contest, gym } = structure;
  const routesOf = new Map<number, ContestRouteGroup['routes']>();
  for (const route of structure.routes) {
    const routes = routesOf.get(route.contest_route_group_id) ?? [];
    routes.push({
      id: route.id,
      number: route.number,
      holds_count: route.holds_count,
      points: route.points,
      zones_count: route.zones_count,
    });
    routesOf.set(route.contest_route_group_id, routes);
  }
  const groupsOf = new Map<number, ContestRouteGroup[]>();
  for (const group of structure.route_groups) {
    const groups = groupsOf.get(group.contest_step_id) ?? [];
    groups.push({
      id: group.id,
      name: group.name,
      gender: group.gender,
      category_ids: group.category_ids,
      starts_at: group.starts_at?.toISOString() ?? null,
      ends_at: group.ends_at?.toISOString() ?? null,
      routes: routesOf.get(group.id) ?? [],
    });
    groupsOf.set(group.contest_step_id, groups);
  }
  const stepsOf = new Map<number, ContestStep[]>();
  for (const step of structure.steps) {
    const steps = stepsOf.get(step.contest_stage_id) ?? [];
    steps.push({
      id: step.id,
      name: step.name,
      kind: step.kind,
      position: step.position,
      ranking_type: step.ranking_type,
      best_routes_count: step.best_routes_count,
      qualified_count: step.qualified_count,
      self_reporting: step.self_reporting,
      route_groups: groupsOf.get(step.id) ?? [],
    });
    stepsOf.set(step.contest_stage_id, steps);
  }
  const stages: ContestStage[] = structure.stages.map((stage) => ({
    id: stage.id,
    climbing_type: stage.climbing_type,
    name: stage.name,
    position: stage.position,
    steps: stepsOf.get(stage.id) ?? [],
  }));
  return {
    ...contestFields(contest, counts, now, url),
    gym: toContestGym(gym),
    categories: structure.categories.map((category) => {
      const registered = counts.registeredByCategory.get(category.id) ?? 0;
      return {
        id: category.id,
        name: category.name,
        position: category.position,
        capacity: category.capacity,
        unisex: category.unisex,
        min_age: category.min_age,
        max_age: category.max_age,
        min_birth_year: category.min_birth_year,
        max_birth_year: category.max_birth_year,
        registered_count: registered,
        waiting_count: counts.waitingByCategory.get(category.id) ?? 0,
        places_left: placesLeft(category.capacity, registered),
      };
    }),
    waves: structure.waves.map((wave) => {
      const registered = counts.registeredByWave.get(wave.id) ?? 0;
      return {
        id: wave.id,
        name: wave.name,
        starts_at: wave.starts_at?.toISOString() ?? null,
        ends_at: wave.ends_at?.toISOString() ?? null,
        capacity: wave.capacity,
        registered_count: registered,
        places_left: placesLeft(wave.capacity, registered),
      };
    }),
    teams: structure.teams.map((team) => ({
      id: team.id,
      name: team.name,
      members_count: counts.membersByTeam.get(team.id) ?? 0,
    })),
    stages,
  };
}
