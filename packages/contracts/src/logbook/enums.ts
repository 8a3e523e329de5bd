/**
 * Wire values of the logbook (docs/domain/ascents.md, docs/conventions.md: snake_case). Labels live in the web
 * app's `logbook` namespace, one key per value.
 */

/** What an ascent is of: one ascent concept, two kinds of route (gym routes come with the gyms). */
export const ASCENT_KINDS = ['crag_route', 'gym_route'] as const;
export type AscentKind = (typeof ASCENT_KINDS)[number];

export const ASCENT_STATUSES = ['project', 'sent', 'red_point', 'flash', 'onsight', 'repetition'] as const;
export type AscentStatus = (typeof ASCENT_STATUSES)[number];

/** Statuses that count as an ascent in figures and charts: everything but a project. */
export const DONE_STATUSES = [
  'sent',
  'red_point',
  'flash',
  'onsight',
  'repetition',
] as const satisfies readonly AscentStatus[];

export const ROPING_STATUSES = [
  'lead_climb',
  'top_rope',
  'multi_pitch_leader',
  'multi_pitch_second',
  'multi_pitch_alternate_lead',
] as const;
export type RopingStatus = (typeof ROPING_STATUSES)[number];

/** The hardness vote; no vote (null) means "no opinion", the default. */
export const HARDNESS_STATUSES = ['easy', 'accurate', 'sandbagged'] as const;
export type HardnessStatus = (typeof HARDNESS_STATUSES)[number];

/** Each vote's weight in the route's hardness mean. */
export const HARDNESS_VOTE_VALUES: Record<HardnessStatus, number> = { easy: -1, accurate: 0, sandbagged: 1 };

/** Quality note of an ascent: 0 (to avoid) to 6 (exceptional). */
export const ASCENT_NOTE_MIN = 0;
export const ASCENT_NOTE_MAX = 6;

/** Votes a route needs before it shows a quality or hardness consensus (setting `ASCENT_CONSENSUS_MIN_VOTES`). */
export const DEFAULT_CONSENSUS_MIN_VOTES = 3;

export const ASCENT_SORTS = ['released_at', 'grade', 'name', 'crag'] as const;
export type AscentSort = (typeof ASCENT_SORTS)[number];

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** CSV logbook formats accepted by the import (docs/logbook-import.md). */
export const ASCENT_IMPORT_FORMATS = ['cordee', 'mountain_project'] as const;
export type AscentImportFormat = (typeof ASCENT_IMPORT_FORMATS)[number];

/** Most rows one CSV import takes. */
export const ASCENT_IMPORT_MAX_ROWS = 10_000;
/** Largest CSV text accepted, in characters. */
export const ASCENT_IMPORT_MAX_CHARS = 5_000_000;
