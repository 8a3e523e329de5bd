import {
  type ContestParticipant,
  type ContestParticipantInput,
  type ContestParticipantListQuery,
  type ContestParticipantOwn,
  type ContestParticipantUpdateInput,
  type ContestRegistration,
  type ContestRegistrationInput,
  type ContestStartList,
  fittingCategories,
  type Locale,
  type UpcomingContest,
} from '@climb/contracts';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { Forbidden, NotFound, ValidationFailed } from '../../lib/errors';
import { digestSecretToken, randomSecretToken } from '../../lib/secret-token';
import { registrationOpen, toContestSummary } from '../shared/contest.mapper';
import { assertVisible } from '../shared/contest.policy';
import {
  type ContestRow,
  countParticipantsOfContest,
  countParticipantsOfContests,
  findContestGym,
  findContestRow,
  lockContest,
} from '../shared/contest.repository';
import { moveContestVersions } from '../shared/contest-versions';
import { fileUrls } from '../shared/file-urls';
import { contestParticipantEmail, type ParticipantEmailKind } from './participants.email';
import { toContestParticipant, toContestParticipantOwn, toContestParticipantPublic } from './participants.mapper';
import {
  type CategoryRow,
  deleteParticipant,
  findCategories,
  findParticipantByTokenDigest,
  findParticipantDetail,
  findParticipantDetails,
  findParticipantsOfContest,
  findParticipantsPage,
  findSamePerson,
  findTeams,
  findUpcomingOfClimber,
  findWaiting,
  findWaves,
  insertParticipants,
  lockParticipant,
  type ParticipantDetailRow,
  type ParticipantRow,
  type TeamRow,
  takeBibNumbers,
  updateParticipant,
  type WaveRow,
} from './participants.repository';

/*
 * A contest's participants (docs/domain/contests.md, "Participants"): registration from the public page while the
 * window is open (a place, or the waiting list when the contest, the category or the wave is full), the organisers'
 * additions and changes, cancellations that move the waiting list up in the same transaction, bib numbers from the
 * contest's counter and secret tokens of which only the digest is kept.
 */

export type ParticipantsReadContext = Pick<AppContext, 'db' | 'config'>;
export type ParticipantsContext = Pick<AppContext, 'db' | 'config' | 'cache' | 'mailer' | 'background' | 'rateLimiter'>;
type Tx = Database;

// ---------------------------------------------------------------- categories, waves, teams

/**
 * The category given (it must be the contest's and the person must fit it), or the only one the person fits (the
 * age reached during the contest's year, or the birth year). Both genders fit every category: one that is not unisex
 * ranks them apart.
 */
export function chooseCategory(
  categories: readonly CategoryRow[],
  contest: Pick<ContestRow, 'start_date'>,
  dateOfBirth: string,
  categoryId: number | undefined,
): CategoryRow {
  const fitting = fittingCategories(categories, { date_of_birth: dateOfBirth }, contest.start_date);
  if (categoryId !== undefined) {
    const category = categories.find((candidate) => candidate.id === categoryId);
    if (!category) throw ValidationFailed.on('contest_category_id', 'not_included');
    if (!fitting.includes(category.id)) throw ValidationFailed.on('date_of_birth', 'not_included');
    return category;
  }
  const [only] = fitting;
  const category = categories.find((candidate) => candidate.id === only);
  if (!category) throw ValidationFailed.on('date_of_birth', 'not_included');
  if (fitting.length > 1) throw ValidationFailed.on('contest_category_id', 'required');
  return category;
}

/** The wave given: required when the contest has waves, one of them. */
export function chooseWave(waves: readonly WaveRow[], waveId: number | null | undefined): WaveRow | null {
  if (waveId === undefined || waveId === null) {
    if (waves.length > 0) throw ValidationFailed.on('contest_wave_id', 'required');
    return null;
  }
  const wave = waves.find((candidate) => candidate.id === waveId);
  if (!wave) throw ValidationFailed.on('contest_wave_id', 'not_included');
  return wave;
}

/** The team given: one of a team contest's, not full (its members, waiting ones included). */
function chooseTeam(
  contest: ContestRow,
  teams: readonly TeamRow[],
  membersByTeam: ReadonlyMap<number, number>,
  teamId: number | null | undefined,
  currentTeamId: number | null = null,
): TeamRow | null {
  if (teamId === undefined || teamId === null) return null;
  const team = contest.team_contest ? teams.find((candidate) => candidate.id === teamId) : undefined;
  if (!team) throw ValidationFailed.on('contest_team_id', 'not_included');
  const members = membersByTeam.get(team.id) ?? 0;
  if (team.id !== currentTeamId && contest.participants_per_team !== null && members >= contest.participants_per_team)
    throw ValidationFailed.on('contest_team_id', 'too_long');
  return team;
}

// ---------------------------------------------------------------- places and the waiting list

/** Registered participants: in the contest, per category, per wave. Kept up to date as places are taken. */
interface Places {
  total: number;
  byCategory: Map<number, number>;
  byWave: Map<number, number>;
}

async function placesTaken(tx: Tx, contestId: number): Promise<Places> {
  const counts = await countParticipantsOfContest(tx, contestId);
  return {
    total: counts.registered,
    byCategory: new Map(counts.registeredByCategory),
    byWave: new Map(counts.registeredByWave),
  };
}

function hasPlace(
  contest: ContestRow,
  category: Pick<CategoryRow, 'id' | 'capacity'>,
  wave: Pick<WaveRow, 'id' | 'capacity'> | null,
  places: Places,
): boolean {
  if (contest.capacity !== null && places.total >= contest.capacity) return false;
  if (category.capacity !== null && (places.byCategory.get(category.id) ?? 0) >= category.capacity) return false;
  if (wave && wave.capacity !== null && (places.byWave.get(wave.id) ?? 0) >= wave.capacity) return false;
  return true;
}

function takePlace(places: Places, categoryId: number, waveId: number | null): void {
  places.total += 1;
  places.byCategory.set(categoryId, (places.byCategory.get(categoryId) ?? 0) + 1);
  if (waveId !== null) places.byWave.set(waveId, (places.byWave.get(waveId) ?? 0) + 1);
}

/**
 * Moves up, first come first, every waiting participant a free place now fits (their category and wave, the
 * contest's capacity), in the transaction that freed it: their ids, to e-mail once it commits.
 */
async function moveWaitingListUp(tx: Tx, contest: ContestRow): Promise<number[]> {
  const waiting = await findWaiting(tx, contest.id);
  if (waiting.length === 0) return [];
  const [categories, waves, places] = await Promise.all([
    findCategories(tx, contest.id),
    findWaves(tx, contest.id),
    placesTaken(tx, contest.id),
  ]);
  const moved: number[] = [];
  for (const participant of waiting) {
    const category = categories.find((candidate) => candidate.id === participant.contest_category_id);
    const wave = waves.find((candidate) => candidate.id === participant.contest_wave_id) ?? null;
    if (!category || !hasPlace(contest, category, wave, places)) continue;
    await updateParticipant(tx, participant.id, { state: 'registered', waiting_since: null });
    takePlace(places, category.id, wave?.id ?? null);
    moved.push(participant.id);
  }
  return moved;
}

// ---------------------------------------------------------------- e-mails

/** E-mails participants once their change committed (errors logged: the change stands). */
function emailParticipants(
  context: ParticipantsContext,
  contestId: number,
  kind: ParticipantEmailKind,
  sent: readonly { id: number; token: string | null }[],
): void {
  if (sent.length === 0) return;
  context.background.run('contest participant e-mail could not be sent', async () => {
    const contest = await findContestRow(context.db, contestId);
    const gym = contest ? await findContestGym(context.db, contest.gym_id) : undefined;
    if (!contest || !gym) return;
    const rows = await findParticipantDetails(
      context.db,
      sent.map((one) => one.id),
    );
    for (const row of rows) {
      const token = sent.find((one) => one.id === row.id)?.token ?? null;
      await context.mailer.send(participantMessage(context, contest, gym, row, kind, token));
    }
  });
}

/** The address of the participant's own contest page: `my-contest` (the token in the fragment, kept off servers). */
export function myContestLink(
  context: Pick<AppContext, 'config'>,
  contest: Pick<ContestRow, 'id' | 'slug_name'>,
  gym: { id: number; slug_name: string },
  token: string | null,
): string {
  const page = `${context.config.publicUrl}/gyms/${gym.id}/${encodeURIComponent(gym.slug_name)}/contests/${contest.id}/${encodeURIComponent(contest.slug_name)}/my-contest`;
  return token ? `${page}#token=${encodeURIComponent(token)}` : page;
}

export function participantMessage(
  context: Pick<AppContext, 'config'>,
  contest: ContestRow,
  gym: { id: number; name: string; slug_name: string },
  row: ParticipantRow,
  kind: ParticipantEmailKind,
  token: string | null,
) {
  const language: Locale = row.language === 'en' ? 'en' : 'fr';
  return contestParticipantEmail(language, kind, {
    to: row.email,
    firstName: row.first_name,
    contestName: contest.name,
    gymName: gym.name,
    bibNumber: row.bib_number,
    token,
    link: myContestLink(context, contest, gym, token),
  });
}

// ---------------------------------------------------------------- reading

async function own(context: Pick<AppContext, 'db'>, id: number): Promise<ContestParticipantOwn> {
  const row = await findParticipantDetail(context.db, id);
  if (!row) throw new NotFound('Participant not found');
  return toContestParticipantOwn(row, await waitingPositionOf(context.db, row));
}

async function full(context: Pick<AppContext, 'db'>, id: number): Promise<ContestParticipant> {
  const row = await findParticipantDetail(context.db, id);
  if (!row) throw new NotFound('Participant not found');
  return toContestParticipant(row, await waitingPositionOf(context.db, row));
}

async function waitingPositionOf(executor: Tx, row: ParticipantRow): Promise<number | null> {
  if (row.state !== 'waiting') return null;
  const waiting = await findWaiting(executor, row.contest_id);
  const same = waiting.filter(
    (other) => other.contest_category_id === row.contest_category_id && other.contest_wave_id === row.contest_wave_id,
  );
  return same.findIndex((other) => other.id === row.id) + 1 || null;
}

/** The participant a token names in this contest: another contest's or an unknown token is 422 `token: invalid`. */
export async function participantOfToken(
  executor: Tx,
  contestId: number,
  token: string,
): Promise<ParticipantDetailRow> {
  const row = await findParticipantByTokenDigest(executor, digestSecretToken(token));
  if (!row || row.contest_id !== contestId) throw ValidationFailed.on('token', 'invalid');
  return row;
}

// ---------------------------------------------------------------- registering

interface PersonInput {
  first_name: string;
  last_name: string;
  date_of_birth: string;
  gender: ParticipantRow['gender'];
  email: string;
  club?: string | null;
  contest_category_id?: number;
  contest_wave_id?: number | null;
  contest_team_id?: number | null;
  language?: Locale;
}

/** Places a new person in the contest (locked): its checks, their bib and token. The new participant's id. */
async function addPerson(
  tx: Tx,
  contest: ContestRow,
  input: PersonInput,
  options: { userId: number | null; whateverTheCapacity: boolean; token: string; now: Date },
): Promise<{ id: number; state: ParticipantRow['state'] }> {
  const [categories, waves, teams, counts] = await Promise.all([
    findCategories(tx, contest.id),
    findWaves(tx, contest.id),
    findTeams(tx, contest.id),
    countParticipantsOfContest(tx, contest.id),
  ]);
  const category = chooseCategory(categories, contest, input.date_of_birth, input.contest_category_id);
  const wave = chooseWave(waves, input.contest_wave_id);
  const team = chooseTeam(contest, teams, counts.membersByTeam, input.contest_team_id);
  if ((await findSamePerson(tx, contest.id, input)) !== null) throw ValidationFailed.on('base', 'taken');
  const places: Places = {
    total: counts.registered,
    byCategory: counts.registeredByCategory,
    byWave: counts.registeredByWave,
  };
  const state = options.whateverTheCapacity || hasPlace(contest, category, wave, places) ? 'registered' : 'waiting';
  const bib = await takeBibNumbers(tx, contest.id, 1);
  const [id] = await insertParticipants(tx, [
    {
      contest_id: contest.id,
      first_name: input.first_name,
      last_name: input.last_name,
      date_of_birth: input.date_of_birth,
      gender: input.gender,
      email: input.email.toLowerCase(),
      club: input.club ?? null,
      contest_category_id: category.id,
      contest_wave_id: wave?.id ?? null,
      contest_team_id: team?.id ?? null,
      user_id: options.userId,
      bib_number: bib,
      token_digest: digestSecretToken(options.token),
      state,
      waiting_since: state === 'waiting' ? options.now : null,
      language: input.language ?? 'fr',
    },
  ]);
  if (id === undefined) throw new Error('The participant was not inserted');
  return { id, state };
}

/**
 * `POST contests/{id}/registrations.json`: the honeypot filled is 403 `robot` (nothing written, nothing counted);
 * limited per address and per e-mail; only while the window is open (a draft is not found).
 */
export async function registerForContest(
  context: ParticipantsContext,
  contestId: number,
  input: ContestRegistrationInput,
  caller: { userId: number | null; ip: string; organiser: boolean },
): Promise<ContestRegistration> {
  if (input.website !== undefined && input.website.trim() !== '') {
    throw new Forbidden({ code: 'robot', message: 'This form is for people' });
  }
  await context.rateLimiter.consume([
    { rule: 'contest_registration_ip', subject: caller.ip },
    { rule: 'contest_registration_email', subject: input.email.toLowerCase() },
  ]);
  const token = randomSecretToken();
  const now = new Date();
  const { id, state } = await inTransaction(context.db, async (tx) => {
    const contest = await lockContest(tx, contestId);
    if (!contest) throw new NotFound('Contest not found');
    assertVisible(contest, caller.organiser);
    if (!registrationOpen(contest, now)) throw ValidationFailed.on('base', 'not_included');
    return addPerson(tx, contest, input, { userId: caller.userId, whateverTheCapacity: false, token, now });
  });
  await moveContestVersions(context, contestId);
  emailParticipants(context, contestId, state === 'waiting' ? 'waiting' : 'registered', [{ id, token }]);
  return { participant: await own(context, id), token };
}

/** `POST contests/{id}/registrations/cancel.json`: the token's participant leaves; the waiting list moves up. */
export async function cancelContestRegistration(
  context: ParticipantsContext,
  contestId: number,
  token: string,
): Promise<ContestParticipantOwn> {
  const { id, moved } = await inTransaction(context.db, async (tx) => {
    const contest = await lockContest(tx, contestId);
    if (!contest) throw new NotFound('Contest not found');
    const participant = await participantOfToken(tx, contestId, token);
    if (participant.state === 'cancelled') return { id: participant.id, moved: [] };
    await updateParticipant(tx, participant.id, { state: 'cancelled', cancelled_at: new Date(), waiting_since: null });
    return { id: participant.id, moved: await moveWaitingListUp(tx, contest) };
  });
  await moveContestVersions(context, contestId);
  emailParticipants(
    context,
    contestId,
    'moved_up',
    moved.map((movedId) => ({ id: movedId, token: null })),
  );
  return own(context, id);
}

// ---------------------------------------------------------------- the organisers

/** `GET contests/{id}/contest_participants.json`: a page by bib number. */
export async function listContestParticipants(
  context: ParticipantsReadContext,
  contestId: number,
  query: ContestParticipantListQuery,
): Promise<{ items: ContestParticipant[]; total: number }> {
  if (!(await findContestRow(context.db, contestId))) throw new NotFound('Contest not found');
  const { rows, total } = await findParticipantsPage(
    context.db,
    contestId,
    { state: query.state, categoryId: query.contest_category_id, waveId: query.contest_wave_id, q: query.q },
    { limit: query.per_page, offset: (query.page - 1) * query.per_page },
  );
  const items: ContestParticipant[] = [];
  for (const row of rows) items.push(toContestParticipant(row, await waitingPositionOf(context.db, row)));
  return { items, total };
}

/** `POST contests/{id}/contest_participants.json`: registered whatever the capacity; the token e-mailed unless not. */
export async function createContestParticipant(
  context: ParticipantsContext,
  contestId: number,
  input: ContestParticipantInput,
): Promise<ContestParticipant> {
  const token = randomSecretToken();
  const id = await inTransaction(context.db, async (tx) => {
    const contest = await lockContest(tx, contestId);
    if (!contest) throw new NotFound('Contest not found');
    return (await addPerson(tx, contest, input, { userId: null, whateverTheCapacity: true, token, now: new Date() }))
      .id;
  });
  await moveContestVersions(context, contestId);
  if (input.send_email !== false) emailParticipants(context, contestId, 'registered', [{ id, token }]);
  return full(context, id);
}

/** The participant and their contest, both locked (the contest first, the order every change takes). */
async function lockedParticipant(tx: Tx, id: number): Promise<{ contest: ContestRow; participant: ParticipantRow }> {
  const found = await findParticipantDetail(tx, id);
  const contest = found ? await lockContest(tx, found.contest_id) : undefined;
  const participant = contest ? await lockParticipant(tx, id) : undefined;
  if (!contest || !participant) throw new NotFound('Participant not found');
  return { contest, participant };
}

/**
 * `PUT contest_participants/{id}.json`: the same checks as a registration on what changes; `cancelled` frees the
 * place, `registered` takes one whatever the capacity, `waiting` puts them at the end of the list.
 */
export async function updateContestParticipant(
  context: ParticipantsContext,
  id: number,
  input: ContestParticipantUpdateInput,
): Promise<ContestParticipant> {
  const { contestId, moved } = await inTransaction(context.db, async (tx) => {
    const { contest, participant } = await lockedParticipant(tx, id);
    const [categories, waves, teams, counts] = await Promise.all([
      findCategories(tx, contest.id),
      findWaves(tx, contest.id),
      findTeams(tx, contest.id),
      countParticipantsOfContest(tx, contest.id),
    ]);
    const person = {
      first_name: input.first_name ?? participant.first_name,
      last_name: input.last_name ?? participant.last_name,
      date_of_birth: input.date_of_birth ?? participant.date_of_birth,
    };
    const category = chooseCategory(
      categories,
      contest,
      person.date_of_birth,
      input.contest_category_id ?? participant.contest_category_id,
    );
    const wave =
      input.contest_wave_id === undefined ? undefined : (chooseWave(waves, input.contest_wave_id)?.id ?? null);
    const team =
      input.contest_team_id === undefined
        ? undefined
        : (chooseTeam(contest, teams, counts.membersByTeam, input.contest_team_id, participant.contest_team_id)?.id ??
          null);
    const state = input.state ?? participant.state;
    if (state !== 'cancelled' && (await findSamePerson(tx, contest.id, person, id)) !== null)
      throw ValidationFailed.on('base', 'taken');
    await updateParticipant(tx, id, {
      ...person,
      gender: input.gender ?? participant.gender,
      email: input.email?.toLowerCase() ?? participant.email,
      club: input.club === undefined ? participant.club : input.club,
      contest_category_id: category.id,
      ...(wave === undefined ? {} : { contest_wave_id: wave }),
      ...(team === undefined ? {} : { contest_team_id: team }),
      state,
      ...(state !== participant.state
        ? {
            waiting_since: state === 'waiting' ? new Date() : null,
            cancelled_at: state === 'cancelled' ? new Date() : null,
          }
        : {}),
    });
    return { contestId: contest.id, moved: await moveWaitingListUp(tx, contest) };
  });
  await moveContestVersions(context, contestId);
  emailParticipants(
    context,
    contestId,
    'moved_up',
    moved.filter((movedId) => movedId !== id).map((movedId) => ({ id: movedId, token: null })),
  );
  return full(context, id);
}

/** `DELETE contest_participants/{id}.json`: with their results; the waiting list moves up. */
export async function deleteContestParticipant(context: ParticipantsContext, id: number): Promise<void> {
  const { contestId, moved } = await inTransaction(context.db, async (tx) => {
    const { contest } = await lockedParticipant(tx, id);
    await deleteParticipant(tx, id);
    return { contestId: contest.id, moved: await moveWaitingListUp(tx, contest) };
  });
  await moveContestVersions(context, contestId);
  emailParticipants(
    context,
    contestId,
    'moved_up',
    moved.map((movedId) => ({ id: movedId, token: null })),
  );
}

/** `POST contest_participants/{id}/token.json`: a new token, e-mailed; the old one stops working. */
export async function sendContestParticipantToken(
  context: ParticipantsContext,
  id: number,
): Promise<ContestParticipant> {
  const token = randomSecretToken();
  const contestId = await inTransaction(context.db, async (tx) => {
    const { contest } = await lockedParticipant(tx, id);
    await updateParticipant(tx, id, { token_digest: digestSecretToken(token) });
    return contest.id;
  });
  emailParticipants(context, contestId, 'new_token', [{ id, token }]);
  return full(context, id);
}

/** `GET contests/{id}/start_lists.json`: per wave (by start) and category, the registered by bib number. */
export async function listContestStartLists(
  context: ParticipantsReadContext,
  contestId: number,
): Promise<ContestStartList[]> {
  if (!(await findContestRow(context.db, contestId))) throw new NotFound('Contest not found');
  const [categories, waves, participants] = await Promise.all([
    findCategories(context.db, contestId),
    findWaves(context.db, contestId),
    findParticipantsOfContest(context.db, contestId, ['registered']),
  ]);
  const slots: (WaveRow | null)[] = waves.length > 0 ? waves : [null];
  const lists: ContestStartList[] = [];
  for (const wave of [...slots, ...(waves.length > 0 ? [null] : [])]) {
    for (const category of categories) {
      const members = participants.filter(
        (row) => row.contest_category_id === category.id && row.contest_wave_id === (wave?.id ?? null),
      );
      // Without a wave when the contest has waves: only those who lost theirs (a wave deleted).
      if (wave === null && waves.length > 0 && members.length === 0) continue;
      lists.push({
        contest_wave_id: wave?.id ?? null,
        wave_name: wave?.name ?? null,
        starts_at: wave?.starts_at?.toISOString() ?? null,
        contest_category_id: category.id,
        category_name: category.name,
        participants: members.map(toContestParticipantPublic),
      });
    }
  }
  return lists;
}

/** `GET current_users/upcoming_contests.json`: the climber's registrations in contests not ended, soonest first. */
export async function listUpcomingContests(
  context: ParticipantsReadContext,
  userId: number,
  now = new Date(),
): Promise<UpcomingContest[]> {
  const rows = await findUpcomingOfClimber(context.db, userId, now.toISOString().slice(0, 10));
  const contestIds = [...new Set(rows.map((row) => row.contest_id))];
  const counted = await countParticipantsOfContests(context.db, contestIds);
  const url = fileUrls(context);
  const answers: UpcomingContest[] = [];
  for (const row of rows) {
    const contest = await findContestRow(context.db, row.contest_id);
    const gym = contest ? await findContestGym(context.db, contest.gym_id) : undefined;
    if (!contest || !gym || contest.draft) continue;
    answers.push({
      ...toContestSummary(contest, gym, counted.get(contest.id) ?? { registered: 0, waiting: 0 }, now, url),
      participation: toContestParticipantOwn(row, await waitingPositionOf(context.db, row)),
    });
  }
  return answers;
}
