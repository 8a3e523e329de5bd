import {
  type ContestGender,
  type ContestOverallRanking,
  type ContestRanking,
  type ContestRankingResult,
  type ContestResult,
  type ContestRouteResult,
  type ContestStepResults,
  type ContestTeamRankingRow,
  combineStages,
  pointsOfPlace,
  qualifiedIds,
  type RankedEntry,
  rankStep,
  teamRanking,
} from '@climb/contracts';
import { toContestParticipantPublic } from '../participants/participants.mapper';
import type { ParticipantRow } from '../participants/participants.repository';
import type {
  ContestCategoryRow,
  ContestRouteGroupRow,
  ContestRouteRow,
  ContestStepRow,
  ContestStructure,
} from '../shared/contest.repository';
import type { ResultRow } from './results.repository';

/*
 * A contest's rankings from its structure, registered participants and results (docs/domain/contests.md, "Ranking
 * types", "Ties, qualification and combined rankings"): per step, per category and (unless unisex) gender, the one
 * scoring module's ranks; who goes through to the next step; each stage's final ranks (those of the last step they
 * climbed, after those who went further); the overall ranking and the teams'.
 */

/** A ranking group: a category, and a gender unless the category is unisex. */
export interface RankingGroup {
  category: ContestCategoryRow;
  gender: ContestGender | null;
}

const groupKey = (categoryId: number, gender: ContestGender | null) => `${categoryId}:${gender ?? '*'}`;

export function rankingGroups(categories: readonly ContestCategoryRow[]): RankingGroup[] {
  return categories.flatMap((category): RankingGroup[] =>
    category.unisex
      ? [{ category, gender: null }]
      : (['female', 'male'] as const).map((gender) => ({ category, gender })),
  );
}

export function groupOf(
  participant: Pick<ParticipantRow, 'contest_category_id' | 'gender'>,
  categories: readonly ContestCategoryRow[],
) {
  const category = categories.find((candidate) => candidate.id === participant.contest_category_id);
  return groupKey(participant.contest_category_id, category?.unisex ? null : participant.gender);
}

/** Whether a route group is climbed by a category (and a gender; null: a unisex ranking, every gender). */
export function groupClimbs(group: ContestRouteGroupRow, categoryId: number, gender: ContestGender | null): boolean {
  const category = group.category_ids.length === 0 || group.category_ids.includes(categoryId);
  return category && (gender === null || group.gender === 'unisex' || group.gender === gender);
}

/** The route groups of a step a participant climbs: their category's, their gender's or both genders'. */
export function participantGroups(
  structure: ContestStructure,
  stepId: number,
  participant: Pick<ParticipantRow, 'contest_category_id' | 'gender'>,
): ContestRouteGroupRow[] {
  return structure.route_groups.filter(
    (group) =>
      group.contest_step_id === stepId &&
      (group.category_ids.length === 0 || group.category_ids.includes(participant.contest_category_id)) &&
      (group.gender === 'unisex' || group.gender === participant.gender),
  );
}

export function toContestResult(row: ResultRow): ContestResult {
  return {
    contest_route_id: row.contest_route_id,
    topped: row.topped,
    top_attempt: row.top_attempt,
    zone: row.zone,
    zone_1_attempt: row.zone_1_attempt,
    zone_2_attempt: row.zone_2_attempt,
    attempts: row.attempts,
    hold_number: row.hold_number,
    hold_plus: row.hold_plus,
    time_ms: row.time_ms,
    source: row.source,
    updated_at: row.updated_at.toISOString(),
  };
}

/** A result as a ranking shows it (the public's: not who entered it nor when). */
function toRankingResult(row: ResultRow): ContestRankingResult {
  const { source: _source, updated_at: _updatedAt, ...shown } = toContestResult(row);
  return shown;
}

function toRouteResult(row: ResultRow): ContestRouteResult {
  return {
    topped: row.topped,
    top_attempt: row.top_attempt,
    zone_1_attempt: row.zone_1_attempt,
    zone_2_attempt: row.zone_2_attempt,
    zone: row.zone,
    attempts: row.attempts,
    hold_number: row.hold_number,
    hold_plus: row.hold_plus,
    time_ms: row.time_ms,
  };
}

const toRoute = (route: ContestRouteRow) => ({
  id: route.id,
  number: route.number,
  holds_count: route.holds_count,
  points: route.points,
  zones_count: route.zones_count,
});

/** One step's ranking of one group, with who is in it and who goes through. */
interface GroupStepRanking {
  ranked: RankedEntry[];
  qualified: Set<number>;
}

export interface Standings {
  steps: ContestStepResults[];
  overall: ContestOverallRanking[];
  teams: ContestTeamRankingRow[];
  /** Per step id, per participant id: their rank, and whether they are in the step. */
  stepRanks: Map<number, Map<number, number>>;
  inStep: Map<number, Set<number>>;
}

/** Ranks every step of every stage, then the overall and the teams'. */
export function computeStandings(
  structure: ContestStructure,
  participants: readonly ParticipantRow[],
  results: readonly ResultRow[],
): Standings {
  const groups = rankingGroups(structure.categories);
  const resultsOf = new Map<number, ResultRow[]>();
  for (const row of results)
    resultsOf.set(row.contest_participant_id, [...(resultsOf.get(row.contest_participant_id) ?? []), row]);
  const steps: ContestStepResults[] = [];
  const stepRanks = new Map<number, Map<number, number>>();
  const inStep = new Map<number, Set<number>>();
  /** Per stage, per participant: the stage's final rank. */
  const stageRanks: Map<number, number>[] = [];

  for (const stage of structure.stages) {
    const stageSteps = structure.steps.filter((step) => step.contest_stage_id === stage.id);
    const perStep: { step: ContestStepRow; byGroup: Map<string, GroupStepRanking> }[] = [];
    let previous: Map<string, GroupStepRanking> | null = null;
    for (const [index, step] of stageSteps.entries()) {
      const hasNext = index < stageSteps.length - 1;
      const byGroup = new Map<string, GroupStepRanking>();
      const rankings: ContestRanking[] = [];
      const ranks = new Map<number, number>();
      const members = new Set<number>();
      for (const group of groups) {
        const key = groupKey(group.category.id, group.gender);
        const before: GroupStepRanking | undefined = previous?.get(key);
        const climbers = participants.filter(
          (participant) =>
            participant.contest_category_id === group.category.id &&
            (group.gender === null || participant.gender === group.gender) &&
            (!previous || before?.qualified.has(participant.id)),
        );
        const routeGroups = structure.route_groups.filter(
          (routeGroup) =>
            routeGroup.contest_step_id === step.id && groupClimbs(routeGroup, group.category.id, group.gender),
        );
        const routes = structure.routes.filter((route) =>
          routeGroups.some((routeGroup) => routeGroup.id === route.contest_route_group_id),
        );
        if (routes.length === 0 && climbers.length === 0) continue;
        const routeIds = new Set(routes.map((route) => route.id));
        const previousRank = new Map(before?.ranked.map((entry) => [entry.participant_id, entry.rank]) ?? []);
        const ranked = rankStep({
          ranking_type: step.ranking_type,
          best_routes_count: step.best_routes_count,
          routes,
          entries: climbers.map((participant) => ({
            participant_id: participant.id,
            previous_rank: previousRank.get(participant.id) ?? null,
            results: new Map(
              (resultsOf.get(participant.id) ?? [])
                .filter((row) => routeIds.has(row.contest_route_id))
                .map((row) => [row.contest_route_id, toRouteResult(row)]),
            ),
          })),
        });
        const qualified = hasNext ? qualifiedIds(ranked, step.qualified_count) : new Set<number>();
        byGroup.set(key, { ranked, qualified });
        for (const participant of climbers) members.add(participant.id);
        for (const entry of ranked) ranks.set(entry.participant_id, entry.rank);
        rankings.push({
          contest_category_id: group.category.id,
          gender: group.gender,
          routes: routes.map(toRoute),
          rows: ranked
            .slice()
            .sort((a, b) => a.rank - b.rank)
            .flatMap((entry) => {
              const participant = climbers.find((one) => one.id === entry.participant_id);
              if (!participant) return [];
              return [
                {
                  rank: entry.rank,
                  participant: toContestParticipantPublic(participant),
                  score: entry.score,
                  tops: entry.tops,
                  zones: entry.zones,
                  top_attempts: entry.top_attempts,
                  zone_attempts: entry.zone_attempts,
                  qualified: qualified.has(entry.participant_id),
                  results: (resultsOf.get(participant.id) ?? [])
                    .filter((row) => routeIds.has(row.contest_route_id))
                    .map(toRankingResult),
                },
              ];
            }),
        });
      }
      steps.push({
        id: step.id,
        contest_stage_id: stage.id,
        climbing_type: stage.climbing_type,
        name: step.name,
        kind: step.kind,
        ranking_type: step.ranking_type,
        best_routes_count: step.best_routes_count,
        qualified_count: step.qualified_count,
        rankings,
      });
      stepRanks.set(step.id, ranks);
      inStep.set(step.id, members);
      perStep.push({ step, byGroup });
      previous = byGroup;
    }
    stageRanks.push(stageFinalRanks(perStep.map((one) => one.byGroup)));
  }

  const overall: ContestOverallRanking[] = [];
  const pointsOf = new Map<number, number>();
  for (const group of groups) {
    const members = participants.filter(
      (participant) =>
        participant.contest_category_id === group.category.id &&
        (group.gender === null || participant.gender === group.gender),
    );
    if (members.length === 0) continue;
    const entries = members
      .map((participant) => ({
        participant_id: participant.id,
        ranks: stageRanks.map((ranks) => ranks.get(participant.id) ?? null),
      }))
      .filter((entry) => entry.ranks.some((rank) => rank !== null));
    if (entries.length === 0) continue;
    const combined =
      stageRanks.length > 1
        ? combineStages(entries, structure.contest.combined_ranking)
        : entries.map((entry) => ({ participant_id: entry.participant_id, rank: entry.ranks[0] ?? 0, score: null }));
    overall.push({
      contest_category_id: group.category.id,
      gender: group.gender,
      rows: combined
        .slice()
        .sort((a, b) => a.rank - b.rank)
        .flatMap((entry) => {
          const participant = members.find((one) => one.id === entry.participant_id);
          const ranks = entries.find((one) => one.participant_id === entry.participant_id)?.ranks ?? [];
          if (!participant) return [];
          pointsOf.set(participant.id, pointsOfPlace(entry.rank));
          return [
            {
              rank: entry.rank,
              participant: toContestParticipantPublic(participant),
              score: entry.score,
              stage_ranks: [...ranks],
            },
          ];
        }),
    });
  }

  const teamMembers = participants.flatMap((participant) =>
    participant.contest_team_id === null || !pointsOf.has(participant.id)
      ? []
      : [{ team_id: participant.contest_team_id, points: pointsOf.get(participant.id) ?? 0 }],
  );
  const teams = structure.contest.team_contest
    ? teamRanking(teamMembers).map((team) => ({
        rank: team.rank,
        contest_team_id: team.team_id,
        name: structure.teams.find((one) => one.id === team.team_id)?.name ?? '',
        points: team.points,
      }))
    : [];
  return { steps, overall, teams, stepRanks, inStep };
}

/**
 * A stage's final ranks per group: those of its last step first, then each earlier step's others after them, by
 * their rank there (ties share a rank).
 */
function stageFinalRanks(steps: readonly Map<string, GroupStepRanking>[]): Map<number, number> {
  const final = new Map<number, number>();
  const keys = new Set(steps.flatMap((byGroup) => [...byGroup.keys()]));
  for (const key of keys) {
    const placed = new Set<number>();
    for (const byGroup of [...steps].reverse()) {
      const ranking = byGroup.get(key);
      if (!ranking) continue;
      const rest = ranking.ranked.filter((entry) => !placed.has(entry.participant_id));
      const offset = placed.size;
      for (const entry of rest) {
        const better = rest.filter((other) => other.rank < entry.rank).length;
        final.set(entry.participant_id, offset + better + 1);
      }
      for (const entry of rest) placed.add(entry.participant_id);
    }
  }
  return final;
}
