import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { contestCategories, contestParticipants, contests, contestWaves } from '../../../src/db/schema';
import { digestSecretToken, randomSecretToken } from '../../../src/lib/secret-token';
import { createCategory, createContest, createStageWithStep, dayFromToday } from '../../factories/contests.factory';
import type { World } from '../../helpers/authorization-world';
import type { AreaFixtures } from './area-fixtures';

/*
 * Contest participation in the authorization matrix: participants of the world's contest (the organise area's file
 * makes it, with a category and a wave), and a contest held today whose step lets participants enter their own
 * results. The token endpoints (`api_key`) get a real token: each call inserts a participant whose token's digest is
 * kept, and sends the token itself.
 */

const unique = () => randomBytes(4).toString('hex');
const contestOf = (world: World) => world.ids.contests as number;

/** A person no other call of the matrix registered (names and date of birth). */
function person() {
  const tag = unique();
  return {
    first_name: `Camille${tag}`,
    last_name: `Essai${tag}`,
    date_of_birth: '1994-06-15',
    gender: 'female' as const,
    email: `camille.${tag}@example.test`,
  };
}

/** A registered participant of `contestId` in its category and wave, with the token whose digest is kept. */
async function insertParticipant(
  world: World,
  contestId: number,
  categoryId: number,
  waveId: number | null,
): Promise<{ id: number; token: string }> {
  const token = randomSecretToken();
  const [contest] = await world.t.db
    .update(contests)
    .set({ next_bib_number: sql`${contests.next_bib_number} + 1` })
    .where(eq(contests.id, contestId))
    .returning({ next: contests.next_bib_number });
  const [row] = await world.t.db
    .insert(contestParticipants)
    .values({
      contest_id: contestId,
      ...person(),
      contest_category_id: categoryId,
      contest_wave_id: waveId,
      bib_number: (contest?.next ?? 2) - 1,
      token_digest: digestSecretToken(token),
      state: 'registered',
    })
    .returning({ id: contestParticipants.id });
  if (!row) throw new Error('insertParticipant: no row returned');
  return { id: row.id, token };
}

/** A participant of the world's contest (its category and wave). */
function worldParticipant(world: World) {
  return insertParticipant(
    world,
    contestOf(world),
    world.ids.contest_categories as number,
    world.ids.contest_waves as number,
  );
}

/** A participant of the contest held today, in the step that allows self-reporting. */
function liveParticipant(world: World) {
  return insertParticipant(world, world.ids.live_contests as number, world.ids.live_contest_categories as number, null);
}

async function records(world: World): Promise<Record<string, number>> {
  const participant = await worldParticipant(world);
  const today = dayFromToday(0);
  const live = await createContest(world.t.db, world.ids.gyms as number, { start_date: today, end_date: today });
  const category = await createCategory(world.t.db, live.id, { name: 'Open' });
  const { routes } = await createStageWithStep(world.t.db, live.id, { routesCount: 1, step: { self_reporting: true } });
  return {
    contest_participants: participant.id,
    live_contests: live.id,
    live_contest_categories: category.id,
    live_contest_routes: routes[0]?.id as number,
  };
}

async function copy(world: World, kind: string): Promise<number | null> {
  if (kind !== 'contest_participants') return null;
  return (await worldParticipant(world)).id;
}

/** The names of the world contest's category and wave, as a CSV row names them. */
async function namesOfWorld(world: World) {
  const db = world.t.db;
  const [category] = await db
    .select({ name: contestCategories.name })
    .from(contestCategories)
    .where(eq(contestCategories.id, world.ids.contest_categories as number));
  const [wave] = await db
    .select({ name: contestWaves.name })
    .from(contestWaves)
    .where(eq(contestWaves.id, world.ids.contest_waves as number));
  return { category: category?.name ?? '', wave: wave?.name ?? '' };
}

async function importBody(world: World) {
  const { category, wave } = await namesOfWorld(world);
  const one = person();
  const row = [one.first_name, one.last_name, one.date_of_birth, 'f', one.email, '', category, wave]
    .map((cell) => `"${cell.replace(/"/g, '""')}"`)
    .join(',');
  return { csv: `first_name,last_name,date_of_birth,gender,email,club,category,wave\n${row}\n`, send_emails: false };
}

const live = (world: World) => ({ contests: world.ids.live_contests as number });

export const contestsParticipationFixtures: AreaFixtures = {
  records,
  copy,
  fixtures: {
    registerForContest: {
      body: ({ world }) => ({
        ...person(),
        contest_category_id: world.ids.contest_categories as number,
        contest_wave_id: world.ids.contest_waves as number,
      }),
    },
    cancelContestRegistration: { body: async ({ world }) => ({ token: (await worldParticipant(world)).token }) },
    createContestParticipant: {
      body: ({ world }) => ({
        ...person(),
        contest_category_id: world.ids.contest_categories as number,
        contest_wave_id: world.ids.contest_waves as number,
        send_email: false,
      }),
    },
    updateContestParticipant: { body: () => ({ club: `Club ${unique()}` }) },
    previewContestParticipantImport: { body: ({ world }) => importBody(world) },
    importContestParticipants: { body: ({ world }) => importBody(world) },
    enterContestResult: {
      records: live,
      body: async ({ world }) => ({
        contest_participant_id: (await liveParticipant(world)).id,
        contest_route_id: world.ids.live_contest_routes as number,
        topped: true,
        top_attempt: 1,
        attempts: 1,
      }),
    },
    getMyContest: { body: async ({ world }) => ({ token: (await worldParticipant(world)).token }) },
    enterMyContestResult: {
      records: live,
      body: async ({ world }) => ({
        token: (await liveParticipant(world)).token,
        contest_route_id: world.ids.live_contest_routes as number,
        topped: true,
        top_attempt: 2,
        attempts: 2,
      }),
    },
  },
};
