import type {
  Contest,
  ContestInput,
  ContestListQuery,
  ContestSummary,
  ContestUpdateInput,
  PageQuery,
} from '@climb/contracts';
import type { AuthUser } from '../../accounts/auth';
import type { AppContext } from '../../app-context';
import { type Executor, inTransaction } from '../../db/transaction';
import { NotFound } from '../../lib/errors';
import { RuleBreaks } from '../../lib/rule-breaks';
import { nextFreeSlug, slugify } from '../../lib/slug';
import { fileStoreFor } from '../../media/file-store';
import { removeImageQuietly, replaceRecordImage } from '../../media/record-image';
import { toContestSummary } from '../shared/contest.mapper';
import { assertVisible, canOrganise } from '../shared/contest.policy';
import { readContest } from '../shared/contest.read';
import { type ContestRow, countParticipantsOfContests, lockContest } from '../shared/contest.repository';
import { moveContestVersions } from '../shared/contest-versions';
import { fileUrls } from '../shared/file-urls';
import {
  type ContestListRow,
  type ContestValues,
  countContestsOfGym,
  countPublicContests,
  deleteContestRow,
  findContestSlugsLike,
  findContestsOfGym,
  findGymTimeZone,
  findPublicContests,
  insertContest,
  updateContestRow,
} from './organise.repository';

/*
 * A gym's contests (docs/domain/contests.md, "Organising"): the public list, the organisers' list, a contest's read
 * and its writes. A write checks every rule before it writes anything, in one transaction with the contest locked,
 * then moves the contest's cache versions and answers the whole contest.
 */

export type ContestContext = Pick<AppContext, 'db' | 'config' | 'cache'>;
type Actor = Pick<AuthUser, 'id' | 'super_admin'>;

/** Today in the app's home time zone (the contests' dates are the gyms' calendar days). */
export function today(now: Date = new Date()): string {
  return calendarDay(now, 'Europe/Paris');
}

/** The calendar day `moment` falls on in `timeZone` (`2026-05-14`). */
function calendarDay(moment: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      moment,
    );
  } catch {
    return moment.toISOString().slice(0, 10);
  }
}

async function summaries(context: ContestContext, rows: readonly ContestListRow[]): Promise<ContestSummary[]> {
  const counted = await countParticipantsOfContests(
    context.db,
    rows.map((row) => row.contest.id),
  );
  const url = fileUrls(context);
  const now = new Date();
  return rows.map((row) =>
    toContestSummary(
      row.contest,
      row.gym,
      counted.get(row.contest.id) ?? { registered: 0, waiting: 0 },
      now,
      url,
      row.metres === null ? null : Math.round(row.metres / 100) / 10,
    ),
  );
}

/** `GET contests.json`: neither drafts nor private ones. */
export async function listContests(
  context: ContestContext,
  query: ContestListQuery,
): Promise<{ items: ContestSummary[]; total: number }> {
  const near =
    query.latitude !== undefined && query.longitude !== undefined
      ? { latitude: query.latitude, longitude: query.longitude }
      : undefined;
  const filter = {
    when: query.when,
    today: today(),
    ...(query.gym_id === undefined ? {} : { gymId: query.gym_id }),
    ...(near ? { near } : {}),
  };
  const page = { limit: query.per_page, offset: (query.page - 1) * query.per_page };
  const [rows, total] = await Promise.all([
    findPublicContests(context.db, filter, page),
    countPublicContests(context.db, filter),
  ]);
  return { items: await summaries(context, rows), total };
}

/** `GET gyms/{id}/contests.json`: every contest of the gym, latest first. */
export async function listGymContests(
  context: ContestContext,
  gymId: number,
  query: PageQuery,
): Promise<{ items: ContestSummary[]; total: number }> {
  if ((await findGymTimeZone(context.db, gymId)) === undefined) throw new NotFound('Gym not found');
  const page = { limit: query.per_page, offset: (query.page - 1) * query.per_page };
  const [rows, total] = await Promise.all([
    findContestsOfGym(context.db, gymId, page),
    countContestsOfGym(context.db, gymId),
  ]);
  return { items: await summaries(context, rows), total };
}

/** `GET contests/{id}.json`: a draft is a 404 unless the caller may organise it. */
export async function getContest(context: ContestContext, user: Actor | null, id: number): Promise<Contest> {
  const contest = await readContest(context, context.db, id);
  if (contest.draft) assertVisible(contest, await canOrganise(context, user, contest.gym_id));
  return contest;
}

type ContestFields = Pick<
  ContestRow,
  | 'start_date'
  | 'end_date'
  | 'registration_opens_at'
  | 'registration_closes_at'
  | 'team_contest'
  | 'participants_per_team'
>;

/** The rules a contest's fields break together (the dates, the window, the team size). */
function contestBreaks(fields: ContestFields, timeZone: string, breaks: RuleBreaks): void {
  if (fields.end_date < fields.start_date) breaks.add('end_date', 'too_small');
  if (fields.registration_closes_at < fields.registration_opens_at) breaks.add('registration_closes_at', 'too_small');
  else if (calendarDay(fields.registration_closes_at, timeZone) > fields.end_date) {
    breaks.add('registration_closes_at', 'too_big');
  }
  if (fields.team_contest && fields.participants_per_team === null) breaks.add('participants_per_team', 'required');
}

/** After its commit: the versions moved, the whole contest answered. */
async function written(context: ContestContext, id: number): Promise<Contest> {
  await moveContestVersions(context, id);
  return readContest(context, context.db, id);
}

/** The contest locked, or 404 (deleted since the guard read it). */
export async function lockedContest(tx: Executor, id: number): Promise<ContestRow> {
  const contest = await lockContest(tx, id);
  if (!contest) throw new NotFound('Contest not found');
  return contest;
}

const instant = (value: string) => new Date(value);
const instantOrNull = (value: string | null) => (value === null ? null : new Date(value));

/** `POST gyms/{id}/contests.json`: a draft unless `draft: false`. */
export async function createContest(
  context: ContestContext,
  user: Actor,
  gymId: number,
  input: ContestInput,
): Promise<Contest> {
  const id = await inTransaction(context.db, async (tx) => {
    const timeZone = await findGymTimeZone(tx, gymId);
    if (timeZone === undefined) throw new NotFound('Gym not found');
    const teamContest = input.team_contest ?? false;
    const values = {
      gym_id: gymId,
      name: input.name,
      description: input.description || null,
      start_date: input.start_date,
      end_date: input.end_date,
      registration_opens_at: instant(input.registration_opens_at),
      registration_closes_at: instant(input.registration_closes_at),
      capacity: input.capacity ?? null,
      draft: input.draft ?? true,
      private: input.private ?? false,
      hide_results_until: instantOrNull(input.hide_results_until ?? null),
      team_contest: teamContest,
      participants_per_team: teamContest ? (input.participants_per_team ?? null) : null,
      combined_ranking: input.combined_ranking ?? 'points_table',
      user_id: user.id,
    } satisfies Omit<ContestValues, 'slug_name'>;
    const breaks = new RuleBreaks();
    contestBreaks(values, timeZone, breaks);
    breaks.check();
    const base = slugify(input.name);
    const slug_name = nextFreeSlug(base, await findContestSlugsLike(tx, gymId, base));
    return insertContest(tx, { ...values, slug_name });
  });
  return written(context, id);
}

/** `PUT contests/{id}.json`: the fields given, checked together with those kept. */
export async function updateContest(context: ContestContext, id: number, input: ContestUpdateInput): Promise<Contest> {
  await inTransaction(context.db, async (tx) => {
    const current = await lockedContest(tx, id);
    const changes: Partial<ContestValues> = {};
    const set = <Key extends keyof ContestValues>(key: Key, value: ContestValues[Key] | undefined) => {
      if (value !== undefined) changes[key] = value;
    };
    set('name', input.name);
    if (input.description !== undefined) changes.description = input.description || null;
    set('start_date', input.start_date);
    set('end_date', input.end_date);
    if (input.registration_opens_at !== undefined) changes.registration_opens_at = instant(input.registration_opens_at);
    if (input.registration_closes_at !== undefined) {
      changes.registration_closes_at = instant(input.registration_closes_at);
    }
    set('capacity', input.capacity);
    set('draft', input.draft);
    set('private', input.private);
    if (input.hide_results_until !== undefined) changes.hide_results_until = instantOrNull(input.hide_results_until);
    set('team_contest', input.team_contest);
    set('participants_per_team', input.participants_per_team);
    set('combined_ranking', input.combined_ranking);
    const merged = { ...current, ...changes };
    if (!merged.team_contest) changes.participants_per_team = null;
    const breaks = new RuleBreaks();
    contestBreaks(
      { ...merged, participants_per_team: merged.team_contest ? merged.participants_per_team : null },
      (await findGymTimeZone(tx, current.gym_id)) ?? 'Europe/Paris',
      breaks,
    );
    breaks.check();
    if (input.name !== undefined && input.name !== current.name) {
      const base = slugify(input.name);
      const taken = (await findContestSlugsLike(tx, current.gym_id, base)).filter((slug) => slug !== current.slug_name);
      changes.slug_name = nextFreeSlug(base, taken);
    }
    await updateContestRow(tx, id, changes);
  });
  return written(context, id);
}

/** `DELETE contests/{id}.json`: with its participants and results; its banner's files after the commit. */
export async function deleteContest(context: ContestContext, id: number): Promise<void> {
  const banner = await inTransaction(context.db, async (tx) => {
    const current = await lockedContest(tx, id);
    await deleteContestRow(tx, id);
    return current.banner_key;
  });
  await removeImageQuietly(fileStoreFor(context.config), 'banner', banner);
  await moveContestVersions(context, id);
}

/** `POST contests/{id}/banner.json`: replaces the banner (checked by content; nothing kept on refusal). */
export async function setContestBanner(context: ContestContext, id: number, upload: Buffer): Promise<Contest> {
  await replaceRecordImage(fileStoreFor(context.config), 'banner', upload, (image) =>
    inTransaction(context.db, async (tx) => {
      const current = await lockedContest(tx, id);
      await updateContestRow(tx, id, { banner_key: image.key });
      return { previous: current.banner_key, result: undefined };
    }),
  );
  return written(context, id);
}

/** `DELETE contests/{id}/banner.json` (nothing to remove is not an error). */
export async function removeContestBanner(context: ContestContext, id: number): Promise<Contest> {
  const previous = await inTransaction(context.db, async (tx) => {
    const current = await lockedContest(tx, id);
    if (current.banner_key === null) return null;
    await updateContestRow(tx, id, { banner_key: null });
    return current.banner_key;
  });
  await removeImageQuietly(fileStoreFor(context.config), 'banner', previous);
  return previous ? written(context, id) : readContest(context, context.db, id);
}
