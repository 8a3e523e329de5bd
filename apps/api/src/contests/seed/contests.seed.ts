import { findDemoGymManager } from '../../accounts/account.seed';
import type { Database } from '../../db/client';
import type { SeedStep } from '../../db/seed';
import type { Executor } from '../../db/transaction';
import { digestSecretToken, randomSecretToken } from '../../lib/secret-token';
import { nextFreeSlug, slugify } from '../../lib/slug';
import { today } from '../organise/contest.service';
import {
  countContestsOfGym,
  findContestSlugsLike,
  findGymTimeZone,
  insertCategory,
  insertContest,
  insertRouteGroup,
  insertStage,
  insertStep,
  insertWave,
  replaceRoutes,
} from '../organise/organise.repository';
import {
  findParticipantsOfContest,
  insertParticipants,
  type ParticipantValues,
} from '../participants/participants.repository';
import { findResultsOfContest, insertResults, type ResultValues } from '../results/results.repository';
import { computeStandings } from '../results/standings';
import { type ContestStructure, findContestStructure } from '../shared/contest.repository';
import { type DemoContest, FINISHED_CONTEST, seededRandom, UPCOMING_CONTEST } from './demo-contests';

/*
 * The demo contests of a fresh install (docs/domain/contests.md), in the demo bouldering gym: one that
 * ended a week ago with its results, one in three weeks open for registration. Written through the contests'
 * repositories in the seed's transaction, a few batched inserts each; no e-mail goes to their made-up climbers.
 */

const DAY_MS = 86_400_000;

/** The calendar day `days` after `day` (`YYYY-MM-DD`). */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The moment it is `time` (`HH:MM`) on `day` in `timeZone`. */
function atLocalTime(day: string, time: string, timeZone: string): Date {
  const asUtc = Date.parse(`${day}T${time}:00Z`);
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(asUtc));
  const part = (type: string) => parts.find((one) => one.type === type)?.value ?? '00';
  const shown = Date.parse(`${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:00Z`);
  // The zone's offset at that moment, taken back off.
  return new Date(asUtc - (shown - asUtc));
}

/** A date of birth fitting the category in the contest's year, drawn from the generator. */
function dateOfBirth(
  contestYear: number,
  ages: { min_age: number | null; max_age: number | null },
  random: () => number,
) {
  const youngest = ages.min_age ?? 11;
  const oldest = ages.max_age ?? 45;
  const year = contestYear - (youngest + Math.floor(random() * (oldest - youngest + 1)));
  const dayOfYear = Math.floor(random() * 365);
  return new Date(Date.UTC(year, 0, 1) + dayOfYear * DAY_MS).toISOString().slice(0, 10);
}

function emailOf(firstName: string, lastName: string): string {
  return `${slugify(firstName)}.${slugify(lastName)}@example.com`;
}

/**
 * One boulder result drawn from the climber's skill and the route's difficulty (both in [0, 1]): a top, a zone or
 * nothing, with their attempts.
 */
function drawResult(skill: number, difficulty: number, zones: number, random: () => number) {
  const chance = skill - difficulty + 0.35;
  const attempt = () => 1 + Math.floor(random() * random() * 5);
  const roll = random();
  if (roll < chance) {
    const top = attempt();
    const zone = zones > 0 ? Math.max(1, top - Math.floor(random() * top)) : null;
    return {
      topped: true,
      top_attempt: top,
      zone: zones > 0,
      zone_1_attempt: zone,
      attempts: top,
    };
  }
  if (zones > 0 && roll < chance + 0.35) {
    const zone = attempt();
    return { topped: false, top_attempt: null, zone: true, zone_1_attempt: zone, attempts: zone + attempt() };
  }
  return { topped: false, top_attempt: null, zone: false, zone_1_attempt: null, attempts: 1 + attempt() };
}

/** The results of `participantIds` on the step's routes. */
function stepResults(
  structure: ContestStructure,
  stepId: number,
  participantIds: readonly number[],
  skills: ReadonlyMap<number, number>,
  random: () => number,
): ResultValues[] {
  const groups = new Set(
    structure.route_groups.filter((group) => group.contest_step_id === stepId).map((group) => group.id),
  );
  const routes = structure.routes.filter((route) => groups.has(route.contest_route_group_id));
  return participantIds.flatMap((participantId) =>
    routes.map((route, index) => ({
      contest_participant_id: participantId,
      contest_route_id: route.id,
      source: 'organiser' as const,
      ...drawResult(skills.get(participantId) ?? 0.5, (index + 1) / (routes.length + 1), route.zones_count, random),
    })),
  );
}

/** Writes one demo contest, its structure, participants and (when it is over) results; answers its id. */
async function seedContest(
  tx: Executor,
  gymId: number,
  timeZone: string,
  organiserId: number | null,
  demo: DemoContest,
  seed: number,
): Promise<number> {
  const random = seededRandom(seed);
  const day = addDays(today(), demo.startsInDays);
  const base = slugify(demo.name);
  const contestId = await insertContest(tx, {
    gym_id: gymId,
    name: demo.name,
    slug_name: nextFreeSlug(base, await findContestSlugsLike(tx, gymId, base)),
    description: demo.description,
    start_date: day,
    end_date: day,
    registration_opens_at: atLocalTime(addDays(today(), demo.opensInDays), '09:00', timeZone),
    registration_closes_at: atLocalTime(addDays(today(), demo.closesInDays), '20:00', timeZone),
    draft: false,
    private: false,
    next_bib_number: demo.people.length + 1,
    user_id: organiserId,
  });
  for (const [position, category] of demo.categories.entries()) {
    await insertCategory(tx, { contest_id: contestId, position, ...category });
  }
  for (const wave of demo.waves) {
    await insertWave(tx, {
      contest_id: contestId,
      name: wave.name,
      starts_at: atLocalTime(day, wave.from, timeZone),
      ends_at: atLocalTime(day, wave.to, timeZone),
      capacity: wave.capacity,
    });
  }
  await insertStage(tx, { contest_id: contestId, climbing_type: 'boulder', name: 'Bloc', position: 0 });
  const stageId = (await findContestStructure(tx, contestId))?.stages[0]?.id as number;
  for (const [position, step] of demo.steps.entries()) {
    const { routes: _routes, zones: _zones, ...fields } = step;
    await insertStep(tx, { contest_stage_id: stageId, position, ...fields });
  }
  const shaped = (await findContestStructure(tx, contestId)) as ContestStructure;
  for (const [index, step] of demo.steps.entries()) {
    const stepId = shaped.steps[index]?.id as number;
    const groupId = await insertRouteGroup(tx, { contest_step_id: stepId, name: `Blocs — ${step.name}` });
    await replaceRoutes(
      tx,
      groupId,
      Array.from({ length: step.routes }, (_, route) => ({ number: route + 1, zones_count: step.zones })),
    );
  }
  const structure = (await findContestStructure(tx, contestId)) as ContestStructure;
  const year = Number(day.slice(0, 4));
  const values: ParticipantValues[] = demo.people.map((person, index) => ({
    contest_id: contestId,
    first_name: person.first_name,
    last_name: person.last_name,
    date_of_birth: dateOfBirth(year, demo.categories[person.category] as DemoContest['categories'][number], random),
    gender: person.gender,
    email: emailOf(person.first_name, person.last_name),
    club: index % 3 === 0 ? null : index % 3 === 1 ? 'Club démo Lyon' : 'Démo Grimpe Villeurbanne',
    contest_category_id: structure.categories[person.category]?.id as number,
    contest_wave_id: person.wave === undefined ? null : (structure.waves[person.wave]?.id ?? null),
    bib_number: index + 1,
    // Nobody holds these tokens: the demo climbers never enter their own results.
    token_digest: digestSecretToken(randomSecretToken()),
    state: 'registered',
    language: index % 5 === 4 ? 'en' : 'fr',
  }));
  const ids = await insertParticipants(tx, values);
  if (!demo.withResults) return contestId;

  const skills = new Map(ids.map((id) => [id, 0.2 + random() * 0.8]));
  const [first, ...later] = structure.steps;
  if (!first) return contestId;
  await insertResults(tx, stepResults(structure, first.id, ids, skills, random));
  // Each later step: those the rankings so far send through.
  for (const step of later) {
    const participants = await findParticipantsOfContest(tx, contestId, ['registered']);
    const standings = computeStandings(structure, participants, await findResultsOfContest(tx, contestId));
    const qualified = [...(standings.inStep.get(step.id) ?? [])];
    await insertResults(tx, stepResults(structure, step.id, qualified, skills, random));
  }
  return contestId;
}

/**
 * Seeds the demo contests in the demo gym `gymId` (null: the indoor seed did not run, nothing), unless it already has
 * contests.
 */
export async function seedDemoContests(db: Database, gymId: number | null): Promise<number[]> {
  if (gymId === null) return [];
  if ((await countContestsOfGym(db, gymId)) > 0) return [];
  const timeZone = (await findGymTimeZone(db, gymId)) ?? 'Europe/Paris';
  const organiser = await findDemoGymManager(db);
  const finished = await seedContest(db, gymId, timeZone, organiser?.id ?? null, FINISHED_CONTEST, 2025);
  const upcoming = await seedContest(db, gymId, timeZone, organiser?.id ?? null, UPCOMING_CONTEST, 2026);
  return [finished, upcoming];
}

/** The contests' part of the seed, after the indoor one: `demoGym` finds the demo bouldering gym. */
export function contestsSeed(demoGym: (db: Database) => Promise<number | null>): SeedStep {
  return {
    async seedEmpty(tx) {
      await seedDemoContests(tx, await demoGym(tx));
      return undefined;
    },
  };
}
