// The rule names and error codes as plain words, without zod: the browser's forms and pages read them, the
// error bodies' schemas (errors.ts) are built from them.

/** Rule names of 422 answers: one vocabulary for the whole API (docs/conventions.md). */
export const VALIDATION_RULES = [
  'required',
  'invalid',
  'taken',
  'too_short',
  'too_long',
  'too_small',
  'too_big',
  'not_a_number',
  'not_included',
  'confirmation',
  'missing_digit',
  'missing_lowercase',
  'missing_uppercase',
  'in_the_past',
  'in_the_future',
  'not_found',
  /** A gym's staff: a claim for a gym that has administrators, a second pending claim, an answered claim answered otherwise. */
  'already_administered',
  'already_requested',
  'already_approved',
  'already_refused',
  /** A gym's team: an invitation to a member or to an address already invited, an answered or revoked invitation. */
  'already_administrator',
  'already_invited',
  'not_pending',
  /** A gym keeps at least one administrator who manages its team. */
  'last_team_manager',
  /** A text that must say something (a comment, the words of a report for "other") given empty. */
  'blank',
  /** A report already handled by a site administrator. */
  'closed',
  /**
   * A gym's grade systems and levels: a line or level whose grade falls below the one before it, a reorder not naming
   * exactly the system's lines, two levels of one colour, a value given twice in a list, a level its routes still use.
   */
  'out_of_order',
  'mismatch',
  'duplicate_color',
  'duplicate',
  'in_use',
  /** What a site administrator hid, the gym's team may not show again. */
  'hidden_by_site',
  /** A route dismounted on a day before it was opened. */
  'before_opening',
  /** A field the endpoint does not take (a misspelt name, a wrapper such as `{ crag: { … } }`). */
  'unknown',
] as const;
export type ValidationRule = (typeof VALIDATION_RULES)[number];

/** `{ field: [rule names] }`, `base` for errors of the whole object. */
export type ValidationErrors = Record<string, ValidationRule[]>;

/** Stable codes carried by error bodies. */
export const ERROR_CODES = [
  'unauthorized',
  'invalid_credentials',
  'forbidden',
  'api_access_token_required',
  'not_found',
  'validation_failed',
  'rate_limited',
  'internal_error',
  /** Another climber's outdoor ascents are private (`public_outdoor_ascents` off). */
  'private_ascents',
  /** A public form's hidden field was filled: a robot, sent to `/go-fly-a-kite`. */
  'robot',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
