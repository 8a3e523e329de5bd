import type {
  ContestMyContest,
  ContestResult,
  ContestResultInput,
  ContestResults,
  ContestResultsQuery,
  ContestSelfResultInput,
} from '@climb/contracts';
import type { AppContext } from '../../app-context';
import { inTransaction } from '../../db/transaction';
import { NotFound, ValidationFailed } from '../../lib/errors';
import { toContestParticipantOwn } from '../participants/participants.mapper';
import { findParticipantDetail, findParticipantsOfContest } from '../participants/participants.repository';
import { participantOfToken } from '../participants/participants.service';
import { assertVisible, resultsHidden } from '../shared/contest.policy';
import { type ContestRouteGroupRow, type ContestStructure, findContestStructure } from '../shared/contest.repository';
import { moveContestVersions } from '../shared/contest-versions';
import { deleteResult, findResultsOfContest, upsertResult } from './results.repository';
import { computeStandings, participantGroups, toContestResult } from './standings';

/*
 * Results (docs/domain/contests.md, "Results"): the organisers enter or correct any result; a participant enters
 * their own with their token where the step allows it and while its group's window is open. Each write moves the
 * contest's versions; the rankings are computed from the results by the one scoring module.
 */

export type ResultsContext = Pick<AppContext, 'db' | 'config' | 'cache'>;

async function structureOf(context: Pick<AppContext, 'db'>, contestId: number): Promise<ContestStructure> {
  const structure = await findContestStructure(context.db, contestId);
  if (!structure) throw new NotFound('Contest not found');
  return structure;
}

/** `GET contests/{id}/results.json`: hidden results are empty for all but the organisers. */
export async function getContestResults(
  context: ResultsContext,
  contestId: number,
  query: ContestResultsQuery,
  organiser: boolean,
  now = new Date(),
): Promise<ContestResults> {
  const structure = await structureOf(context, contestId);
  assertVisible(structure.contest, organiser);
  const hidden = resultsHidden(structure.contest, now);
  const [participants, results] = await Promise.all([
    findParticipantsOfContest(context.db, contestId, ['registered']),
    findResultsOfContest(context.db, contestId),
  ]);
  const standings = computeStandings(structure, participants, results);
  const shown = !hidden || organiser;
  const categoryId = query.contest_category_id ?? structure.categories[0]?.id ?? null;
  const wanted = (ranking: { contest_category_id: number; gender: string | null }) =>
    ranking.contest_category_id === categoryId &&
    (query.gender === undefined || ranking.gender === null || ranking.gender === query.gender);
  return {
    contest_id: contestId,
    contest_category_id: categoryId,
    results_hidden: hidden,
    steps: standings.steps.map((step) => ({ ...step, rankings: shown ? step.rankings.filter(wanted) : [] })),
    overall: shown ? standings.overall.filter(wanted) : [],
    teams: shown ? standings.teams : [],
  };
}

type ResultFields = Omit<ContestResultInput, 'contest_participant_id'>;

/** 422 `too_big` for a zone the route does not have, a hold past its holds, an attempt after the attempts made. */
function checkBounds(route: ContestStructure['routes'][number], input: ResultFields): void {
  const errors: Record<string, ['too_big']> = {};
  if (route.zones_count < 1) {
    if (input.zone) errors.zone = ['too_big'];
    if (input.zone_1_attempt != null) errors.zone_1_attempt = ['too_big'];
  }
  if (route.zones_count < 2 && input.zone_2_attempt != null) errors.zone_2_attempt = ['too_big'];
  if (input.hold_number != null && route.holds_count !== null && input.hold_number > route.holds_count)
    errors.hold_number = ['too_big'];
  if (input.attempts != null) {
    for (const field of ['top_attempt', 'zone_1_attempt', 'zone_2_attempt'] as const) {
      const value = input[field];
      if (value != null && value > input.attempts) errors[field] = ['too_big'];
    }
  }
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
}

/** The route of the contest the participant climbs, with its step and group: else `contest_route_id: not_included`. */
function routeOfParticipant(
  structure: ContestStructure,
  participant: { contest_category_id: number; gender: 'male' | 'female' },
  routeId: number,
) {
  const route = structure.routes.find((candidate) => candidate.id === routeId);
  const group = route && structure.route_groups.find((candidate) => candidate.id === route.contest_route_group_id);
  const step = group && structure.steps.find((candidate) => candidate.id === group.contest_step_id);
  if (!route || !group || !step) throw ValidationFailed.on('contest_route_id', 'not_included');
  if (!participantGroups(structure, step.id, participant).some((candidate) => candidate.id === group.id))
    throw ValidationFailed.on('contest_route_id', 'not_included');
  return { route, group, step };
}

async function write(
  context: ResultsContext,
  contestId: number,
  participantId: number,
  routeId: number,
  input: ResultFields,
  source: 'organiser' | 'participant',
): Promise<ContestResult | null> {
  const row = await inTransaction(context.db, async (tx) => {
    if (input.clear) {
      await deleteResult(tx, participantId, [routeId]);
      return null;
    }
    return upsertResult(tx, {
      contest_participant_id: participantId,
      contest_route_id: routeId,
      topped: input.topped ?? false,
      top_attempt: input.top_attempt ?? null,
      zone: input.zone ?? false,
      zone_1_attempt: input.zone_1_attempt ?? null,
      zone_2_attempt: input.zone_2_attempt ?? null,
      attempts: input.attempts ?? null,
      hold_number: input.hold_number ?? null,
      hold_plus: input.hold_plus ?? false,
      time_ms: input.time_ms ?? null,
      source,
    });
  });
  await moveContestVersions(context, contestId);
  return row ? toContestResult(row) : null;
}

/** `PUT contests/{id}/results.json`: the organisers' entry or correction; `clear` removes it (null: 204). */
export async function enterContestResult(
  context: ResultsContext,
  contestId: number,
  input: ContestResultInput,
): Promise<ContestResult | null> {
  const structure = await structureOf(context, contestId);
  const participant = await findParticipantDetail(context.db, input.contest_participant_id);
  if (!participant || participant.contest_id !== contestId || participant.state !== 'registered')
    throw ValidationFailed.on('contest_participant_id', 'not_included');
  const { route } = routeOfParticipant(structure, participant, input.contest_route_id);
  if (!input.clear) checkBounds(route, input);
  return write(context, contestId, participant.id, route.id, input, 'organiser');
}

/** Whether a route group's window is open at `now`: its own, else the contest's days. */
function windowOpen(structure: ContestStructure, group: ContestRouteGroupRow, now: Date): boolean {
  const starts = group.starts_at ?? new Date(`${structure.contest.start_date}T00:00:00Z`);
  const ends = group.ends_at ?? new Date(new Date(`${structure.contest.end_date}T00:00:00Z`).getTime() + 86_400_000);
  return starts <= now && now < ends;
}

/** `PUT contests/{id}/my_contest/results.json`: only where the step allows it, they are in it and it is open. */
export async function enterMyContestResult(
  context: ResultsContext,
  contestId: number,
  input: ContestSelfResultInput,
  now = new Date(),
): Promise<ContestResult | null> {
  const participant = await participantOfToken(context.db, contestId, input.token);
  const structure = await structureOf(context, contestId);
  if (participant.state !== 'registered') throw ValidationFailed.on('contest_route_id', 'not_included');
  const { route, group, step } = routeOfParticipant(structure, participant, input.contest_route_id);
  const standings = await standingsOf(context, structure);
  if (!step.self_reporting || !standings.inStep.get(step.id)?.has(participant.id) || !windowOpen(structure, group, now))
    throw ValidationFailed.on('contest_route_id', 'not_included');
  const { token: _token, ...fields } = input;
  if (!fields.clear) checkBounds(route, fields);
  return write(context, contestId, participant.id, route.id, fields, 'participant');
}

async function standingsOf(context: Pick<AppContext, 'db'>, structure: ContestStructure) {
  const [participants, results] = await Promise.all([
    findParticipantsOfContest(context.db, structure.contest.id, ['registered']),
    findResultsOfContest(context.db, structure.contest.id),
  ]);
  return { ...computeStandings(structure, participants, results), results };
}

/** `POST contests/{id}/my_contest.json`: the token's participant, their steps, routes, results and ranks. */
export async function getMyContest(
  context: ResultsContext,
  contestId: number,
  token: string,
  now = new Date(),
): Promise<ContestMyContest> {
  const participant = await participantOfToken(context.db, contestId, token);
  const structure = await structureOf(context, contestId);
  const standings = await standingsOf(context, structure);
  const hidden = resultsHidden(structure.contest, now);
  const mine = standings.results.filter((row) => row.contest_participant_id === participant.id);
  const registered = participant.state === 'registered';
  return {
    participant: toContestParticipantOwn(participant, null),
    steps: structure.steps.map((step) => {
      const inIt = registered && (standings.inStep.get(step.id)?.has(participant.id) ?? false);
      const groups = inIt ? participantGroups(structure, step.id, participant) : [];
      const routes = structure.routes.filter((route) =>
        groups.some((group) => group.id === route.contest_route_group_id),
      );
      const routeIds = new Set(routes.map((route) => route.id));
      return {
        step: {
          id: step.id,
          name: step.name,
          kind: step.kind,
          position: step.position,
          ranking_type: step.ranking_type,
          best_routes_count: step.best_routes_count,
          qualified_count: step.qualified_count,
          self_reporting: step.self_reporting,
        },
        routes: routes.map((route) => ({
          id: route.id,
          number: route.number,
          holds_count: route.holds_count,
          points: route.points,
          zones_count: route.zones_count,
        })),
        self_reporting_open: inIt && step.self_reporting && groups.some((group) => windowOpen(structure, group, now)),
        results: mine.filter((row) => routeIds.has(row.contest_route_id)).map(toContestResult),
        rank: hidden || !inIt ? null : (standings.stepRanks.get(step.id)?.get(participant.id) ?? null),
      };
    }),
  };
}
