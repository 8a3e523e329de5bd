import { z } from 'zod';
import { LOCALES } from '../platform/locale';
import { pageQuery } from '../platform/pagination';
import { coercedRecordId, recordId, text, updateOf } from '../platform/validation';
import { INT4_MAX } from '../platform/validation-errors';
import { CONTEST_GENDERS, CONTEST_LIMITS, CONTEST_PARTICIPANT_STATES } from './enums';

/*
 * A contest's participants (docs/domain/contests.md, "Participants"). A participant is a person, not an account:
 * registered from the public page (signed in or not), added by the organisers or imported from a CSV file, each with
 * a bib number and a secret token (sent by e-mail) that lets them enter their own results. Their date of birth and
 * e-mail are only ever in the organisers' answers: never in a public one, a page, the log or a live payload.
 */

const calendarDate = z.iso.date();
const instant = z.iso.datetime({ offset: true });

/** The most characters of a participant's token (as generated: 43). */
export const CONTEST_TOKEN_MAX = 64;
/** The token as sent back by a participant: in a body, never in an address. */
export const contestToken = text().trim().min(1).max(CONTEST_TOKEN_MAX);

/** A participant as the public sees them: results, start lists. */
export const contestParticipantPublic = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  bib_number: z.number().int(),
  club: z.string().nullable(),
  gender: z.enum(CONTEST_GENDERS),
  contest_category_id: z.number().int(),
  contest_wave_id: z.number().int().nullable(),
  contest_team_id: z.number().int().nullable(),
});
export type ContestParticipantPublic = z.infer<typeof contestParticipantPublic>;

/** A participant as their own token or account reads them (no date of birth even then). */
export const contestParticipantOwn = contestParticipantPublic.extend({
  contest_id: z.number().int(),
  state: z.enum(CONTEST_PARTICIPANT_STATES),
  /** Their place on the waiting list, from 1; null when not waiting. */
  waiting_position: z.number().int().nullable(),
  category_name: z.string(),
  wave_name: z.string().nullable(),
  team_name: z.string().nullable(),
});
export type ContestParticipantOwn = z.infer<typeof contestParticipantOwn>;

/** A participant as the organisers see them. */
export const contestParticipant = contestParticipantOwn.extend({
  date_of_birth: calendarDate,
  email: z.string(),
  user_id: z.number().int().nullable(),
  language: z.enum(LOCALES),
  created_at: instant,
});
export type ContestParticipant = z.infer<typeof contestParticipant>;

const personFields = {
  first_name: text().trim().min(1).max(60),
  last_name: text().trim().min(1).max(60),
  /** The same person (names and date of birth) twice in a contest: 422 `base: taken`. */
  date_of_birth: calendarDate,
  gender: z.enum(CONTEST_GENDERS),
  email: text().trim().min(1).max(254).pipe(z.email()),
  club: text().trim().min(1).max(120).nullable().optional(),
  /**
   * A category of the contest (another's: 422 `not_included`). Left out, the one the gender and the age reached
   * during the contest's year (or the birth year) fit; none fits: 422 `date_of_birth: not_included`; several:
   * `contest_category_id: required`.
   */
  contest_category_id: recordId().optional(),
  /** A wave of the contest: required when it has waves. */
  contest_wave_id: recordId().nullable().optional(),
  /** A team of a team contest (full: 422 `contest_team_id: too_long`). */
  contest_team_id: recordId().nullable().optional(),
  /** The language of the e-mails; default: the request's. */
  language: z.enum(LOCALES).optional(),
};

/**
 * `POST contests/{id}/registrations.json`: a registration from the public page while the window is open (else 422
 * `base: not_included`). A full category or wave puts the participant on the waiting list (not an error). `website`
 * is a field no person fills (hidden from them): filled, the answer is 403 `{ code: 'robot' }`.
 */
export const contestRegistrationInput = z.strictObject({
  ...personFields,
  website: text().max(500).optional(),
});
export type ContestRegistrationInput = z.infer<typeof contestRegistrationInput>;

/** A registration's answer: the participant and their token, which the device keeps (it is also e-mailed). */
export const contestRegistration = z.object({
  participant: contestParticipantOwn,
  token: z.string(),
});
export type ContestRegistration = z.infer<typeof contestRegistration>;

/** `POST contests/{id}/registrations/cancel.json`: a participant cancels with their token; the waiting list moves up. */
export const contestCancellationInput = z.strictObject({ token: contestToken });
export type ContestCancellationInput = z.infer<typeof contestCancellationInput>;

/**
 * `POST contests/{id}/contest_participants.json`: the organisers add one person, registered whatever the capacity,
 * e-mailed their token unless `send_email: false`.
 */
export const contestParticipantInput = z.strictObject({ ...personFields, send_email: z.boolean().optional() });
export type ContestParticipantInput = z.infer<typeof contestParticipantInput>;

/**
 * `PUT contest_participants/{id}.json`: the organisers change a participant. `state: cancelled` frees the place (the
 * waiting list moves up); `registered` takes one off the waiting list whatever the capacity.
 */
export const contestParticipantUpdateInput = updateOf(
  z.strictObject({
    first_name: personFields.first_name,
    last_name: personFields.last_name,
    date_of_birth: personFields.date_of_birth,
    gender: personFields.gender,
    email: personFields.email,
    club: text().trim().min(1).max(120).nullable(),
    contest_category_id: recordId(),
    contest_wave_id: recordId().nullable(),
    contest_team_id: recordId().nullable(),
    state: z.enum(CONTEST_PARTICIPANT_STATES),
  }),
);
export type ContestParticipantUpdateInput = z.infer<typeof contestParticipantUpdateInput>;

/** `GET contests/{id}/contest_participants.json`: by bib number; `q` a name or a bib number. */
export const contestParticipantListQuery = pageQuery.extend({
  state: z.enum(CONTEST_PARTICIPANT_STATES).optional(),
  contest_category_id: coercedRecordId().optional(),
  contest_wave_id: coercedRecordId().optional(),
  q: text().trim().max(100).optional(),
});
export type ContestParticipantListQuery = z.infer<typeof contestParticipantListQuery>;

/** One start list: a wave's participants of a category, by bib number (`GET contests/{id}/start_lists.json`). */
export const contestStartList = z.object({
  contest_wave_id: z.number().int().nullable(),
  wave_name: z.string().nullable(),
  starts_at: instant.nullable(),
  contest_category_id: z.number().int(),
  category_name: z.string(),
  participants: z.array(contestParticipantPublic),
});
export type ContestStartList = z.infer<typeof contestStartList>;

// ---------------------------------------------------------------- CSV import

export const CONTEST_PARTICIPANT_IMPORT_MAX_ROWS = CONTEST_LIMITS.maxParticipants;
export const CONTEST_PARTICIPANT_IMPORT_MAX_CHARS = 1_000_000;

/**
 * `POST contests/{id}/participant_imports/preview.json` and `POST contests/{id}/participant_imports.json`: a CSV file
 * with a header row: `first_name`, `last_name`, `date_of_birth` (YYYY-MM-DD or DD/MM/YYYY), `gender` (male/female,
 * m/f, h/f), `email`, and optionally `club`, `category` (a category's name), `wave` (a wave's name), `team`.
 */
export const contestParticipantImportInput = z.strictObject({
  csv: text().min(1).max(CONTEST_PARTICIPANT_IMPORT_MAX_CHARS),
  skip_rows: z.array(z.number().int().min(1).max(INT4_MAX)).max(CONTEST_PARTICIPANT_IMPORT_MAX_ROWS).default([]),
  /** E-mail each imported participant their token (through the bulk sender). */
  send_emails: z.boolean().default(true),
});
export type ContestParticipantImportInput = z.infer<typeof contestParticipantImportInput>;

export const contestParticipantImportRow = z.object({
  row: z.number().int(),
  status: z.enum(['matched', 'invalid']),
  first_name: z.string(),
  last_name: z.string(),
  gender: z.enum(CONTEST_GENDERS).nullable(),
  email: z.string(),
  club: z.string().nullable(),
  contest_category_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  contest_wave_id: z.number().int().nullable(),
  wave_name: z.string().nullable(),
  team_name: z.string().nullable(),
  /** Column → rule names (`date_of_birth: ['invalid']`). The date of birth itself is not sent back. */
  errors: z.record(z.string(), z.array(z.string())),
});
export type ContestParticipantImportRow = z.infer<typeof contestParticipantImportRow>;

export const contestParticipantImportPreview = z.object({
  rows_count: z.number().int(),
  matched_count: z.number().int(),
  invalid_count: z.number().int(),
  rows: z.array(contestParticipantImportRow),
});
export type ContestParticipantImportPreview = z.infer<typeof contestParticipantImportPreview>;

export const contestParticipantImportResult = z.object({
  imported: z.number().int(),
  skipped: z.number().int(),
});
export type ContestParticipantImportResult = z.infer<typeof contestParticipantImportResult>;
