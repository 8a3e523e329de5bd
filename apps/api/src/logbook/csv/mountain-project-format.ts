import { type AscentStatus, parseGrade, type ValidationErrors } from '@climb/contracts';
import type { CsvTable } from '../../lib/csv';
import { addError, cleanName, type ImportCandidate, type RopingRule, readAscentDate, readInteger } from './import-rows';

/**
 * Mountain Project's tick export ("Export CSV" on a climber's ticks page), columns as MP writes them:
 * `Date, Route, Rating, Notes, URL, Pitches, Location, Avg Stars, Your Stars, Style, Lead Style,
 * Route Type, Your Rating, Length, Rating Code` (docs/logbook-import.md describes each one).
 */
export const MOUNTAIN_PROJECT_COLUMNS = [
  'date',
  'route',
  'rating',
  'notes',
  'url',
  'pitches',
  'location',
  'avg stars',
  'your stars',
  'style',
  'lead style',
  'route type',
  'your rating',
  'length',
  'rating code',
] as const;
type MountainProjectColumn = (typeof MOUNTAIN_PROJECT_COLUMNS)[number];

/** The header has what an import needs: a date, a route name and where it is. */
export function isMountainProjectHeader(columns: readonly string[]): boolean {
  return ['date', 'route', 'location'].every((column) => columns.includes(column));
}

export interface MountainProjectStyle {
  ascent_status: AscentStatus;
  roping: RopingRule;
}

/**
 * Mountain Project's `Style` (and `Lead Style` for a lead) → our status and roping. The roping of a
 * lead or a follow depends on the route: a multi-pitch route makes them `multi_pitch_leader` /
 * `multi_pitch_second`, a boulder is never roped. Keys are lower case.
 */
export const MOUNTAIN_PROJECT_LEAD_STYLES: Readonly<Record<string, AscentStatus>> = {
  onsight: 'onsight',
  flash: 'flash',
  redpoint: 'red_point',
  pinkpoint: 'red_point',
  'fell/hung': 'project',
  '': 'sent',
};

export const MOUNTAIN_PROJECT_STYLES: Readonly<Record<string, MountainProjectStyle>> = {
  tr: { ascent_status: 'sent', roping: { style: 'top_rope' } },
  follow: { ascent_status: 'sent', roping: { style: 'follow' } },
  solo: { ascent_status: 'sent', roping: { style: 'none' } },
  send: { ascent_status: 'sent', roping: { style: 'none' } },
  flash: { ascent_status: 'flash', roping: { style: 'none' } },
  attempt: { ascent_status: 'project', roping: { style: 'none' } },
  '': { ascent_status: 'sent', roping: { style: 'none' } },
};

/** The status and roping of a `Style` / `Lead Style` pair, or null when the style is none of MP's. */
export function mountainProjectStyle(style: string, leadStyle: string): MountainProjectStyle | null {
  const key = style.trim().toLowerCase();
  if (key === 'lead') {
    const status = MOUNTAIN_PROJECT_LEAD_STYLES[leadStyle.trim().toLowerCase()];
    return status ? { ascent_status: status, roping: { style: 'lead' } } : null;
  }
  return MOUNTAIN_PROJECT_STYLES[key] ?? null;
}

/** Safety and aid suffixes MP appends to a grade (`5.10a R`, `5.9 PG13`, `5.8 A1`, `V4 X`). */
const NOT_A_GRADE = /^(?:g|pg|pg-?13|r|x|a\d\+?|c\d\+?|wi\d\+?|m\d+\+?|ai\d|snow|easy|\d(?:st|nd|rd|th)|grade|[iv]+)$/i;

function yds(minor: number, letter: string, sign: string): string {
  if (minor < 4) return '5.4';
  if (minor < 10) return `5.${minor}`;
  const chosen = letter || (sign === '-' ? 'a' : sign === '+' ? 'c' : 'b');
  return `5.${Math.min(minor, 15)}${chosen}`;
}

/**
 * The grade value of an MP rating, to choose between routes of the same name: YDS (`5.10b/c`,
 * `5.10-`, `5.9+`, `5.11`), V grades (`V4-5`, `V0+`, `V-easy`), or anything `parseGrade` reads.
 * Safety ratings and aid grades after it are ignored; null when no part is a grade.
 */
export function mountainProjectGradeValue(rating: string): number | null {
  for (const token of rating.trim().split(/\s+/)) {
    if (token === '' || NOT_A_GRADE.test(token)) continue;
    const first = token.split('/')[0] ?? '';
    const decimal = /^5\.(\d{1,2})([abcd]?)([+-]?)$/i.exec(first);
    if (decimal)
      return parseGrade(yds(Number(decimal[1]), (decimal[2] ?? '').toLowerCase(), decimal[3] ?? ''))?.value ?? null;
    const boulder = /^V(\d{1,2}|B|-?easy)[+-]?(?:-\d{1,2})?$/i.exec(first);
    if (boulder) {
      const level = (boulder[1] ?? '').toLowerCase();
      const text = level === 'b' || level.endsWith('easy') ? 'VB' : `V${Math.min(Number(level), 16)}`;
      return parseGrade(text)?.value ?? null;
    }
    const parsed = parseGrade(first);
    if (parsed) return parsed.value;
  }
  return null;
}

/** MP's `Location`: `Country > Region > Crag > Sector`, any depth; each segment may be the crag. */
export function locationSegments(location: string): string[] {
  return location
    .split('>')
    .map(cleanName)
    .filter((segment) => segment !== '');
}

/** MP's own stars (−1 when not rated, 0 "bomb" … 4 "classic") → our quality note 0–6. */
export const MOUNTAIN_PROJECT_STAR_NOTES: Readonly<Record<number, number>> = { 0: 0, 1: 2, 2: 3, 3: 5, 4: 6 };

function readStars(text: string): number | null {
  const value = Number.parseFloat(text.trim());
  if (!Number.isFinite(value) || value < 0) return null;
  return MOUNTAIN_PROJECT_STAR_NOTES[Math.min(4, Math.round(value))] ?? null;
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  nbsp: ' ',
  middot: '·',
};

/** MP's notes may carry HTML entities (`&#39;`, `&amp;`): decoded into plain text. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Reads the data rows of a Mountain Project tick export into import candidates. */
export function readMountainProjectRows(table: CsvTable, now = Date.now()): ImportCandidate[] {
  return table.records.map(({ row, values }) => {
    const cell = (column: MountainProjectColumn) => values.get(column) ?? '';
    const errors: ValidationErrors = {};
    const routeName = cleanName(decodeEntities(cell('route')));
    if (routeName === '') addError(errors, 'route_name', 'required');
    const location = decodeEntities(cell('location'));
    const segments = locationSegments(location);
    if (segments.length === 0) addError(errors, 'crag_name', 'required');
    const style = mountainProjectStyle(cell('style'), cell('lead style'));
    if (!style) addError(errors, 'ascent_status', 'not_included');
    const pitchCount = readInteger(cell('pitches'), 'sections', { min: 1, max: 60 }, errors);
    const notes = decodeEntities(cell('notes')).replace(/\r\n?/g, '\n').trim();
    if (notes.length > 5_000) addError(errors, 'private_comment', 'too_long');
    return {
      row,
      route_name: routeName,
      crag_name: segments.join(' > '),
      grade_text: cell('rating'),
      grade_value: mountainProjectGradeValue(cell('rating')),
      crag_route_id: null,
      crag_names: segments,
      released_at: readAscentDate(cell('date'), errors, now),
      ascent_status: style?.ascent_status ?? null,
      roping: style?.roping ?? { style: 'none' },
      pitches: pitchCount === null ? null : { first: pitchCount },
      attempt: null,
      note: readStars(cell('your stars')),
      hardness_status: null,
      comment: null,
      private_comment: notes === '' || notes.length > 5_000 ? null : notes,
      errors,
    };
  });
}
