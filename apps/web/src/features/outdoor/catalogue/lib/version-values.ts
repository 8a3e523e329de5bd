import { type PathPoint, pathLengthMetres } from '@climb/contracts';
import type { EnumGroup } from '../../../../climbing/enum-labels';

/** How a version's values are put into words: labels, grades, units and dates in the reader's language. */
export interface ValueWording {
  enumLabel(group: EnumGroup, value: string): string;
  /** A grade value in the reader's grade system. */
  grade(value: number): string;
  metres(value: number): string;
  minutes(value: number): string;
  date(isoDate: string): string;
  dateTime(isoDateTime: string): string;
  coordinate(value: number): string;
  yesNo(value: boolean): string;
  /** One pitch: its number and what is known of it (`L1 · 6a · 25 m`). */
  pitch(number: number, parts: string[]): string;
  bolts(count: number): string;
  /** A drawn path: its number of points and its length. */
  path(points: number, length: string): string;
  /** An outline drawn on a gym space's plan: its number of points. */
  outline(points: number): string;
  /** A reference to another record by id. */
  reference(id: number): string;
  /** The label the record's own catalogue gives a wire value of the field, if it is one of its enums. */
  kindLabel?(field: string, value: string): string | undefined;
}

/** A value ready to show: one text, a list (several choices, pitches), or null when the field was empty. */
export type ReadableValue = string | string[] | null;

/** Fields whose values are the wire values of an enum, and the label group that names them. */
const ENUM_FIELDS: Record<string, EnumGroup> = {
  climbing_types: 'climbing_types',
  climbing_type: 'climbing_types',
  rocks: 'rocks',
  rain: 'rain',
  sun: 'sun',
  orientations: 'orientations',
  seasons: 'seasons',
  incline: 'inclines',
  start_type: 'start_types',
  reception: 'receptions',
  bolt_type: 'bolt_types',
  anchor_type: 'anchor_types',
  alert_type: 'alert_types',
  approach_type: 'approach_types',
  alertable_type: 'version_item_types',
};
const METRE_FIELDS = new Set(['height', 'elevation', 'length']);
const MINUTE_FIELDS = new Set(['min_approach_time', 'max_approach_time', 'walking_time']);
const COORDINATE_FIELDS = new Set(['latitude', 'longitude']);
// A gym route's dates and grade have the same words as the outdoor records' fields of their kind.
const DATE_FIELDS = new Set(['ends_on', 'opened_at', 'dismounted_at']);
const DATE_TIME_FIELDS = new Set(['alerted_at']);

/** The order fields are listed in: what a reader looks for first. Others follow in the server's order. */
const FIELD_ORDER = [
  'name',
  'climbing_types',
  'climbing_type',
  'pitches',
  'crag_id',
  'crag_sector_id',
  'alertable_type',
  'alertable_id',
  'alert_type',
  'description',
  'height',
  'latitude',
  'longitude',
  'elevation',
];

export function orderFields(fields: readonly string[]): string[] {
  const rank = (field: string) => {
    const index = FIELD_ORDER.indexOf(field);
    return index === -1 ? FIELD_ORDER.length : index;
  };
  return [...fields].sort((a, b) => rank(a) - rank(b));
}

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

function isPathPoint(value: unknown): value is PathPoint {
  return Array.isArray(value) && value.length === 2 && value.every((part) => typeof part === 'number');
}

function pitchText(pitch: unknown, index: number, wording: ValueWording): string {
  if (!pitch || typeof pitch !== 'object') return wording.pitch(index + 1, [String(pitch)]);
  const { grade_value, grade_text, grade, height, bolt_count, incline, anchor_type } = pitch as Record<string, unknown>;
  const parts: string[] = [];
  // Grades read in the reader's system; a pitch stored before parsing still shows what was typed.
  if (typeof grade_value === 'number' && grade_value > 0) parts.push(wording.grade(grade_value));
  else if (typeof grade_text === 'string' || typeof grade === 'string') parts.push(String(grade_text ?? grade));
  if (typeof height === 'number') parts.push(wording.metres(height));
  if (typeof bolt_count === 'number') parts.push(wording.bolts(bolt_count));
  if (typeof incline === 'string') parts.push(wording.enumLabel('inclines', incline));
  if (typeof anchor_type === 'string') parts.push(wording.enumLabel('anchor_types', anchor_type));
  return wording.pitch(index + 1, parts);
}

function plainText(value: unknown, wording: ValueWording): string {
  if (typeof value === 'boolean') return wording.yesNo(value);
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** The labels of an enum field's values as the record's own catalogue words them, or undefined when it does not. */
function kindLabels(field: string, value: unknown, wording: ValueWording): ReadableValue | undefined {
  if (!wording.kindLabel || typeof (Array.isArray(value) ? value[0] : value) !== 'string') return undefined;
  const labels = (Array.isArray(value) ? value : [value]).map((item) => wording.kindLabel?.(field, String(item)));
  if (labels.some((label) => label === undefined)) return undefined;
  return Array.isArray(value) ? (labels as string[]) : (labels[0] ?? null);
}

/**
 * One side of a field change in words: enum values by their labels, pitches one line each, grades in the
 * reader's system, lengths and times with their unit, dates localised, a drawn path as its points and length, an outline on a plan as its points.
 */
export function readableValue(field: string, value: unknown, wording: ValueWording): ReadableValue {
  if (isEmpty(value)) return null;
  const ownLabels = kindLabels(field, value, wording);
  if (ownLabels !== undefined) return ownLabels;
  const group = ENUM_FIELDS[field];
  if (group) {
    const values = Array.isArray(value) ? value : [value];
    const labels = values.map((item) => wording.enumLabel(group, String(item)));
    return Array.isArray(value) ? labels : (labels[0] ?? null);
  }
  if (field === 'pitches' && Array.isArray(value)) return value.map((pitch, index) => pitchText(pitch, index, wording));
  if (field === 'path' && Array.isArray(value) && value.every(isPathPoint)) {
    return wording.path(value.length, wording.metres(pathLengthMetres(value)));
  }
  if (field === 'polygon' && Array.isArray(value) && value.every(isPathPoint)) return wording.outline(value.length);
  if (typeof value === 'number') {
    if (METRE_FIELDS.has(field)) return wording.metres(value);
    if (MINUTE_FIELDS.has(field)) return wording.minutes(value);
    if (COORDINATE_FIELDS.has(field)) return wording.coordinate(value);
    if (field === 'grade_value' && value > 0) return wording.grade(value);
    if (field.endsWith('_id')) return wording.reference(value);
  }
  if (typeof value === 'string') {
    if (DATE_FIELDS.has(field)) return wording.date(value);
    if (DATE_TIME_FIELDS.has(field)) return wording.dateTime(value);
  }
  if (Array.isArray(value)) return value.map((item) => plainText(item, wording));
  return plainText(value, wording);
}
