import {
  CONTEST_PARTICIPANT_IMPORT_MAX_ROWS,
  type ContestGender,
  type ContestParticipantImportInput,
  type ContestParticipantImportPreview,
  type ContestParticipantImportResult,
  type ContestParticipantImportRow,
  fittingCategories,
  type Locale,
  type ValidationErrors,
  type ValidationRule,
} from '@climb/contracts';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { type Executor, inTransaction } from '../../db/transaction';
import {
  type BulkOutcome,
  type BulkRecipient,
  dropDeliveries,
  pendingDeliveries,
  queueDeliveries,
  sendInBulk,
  unfinishedPeriods,
} from '../../lib/bulk-sender';
import { chunked } from '../../lib/chunked';
import { CsvSyntaxError, type CsvTable, columnKey, parseCsv, readDate, toTable } from '../../lib/csv';
import type { ImportProgress } from '../../lib/csv-import';
import { NotFound, ValidationFailed } from '../../lib/errors';
import type { ScheduledJob } from '../../lib/scheduler';
import { digestSecretToken, randomSecretToken } from '../../lib/secret-token';
import {
  type ContestRow,
  countParticipantsOfContest,
  findContestGym,
  findContestRow,
  lockContest,
} from '../shared/contest.repository';
import { moveContestVersions } from '../shared/contest-versions';
import {
  type CategoryRow,
  findCategories,
  findParticipantDetails,
  findPeopleOfContest,
  findTeams,
  findWaves,
  insertParticipants,
  type ParticipantValues,
  type TeamRow,
  takeBibNumbers,
  updateParticipant,
  type WaveRow,
} from './participants.repository';
import { type ParticipantsContext, participantMessage } from './participants.service';

/*
 * The organisers' CSV import of participants (docs/domain/contests.md, "Participants"): a file read row by row against
 * the contest (its categories, waves and teams by name), each row with a registration's rules, previewed without
 * writing, then imported all or nothing. Imported participants are registered whatever the capacity and get their bib
 * numbers; when asked, each gets a code by e-mail through the resumable bulk sender once the import committed: the
 * recipients are written `pending` with the participants, a code is made as its e-mail leaves (never kept in clear),
 * and a job resumes what a stopped process left. The preview never sends a date of birth back.
 */

/** The columns of a file of participants. */
type ImportColumn =
  | 'first_name'
  | 'last_name'
  | 'date_of_birth'
  | 'gender'
  | 'email'
  | 'club'
  | 'category'
  | 'wave'
  | 'team'
  | 'language';

/** The names a column may have in the header (compared lower-cased, spaces collapsed), English then French. */
const COLUMN_NAMES: Record<ImportColumn, readonly string[]> = {
  first_name: ['first_name', 'first name', 'firstname', 'prénom', 'prenom'],
  last_name: ['last_name', 'last name', 'lastname', 'nom', 'nom de famille'],
  date_of_birth: ['date_of_birth', 'date of birth', 'birth_date', 'birthdate', 'date de naissance', 'naissance'],
  gender: ['gender', 'sex', 'sexe', 'genre'],
  email: ['email', 'e-mail', 'mail', 'courriel'],
  club: ['club'],
  category: ['category', 'catégorie', 'categorie'],
  wave: ['wave', 'vague'],
  team: ['team', 'équipe', 'equipe'],
  language: ['language', 'langue'],
};

const REQUIRED_COLUMNS: readonly ImportColumn[] = ['first_name', 'last_name', 'date_of_birth', 'gender', 'email'];

/** The column each field is read from; a file without the five required ones is not one of participants. */
function importColumns(table: CsvTable): Map<ImportColumn, string> | null {
  const found = new Map<ImportColumn, string>();
  for (const [field, names] of Object.entries(COLUMN_NAMES) as [ImportColumn, readonly string[]][]) {
    const column = names.map(columnKey).find((name) => table.columns.includes(name));
    if (column) found.set(field, column);
  }
  return REQUIRED_COLUMNS.every((column) => found.has(column)) ? found : null;
}

/** A word as compared: lower case, no accents, no edge spaces. */
function fold(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');
}

const GENDER_WORDS: Record<string, ContestGender> = {
  male: 'male',
  m: 'male',
  man: 'male',
  h: 'male',
  homme: 'male',
  masculin: 'male',
  female: 'female',
  f: 'female',
  woman: 'female',
  femme: 'female',
  feminin: 'female',
};

const LANGUAGE_WORDS: Record<string, Locale> = {
  fr: 'fr',
  francais: 'fr',
  french: 'fr',
  en: 'en',
  anglais: 'en',
  english: 'en',
};

const emailFormat = z.email();

const NAME_MAX = 60;
const EMAIL_MAX = 254;
const CLUB_MAX = 120;

/** What the contest a file is read against holds. */
interface ImportContest {
  contest: Pick<ContestRow, 'id' | 'start_date' | 'team_contest' | 'participants_per_team'>;
  categories: readonly CategoryRow[];
  waves: readonly WaveRow[];
  teams: readonly TeamRow[];
  /** Members of each team already (waiting ones included). */
  membersByTeam: ReadonlyMap<number, number>;
  /** `first|last|date_of_birth` (lower case) of everyone not cancelled. */
  people: ReadonlySet<string>;
}

/** One row read: what it would write, and its broken rules by column (`base` for the same person twice). */
export interface PlannedRow {
  row: number;
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
  gender: ContestGender | null;
  email: string;
  club: string | null;
  language: Locale;
  category: CategoryRow | null;
  wave: WaveRow | null;
  team: TeamRow | null;
  team_name: string | null;
  errors: Partial<Record<string, ValidationRule[]>>;
}

function personKey(first: string, last: string, dateOfBirth: string): string {
  return `${first.toLowerCase()}|${last.toLowerCase()}|${dateOfBirth}`;
}

function byName<Row extends { name: string }>(rows: readonly Row[], name: string): Row | undefined {
  const wanted = fold(name);
  return rows.find((row) => fold(row.name) === wanted);
}

/**
 * Reads each record against the contest: a registration's rules, the category, wave and team by name (case and
 * accents apart), the category fitted when the cell is empty, the same person twice in the file (from the second
 * time) or already in the contest `taken`, a team filled past its size `too_long`.
 */
export function readParticipantRows(
  table: CsvTable,
  columns: ReadonlyMap<ImportColumn, string>,
  contest: ImportContest,
): PlannedRow[] {
  const seen = new Set<string>();
  const teamMembers = new Map(contest.membersByTeam);
  return table.records.map(({ row, values }) => {
    const cell = (column: ImportColumn) => {
      const name = columns.get(column);
      return name === undefined ? '' : (values.get(name) ?? '');
    };
    const errors: PlannedRow['errors'] = {};
    const add = (field: string, rule: ValidationRule) => {
      errors[field] = [...(errors[field] ?? []), rule];
    };

    const firstName = cell('first_name');
    const lastName = cell('last_name');
    for (const [field, value] of [
      ['first_name', firstName],
      ['last_name', lastName],
    ] as const) {
      if (value === '') add(field, 'required');
      else if (value.length > NAME_MAX) add(field, 'too_long');
    }

    const birthCell = cell('date_of_birth');
    const dateOfBirth = birthCell === '' ? null : readDate(birthCell);
    if (birthCell === '') add('date_of_birth', 'required');
    else if (dateOfBirth === null) add('date_of_birth', 'invalid');

    const genderCell = cell('gender');
    const gender = GENDER_WORDS[fold(genderCell)] ?? null;
    if (genderCell === '') add('gender', 'required');
    else if (gender === null) add('gender', 'not_included');

    const email = cell('email').toLowerCase();
    if (email === '') add('email', 'required');
    else if (email.length > EMAIL_MAX) add('email', 'too_long');
    else if (!emailFormat.safeParse(email).success) add('email', 'invalid');

    const clubCell = cell('club');
    if (clubCell.length > CLUB_MAX) add('club', 'too_long');

    const languageCell = cell('language');
    const language = languageCell === '' ? 'fr' : LANGUAGE_WORDS[fold(languageCell)];
    if (language === undefined) add('language', 'not_included');

    let category: CategoryRow | null = null;
    const categoryCell = cell('category');
    const fitting = dateOfBirth
      ? fittingCategories(contest.categories, { date_of_birth: dateOfBirth }, contest.contest.start_date)
      : [];
    if (categoryCell !== '') {
      category = byName(contest.categories, categoryCell) ?? null;
      if (!category) add('category', 'not_included');
      else if (dateOfBirth && !fitting.includes(category.id)) add('date_of_birth', 'not_included');
    } else if (dateOfBirth) {
      if (fitting.length === 0) add('date_of_birth', 'not_included');
      else if (fitting.length > 1) add('category', 'required');
      else category = contest.categories.find((candidate) => candidate.id === fitting[0]) ?? null;
    }

    let wave: WaveRow | null = null;
    const waveCell = cell('wave');
    if (waveCell !== '') {
      wave = byName(contest.waves, waveCell) ?? null;
      if (!wave) add('wave', 'not_included');
    } else if (contest.waves.length > 0) add('wave', 'required');

    let team: TeamRow | null = null;
    const teamCell = cell('team');
    if (teamCell !== '') {
      team = contest.contest.team_contest ? (byName(contest.teams, teamCell) ?? null) : null;
      if (!team) add('team', 'not_included');
    }

    if (dateOfBirth && firstName !== '' && lastName !== '') {
      const key = personKey(firstName, lastName, dateOfBirth);
      if (contest.people.has(key) || seen.has(key)) add('base', 'taken');
      seen.add(key);
    }

    const valid = Object.keys(errors).length === 0;
    if (team && valid) {
      const members = teamMembers.get(team.id) ?? 0;
      const size = contest.contest.participants_per_team;
      if (size !== null && members >= size) add('team', 'too_long');
      else teamMembers.set(team.id, members + 1);
    }

    return {
      row,
      first_name: firstName,
      last_name: lastName,
      date_of_birth: dateOfBirth,
      gender,
      email,
      club: clubCell === '' ? null : clubCell,
      language: language ?? 'fr',
      category,
      wave,
      team,
      team_name: teamCell === '' ? null : teamCell,
      errors,
    };
  });
}

function isValid(row: PlannedRow): boolean {
  return Object.keys(row.errors).length === 0;
}

/** A row of the preview: no date of birth. */
function toImportRow(row: PlannedRow): ContestParticipantImportRow {
  return {
    row: row.row,
    status: isValid(row) ? 'matched' : 'invalid',
    first_name: row.first_name,
    last_name: row.last_name,
    gender: row.gender,
    email: row.email,
    club: row.club,
    contest_category_id: row.category?.id ?? null,
    category_name: row.category?.name ?? null,
    contest_wave_id: row.wave?.id ?? null,
    wave_name: row.wave?.name ?? null,
    team_name: row.team?.name ?? row.team_name,
    errors: Object.fromEntries(
      Object.entries(row.errors).filter((entry): entry is [string, ValidationRule[]] => !!entry[1]),
    ),
  };
}

/** The file's records: 422 `csv: invalid` for a file that cannot be read or lacks a required column. */
function readFile(csv: string): { table: CsvTable; columns: Map<ImportColumn, string> } {
  let rows: string[][];
  try {
    rows = parseCsv(csv).rows;
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw ValidationFailed.on('csv', 'invalid');
    throw error;
  }
  const table = toTable(rows);
  const columns = importColumns(table);
  if (!columns) throw ValidationFailed.on('csv', 'invalid');
  if (table.records.length > CONTEST_PARTICIPANT_IMPORT_MAX_ROWS) throw ValidationFailed.on('csv', 'too_big');
  return { table, columns };
}

/** Reads the file against the contest, leaving out the rows in `skip` (their people do not count as duplicates). */
async function planImport(
  executor: Executor,
  contest: ContestRow,
  csv: string,
  skip: ReadonlySet<number> = new Set(),
): Promise<{ planned: PlannedRow[]; total: number }> {
  const { table, columns } = readFile(csv);
  const kept = { ...table, records: table.records.filter((record) => !skip.has(record.row)) };
  const [categories, waves, teams, counts, people] = await Promise.all([
    findCategories(executor, contest.id),
    findWaves(executor, contest.id),
    findTeams(executor, contest.id),
    countParticipantsOfContest(executor, contest.id),
    findPeopleOfContest(executor, contest.id),
  ]);
  const planned = readParticipantRows(kept, columns, {
    contest,
    categories,
    waves,
    teams,
    membersByTeam: counts.membersByTeam,
    people: new Set(people.map((person) => personKey(person.first_name, person.last_name, person.date_of_birth))),
  });
  return { planned, total: table.records.length };
}

/** `POST contests/{id}/participant_imports/preview.json`: what the import would do, row by row; writes nothing. */
export async function previewContestParticipantImport(
  context: Pick<ParticipantsContext, 'db'>,
  contestId: number,
  input: ContestParticipantImportInput,
): Promise<ContestParticipantImportPreview> {
  const contest = await findContestRow(context.db, contestId);
  if (!contest) throw new NotFound('Contest not found');
  const rows = (await planImport(context.db, contest, input.csv)).planned.map(toImportRow);
  const matched = rows.filter((row) => row.status === 'matched').length;
  return { rows_count: rows.length, matched_count: matched, invalid_count: rows.length - matched, rows };
}

/** The most rows a 422 names (`rows.3.date_of_birth: ['invalid']`) beside `csv: invalid`. */
const NAMED_ROWS = 20;

/** 422 `csv: invalid`, naming the first bad rows' columns and rules. */
function invalidFile(bad: readonly PlannedRow[]): ValidationFailed {
  const errors: ValidationErrors = { csv: ['invalid'] };
  for (const row of bad.slice(0, NAMED_ROWS)) {
    for (const [field, rules] of Object.entries(row.errors)) if (rules) errors[`rows.${row.row}.${field}`] = rules;
  }
  return new ValidationFailed(errors);
}

/** Rows written per insert of an import: a progress line follows each batch. */
export const PARTICIPANT_IMPORT_BATCH_ROWS = 250;

/** The bulk job that e-mails imported participants their tokens; a period per import. */
export const PARTICIPANT_IMPORT_EMAIL_JOB = 'contest_participant_import';

/**
 * `POST contests/{id}/participant_imports.json`: every row not in `skip_rows`, all or nothing, in one transaction
 * under the contest's lock (the file read again in it). A bad row left in: 422 `csv: invalid` with the row and rule
 * named, nothing written. Registered whatever the capacity, bib numbers in the file's order; when `send_emails`, the
 * recipients queued in the same transaction and their codes e-mailed once committed (in the background, resumed by
 * `contestImportEmailsJob` if the process stops).
 */
export async function importContestParticipants(
  context: ParticipantsContext,
  contestId: number,
  input: ContestParticipantImportInput,
  listener?: ImportProgress,
): Promise<ContestParticipantImportResult> {
  const period = input.send_emails ? importPeriod(contestId, new Date()) : null;
  const result = await inTransaction(context.db, async (tx) => {
    const contest = await lockContest(tx, contestId);
    if (!contest) throw new NotFound('Contest not found');
    const { planned, total: rowsCount } = await planImport(tx, contest, input.csv, new Set(input.skip_rows));
    const bad = planned.filter((row) => !isValid(row));
    if (bad.length > 0) throw invalidFile(bad);

    const total = planned.length;
    listener?.start(total);
    const firstBib = total > 0 ? await takeBibNumbers(tx, contest.id, total) : 0;
    let done = 0;
    for (const rows of chunked(planned, PARTICIPANT_IMPORT_BATCH_ROWS)) {
      const values: ParticipantValues[] = rows.map((row, index) => ({
        contest_id: contest.id,
        first_name: row.first_name,
        last_name: row.last_name,
        date_of_birth: row.date_of_birth as string,
        gender: row.gender as ContestGender,
        email: row.email,
        club: row.club,
        contest_category_id: (row.category as CategoryRow).id,
        contest_wave_id: row.wave?.id ?? null,
        contest_team_id: row.team?.id ?? null,
        user_id: null,
        bib_number: firstBib + done + index,
        // A code nobody knows: the e-mail (or an organiser's renewal) makes the one the participant gets.
        token_digest: digestSecretToken(randomSecretToken()),
        state: 'registered',
        waiting_since: null,
        language: row.language,
      }));
      const ids = await insertParticipants(tx, values);
      // The recipients are written with the participants: a process stopped before sending leaves them pending.
      if (period) await queueDeliveries(tx, PARTICIPANT_IMPORT_EMAIL_JOB, period, ids.map(recipientKey));
      done += rows.length;
      listener?.progress(done, total);
    }
    return { imported: total, skipped: rowsCount - total };
  });
  await moveContestVersions(context, contestId);
  if (period && result.imported > 0) {
    context.background.run('contest import e-mails could not all be sent', async () => {
      await sendImportEmails(context, period);
    });
  }
  return result;
}

/** The period of an import's e-mails: the contest and the moment (at most 40 characters). */
function importPeriod(contestId: number, now: Date): string {
  return `contest-${contestId}-${now.getTime()}`;
}

/** The contest an import's period names, or null for another period. */
function contestOfPeriod(period: string): number | null {
  const match = /^contest-(\d+)-\d+$/.exec(period);
  return match ? Number(match[1]) : null;
}

const RECIPIENT_PREFIX = 'contest_participant:';

function recipientKey(participantId: number): string {
  return `${RECIPIENT_PREFIX}${participantId}`;
}

function participantOfKey(key: string): number | null {
  const id = Number(key.slice(RECIPIENT_PREFIX.length));
  return key.startsWith(RECIPIENT_PREFIX) && Number.isSafeInteger(id) ? id : null;
}

/**
 * How long an import's e-mails may go without a delivery written before the job takes them up: their sender stopped
 * (or its failures wait for another try). A sender alive writes one at each recipient, far more often.
 */
export const IMPORT_EMAILS_IDLE_MS = 2 * 60_000;

/** The periods this process is sending now: its own job leaves them alone, however slow the mail server. */
const sendingNow = new Set<string>();

type ImportEmailsContext = Pick<ParticipantsContext, 'db' | 'config' | 'mailer'>;

/**
 * Sends an import's e-mails, or resumes them, in one pass: whoever the bulk sender already marked sent (or gave up
 * on) is skipped, a failure is kept for the job's next pass. The token is made at send time, never kept in clear: for
 * each recipient a fresh one, its digest stored on the participant (replacing the last), then the e-mail. A process
 * stopped between the e-mail and its delivery row would send that one participant a second, newer code at the resume,
 * and the first would no longer work; a stop before the e-mail only replaces a code nobody had. Participants gone or
 * cancelled meanwhile are forgotten. Null when this process is already sending the period.
 */
export async function sendImportEmails(context: ImportEmailsContext, period: string): Promise<BulkOutcome | null> {
  if (sendingNow.has(period)) return null;
  sendingNow.add(period);
  try {
    return await sendPending(context, period);
  } finally {
    sendingNow.delete(period);
  }
}

async function sendPending(context: ImportEmailsContext, period: string): Promise<BulkOutcome> {
  const db: Database = context.db;
  const keys = await pendingDeliveries(db, PARTICIPANT_IMPORT_EMAIL_JOB, period);
  const contestId = contestOfPeriod(period);
  const contest = contestId === null ? undefined : await findContestRow(db, contestId);
  const gym = contest ? await findContestGym(db, contest.gym_id) : undefined;
  if (!contest || !gym) {
    // The contest deleted since: no one left to write to.
    await dropDeliveries(db, PARTICIPANT_IMPORT_EMAIL_JOB, period, keys);
    return { sent: 0, failed: 0, skipped: keys.length, retrying: 0 };
  }
  const gone: string[] = [];
  async function* recipients(): AsyncGenerator<BulkRecipient> {
    for (const batch of chunked(keys, PARTICIPANT_IMPORT_BATCH_ROWS)) {
      const ids = batch.map(participantOfKey).filter((id): id is number => id !== null);
      const rows = new Map((await findParticipantDetails(db, ids)).map((row) => [row.id, row]));
      for (const key of batch) {
        const id = participantOfKey(key);
        const row = id === null ? undefined : rows.get(id);
        if (!row || row.state === 'cancelled' || !contest || !gym) {
          gone.push(key);
          continue;
        }
        yield {
          key,
          send: async () => {
            const token = randomSecretToken();
            await updateParticipant(db, row.id, { token_digest: digestSecretToken(token) });
            await context.mailer.send(participantMessage(context, contest, gym, row, 'registered', token));
          },
        };
      }
    }
  }
  const outcome = await sendInBulk(db, {
    job: PARTICIPANT_IMPORT_EMAIL_JOB,
    period,
    recipients: recipients(),
    batchSize: PARTICIPANT_IMPORT_BATCH_ROWS,
  });
  await dropDeliveries(db, PARTICIPANT_IMPORT_EMAIL_JOB, period, gone);
  return outcome;
}

/** The job resuming imports' e-mails (docs/runtime.md, "Scheduled work"). */
export const CONTEST_IMPORT_EMAILS_JOB = 'contest-import-emails';

/**
 * Every tick (a minute by default), resumes the imports' e-mails left unfinished: recipients pending or failed with
 * attempts left, in periods idle for `IMPORT_EMAILS_IDLE_MS`. The period is the day; a run never ends it, each tick
 * looks again. Its figures are the tick's.
 */
export function contestImportEmailsJob(context: ImportEmailsContext): ScheduledJob {
  return {
    name: CONTEST_IMPORT_EMAILS_JOB,
    period: (now) => now.toISOString().slice(0, 10),
    run: async (_period, now) => {
      const idleSince = new Date(now.getTime() - IMPORT_EMAILS_IDLE_MS);
      let done = 0;
      let failed = 0;
      for (const period of await unfinishedPeriods(context.db, PARTICIPANT_IMPORT_EMAIL_JOB, idleSince)) {
        const outcome = await sendImportEmails(context, period);
        done += outcome?.sent ?? 0;
        failed += outcome?.failed ?? 0;
      }
      return { finished: false, done, failed };
    },
  };
}
