import {
  ASCENT_STATUSES,
  HARDNESS_STATUSES,
  parseGrade,
  ROPING_STATUSES,
  type ValidationErrors,
} from '@climb/contracts';
import type { CsvTable, CsvValue } from '../../lib/csv';
import {
  addError,
  cleanName,
  type ImportCandidate,
  type PitchesRule,
  readAscentDate,
  readComment,
  readEnum,
  readInteger,
} from './import-rows';

/**
 * Our CSV format (docs/logbook-import.md): one row per ascent, these columns in this order, names
 * in English and stable (an import reads them by name, in any order, case forgiven).
 */
export const CORDEE_COLUMNS = [
  'ascent_id',
  'released_at',
  'crag_route_id',
  'route_name',
  'crag_id',
  'crag_name',
  'sector_name',
  'climbing_type',
  'grade',
  'grade_value',
  'height',
  'ascent_status',
  'roping_status',
  'pitches',
  'attempt',
  'note',
  'hardness_status',
  'comment',
  'private_comment',
  'partners',
] as const;
export type CordeeColumn = (typeof CORDEE_COLUMNS)[number];

/** An ascent as the export reads it from the database. */
export interface ExportedAscent {
  id: number;
  released_at: string;
  crag_route_id: number | null;
  route_name: string;
  crag_id: number | null;
  crag_name: string | null;
  sector_name: string | null;
  climbing_type: string;
  grade_text: string | null;
  grade_value: number | null;
  height: number | null;
  ascent_status: string;
  roping_status: string | null;
  sections: number[];
  attempt: number | null;
  note: number | null;
  hardness_status: string | null;
  comment: string | null;
  private_comment: string | null;
  partners: string[];
}

/** What a spreadsheet would run as a formula when a cell starts with it (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text of the file that a spreadsheet could take for a formula (a route named `=HYPERLINK(…)` by a
 * wiki vandal) is written after a `'`, which spreadsheets show as text; the import takes it off.
 */
export function spreadsheetSafe(text: string | null): string | null {
  return text !== null && FORMULA_START.test(text) ? `'${text}` : text;
}

/** A cell as written before `spreadsheetSafe`. */
export function withoutSpreadsheetGuard(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

/** The CSV record of one ascent, in the order of `CORDEE_COLUMNS`; pitches are numbered from 1. */
export function cordeeRecord(ascent: ExportedAscent): CsvValue[] {
  const values: Record<CordeeColumn, CsvValue> = {
    ascent_id: ascent.id,
    released_at: ascent.released_at,
    crag_route_id: ascent.crag_route_id,
    route_name: spreadsheetSafe(ascent.route_name),
    crag_id: ascent.crag_id,
    crag_name: spreadsheetSafe(ascent.crag_name),
    sector_name: spreadsheetSafe(ascent.sector_name),
    climbing_type: ascent.climbing_type,
    grade: spreadsheetSafe(ascent.grade_text),
    grade_value: ascent.grade_value,
    height: ascent.height,
    ascent_status: ascent.ascent_status,
    roping_status: ascent.roping_status,
    pitches: ascent.sections.map((index) => index + 1).join(','),
    attempt: ascent.attempt,
    note: ascent.note,
    hardness_status: ascent.hardness_status,
    comment: spreadsheetSafe(ascent.comment),
    private_comment: spreadsheetSafe(ascent.private_comment),
    partners: spreadsheetSafe(ascent.partners.join(', ')),
  };
  return CORDEE_COLUMNS.map((column) => values[column]);
}

/** The header has what an import needs: a date, a status, and the route by id or by names. */
export function isCordeeHeader(columns: readonly string[]): boolean {
  const has = (column: CordeeColumn) => columns.includes(column);
  return (
    has('released_at') && has('ascent_status') && (has('crag_route_id') || (has('route_name') && has('crag_name')))
  );
}

/** `1,2,3` (also `1;2`, `1 2`, `1|2`): pitch numbers from 1; null cell → every pitch. */
function readPitches(text: string, errors: ValidationErrors): PitchesRule {
  const value = text.trim();
  if (value === '') return null;
  const parts = value.split(/[\s,;|]+/).filter(Boolean);
  if (parts.length > 60 || !parts.every((part) => /^\d+$/.test(part))) {
    addError(errors, 'sections', 'invalid');
    return null;
  }
  const numbers = parts.map(Number);
  if (numbers.some((number) => number < 1)) {
    addError(errors, 'sections', 'too_small');
    return null;
  }
  return { numbers };
}

/** Reads the data rows of our format into import candidates, each with what it cannot read. */
export function readCordeeRows(table: CsvTable, now = Date.now()): ImportCandidate[] {
  return table.records.map(({ row, values }) => {
    const cell = (column: CordeeColumn) => withoutSpreadsheetGuard(values.get(column) ?? '');
    const errors: ValidationErrors = {};
    const routeName = cleanName(cell('route_name'));
    const cragName = cleanName(cell('crag_name'));
    const gradeText = cell('grade');
    const cragRouteId = readInteger(cell('crag_route_id'), 'crag_route_id', { min: 1, max: 2_147_483_647 }, errors);
    if (cragRouteId === null && !errors.crag_route_id) {
      if (routeName === '') addError(errors, 'route_name', 'required');
      if (cragName === '') addError(errors, 'crag_name', 'required');
    }
    const ascentStatus = readEnum(cell('ascent_status'), 'ascent_status', ASCENT_STATUSES, errors);
    if (ascentStatus === null && !errors.ascent_status) addError(errors, 'ascent_status', 'required');
    const hardness = cell('hardness_status').toLowerCase() === 'no_opinion' ? '' : cell('hardness_status');
    return {
      row,
      route_name: routeName,
      crag_name: cragName,
      grade_text: gradeText,
      grade_value: parseGrade(gradeText)?.value ?? null,
      crag_route_id: cragRouteId,
      crag_names: cragName === '' ? [] : [cragName],
      released_at: readAscentDate(cell('released_at'), errors, now),
      ascent_status: ascentStatus,
      roping: { fixed: readEnum(cell('roping_status'), 'roping_status', ROPING_STATUSES, errors) },
      pitches: readPitches(cell('pitches'), errors),
      attempt: readInteger(cell('attempt'), 'attempt', { min: 1, max: 999 }, errors),
      note: readInteger(cell('note'), 'note', { min: 0, max: 6 }, errors),
      hardness_status: readEnum(hardness, 'hardness_status', HARDNESS_STATUSES, errors),
      comment: readComment(cell('comment'), 'comment', errors),
      private_comment: readComment(cell('private_comment'), 'private_comment', errors),
      errors,
    };
  });
}
