import { FRENCH_GRADES, frenchGradeText, frenchGradeValue, GRADE_VALUE_MAX, GRADE_VALUE_MIN } from './grades';

/** The grade systems a grade can be written in and displayed in (docs/domain/grades.md). */
export const GRADE_SYSTEMS = ['french', 'uk', 'yds', 'v_scale', 'uiaa', 'font'] as const;
export type GradeSystem = (typeof GRADE_SYSTEMS)[number];

type OtherSystem = Exclude<GradeSystem, 'french'>;

/**
 * The equivalents table of docs/domain/grades.md, by grade value. A blank cell is a value the system has
 * no grade for. Conversions between systems are approximate (British E grades include protection).
 */
export const GRADE_EQUIVALENTS: readonly { value: number; grades: Partial<Record<OtherSystem, string>> }[] = [
  { value: 13, grades: { yds: '5.4', uiaa: 'III+', font: '3' } },
  { value: 15, grades: { yds: '5.5', v_scale: 'V0', uiaa: 'IV-' } },
  { value: 19, grades: { uk: 'VD', yds: '5.6', uiaa: 'IV', font: '4' } },
  { value: 21, grades: { uk: 'S', yds: '5.7', v_scale: 'V1', uiaa: 'IV+' } },
  { value: 23, grades: { uk: 'HS', v_scale: 'V2', uiaa: 'V-' } },
  { value: 25, grades: { uk: 'VS', yds: '5.8', uiaa: 'V+', font: '5' } },
  { value: 27, grades: { uk: 'HVS', yds: '5.9', v_scale: 'V3', uiaa: 'VI-', font: '5+' } },
  { value: 29, grades: { yds: '5.10a', uiaa: 'VI' } },
  { value: 31, grades: { uk: 'E1', yds: '5.10b', uiaa: 'VI+', font: '6A' } },
  { value: 32, grades: { yds: '5.10c', uiaa: 'VII-', font: '6A+' } },
  { value: 33, grades: { uk: 'E2', yds: '5.10d', uiaa: 'VII', font: '6B' } },
  { value: 34, grades: { yds: '5.11a', v_scale: 'V4', uiaa: 'VII+', font: '6B+' } },
  { value: 35, grades: { uk: 'E3', yds: '5.11b', uiaa: 'VIII-', font: '6C' } },
  { value: 36, grades: { yds: '5.11c', v_scale: 'V5', uiaa: 'VIII', font: '6C+' } },
  { value: 37, grades: { uk: 'E4', yds: '5.11d', v_scale: 'V6', uiaa: 'VIII+', font: '7A' } },
  { value: 38, grades: { uk: 'E5', yds: '5.12a', v_scale: 'V7', uiaa: 'IX-', font: '7A+' } },
  { value: 39, grades: { yds: '5.12b', font: '7B' } },
  { value: 40, grades: { uk: 'E6', yds: '5.12c', v_scale: 'V8', uiaa: 'IX', font: '7B+' } },
  { value: 41, grades: { yds: '5.12d', v_scale: 'V9', uiaa: 'IX+', font: '7C' } },
  { value: 42, grades: { uk: 'E7', yds: '5.13a', v_scale: 'V10', font: '7C+' } },
  { value: 43, grades: { yds: '5.13b', v_scale: 'V11', font: '8A' } },
  { value: 44, grades: { uk: 'E8', yds: '5.13c', v_scale: 'V12', uiaa: 'X-', font: '8A+' } },
  { value: 45, grades: { uk: 'E9', yds: '5.13d', v_scale: 'V13', uiaa: 'X', font: '8B' } },
  { value: 46, grades: { uk: 'E10', yds: '5.14a', v_scale: 'V14', uiaa: 'X+', font: '8B+' } },
  { value: 47, grades: { yds: '5.14b', v_scale: 'V15', font: '8C' } },
  { value: 48, grades: { uk: 'E11', yds: '5.14c', v_scale: 'V16', uiaa: 'XI-', font: '8C+' } },
  { value: 49, grades: { yds: '5.14d', uiaa: 'XI', font: '9A' } },
  { value: 50, grades: { yds: '5.15a', uiaa: 'XI+' } },
  { value: 51, grades: { yds: '5.15b', uiaa: 'XII-' } },
  { value: 52, grades: { yds: '5.15c', uiaa: 'XII' } },
  { value: 53, grades: { yds: '5.15d' } },
];

function normalise(text: string): string {
  return text.replace(/\s+/g, '').replace(/[≈~]/g, '').replace(/[–−]/g, '-').toUpperCase();
}

const PARSE_TABLE = new Map<string, { value: number; system: OtherSystem }>();
for (const row of GRADE_EQUIVALENTS) {
  for (const [system, text] of Object.entries(row.grades) as [OtherSystem, string][]) {
    const key = normalise(text);
    // Font 6A… is French 6a… read in upper case: the same value, kept as the Font spelling.
    if (!PARSE_TABLE.has(key)) PARSE_TABLE.set(key, { value: row.value, system });
  }
}
// YDS is often written without the leading "5." for 5.10 and above is not; `VB` is the easiest V grade.
PARSE_TABLE.set('VB', { value: 13, system: 'v_scale' });

export interface ParsedGrade {
  value: number;
  system: GradeSystem;
  /** The grade as it should be stored: trimmed, first part of a slash grade, canonical case. */
  text: string;
}

/**
 * Reads a grade written in any system of docs/domain/grades.md (`6b+`, `7A`, `5.11a`, `V4`, `E3`, `VII+`)
 * into its value. A slash grade takes its first part; spaces, case and a leading "≈" are ignored.
 * Returns null when the text is no grade.
 */
export function parseGrade(input: string): ParsedGrade | null {
  const first = (input.split('/')[0] ?? '').trim().replace(/^[≈~]\s*/, '');
  if (first === '') return null;
  const french = frenchGradeValue(first);
  const isUpperFont = /^[6-9][ABC]\+?$/.test(first.replace(/\s+/g, ''));
  if (french !== null && !isUpperFont) return { value: french, system: 'french', text: first.toLowerCase() };
  const found = PARSE_TABLE.get(normalise(first));
  if (found) return { ...found, text: canonicalText(found.value, found.system) ?? first };
  if (french !== null) return { value: french, system: 'font', text: first.toUpperCase() };
  return null;
}

/** The grade value of a text in any system, or null. */
export function gradeValueOf(text: string): number | null {
  return parseGrade(text)?.value ?? null;
}

function canonicalText(value: number, system: GradeSystem): string | null {
  if (system === 'french') return frenchGradeText(value);
  return GRADE_EQUIVALENTS.find((row) => row.value === value)?.grades[system] ?? null;
}

export interface DisplayedGrade {
  text: string;
  /** true when the grade is shown in a system other than the one asked for (no equivalent there). */
  fallback: boolean;
  /** true when the grade is a conversion, to be shown with "≈". */
  approximate: boolean;
}

/**
 * A grade value as a climber reads it in their system: that system's grade when the table has one,
 * else the French grade (which always exists and reads back to the same value). A conversion to a
 * system other than French is approximate.
 */
export function displayGrade(value: number | null | undefined, system: GradeSystem): DisplayedGrade | null {
  if (value === null || value === undefined || value < GRADE_VALUE_MIN || value > GRADE_VALUE_MAX) return null;
  const text = canonicalText(value, system);
  if (text) return { text, fallback: false, approximate: system !== 'french' };
  const french = frenchGradeText(value);
  return french ? { text: french, fallback: system !== 'french', approximate: false } : null;
}

/** `6a`, `≈ 5.10b`: a grade value ready to print in a system. */
export function formatGrade(value: number | null | undefined, system: GradeSystem = 'french'): string {
  const shown = displayGrade(value, system);
  if (!shown) return '?';
  return shown.approximate ? `≈ ${shown.text}` : shown.text;
}

/** A range of grade values (`6a → 7b+`), one grade when both ends agree. */
export function formatGradeRange(
  min: number | null | undefined,
  max: number | null | undefined,
  system: GradeSystem = 'french',
): string | null {
  if (!min && !max) return null;
  if (!min || !max || min === max) return formatGrade(min || max, system);
  return `${formatGrade(min, system)} → ${formatGrade(max, system)}`;
}

/** The degree (1–9) of a grade value: the colour family of the grade in charts. */
export function gradeDegree(value: number): number {
  return Math.min(9, Math.max(1, Math.ceil(value / 6)));
}

/** One colour per degree, 1 to 9, from easy greens to hard purples (charts, badges). */
export const GRADE_DEGREE_COLORS: readonly string[] = [
  '#9be3a6',
  '#4cc46a',
  '#2f9e44',
  '#f2c94c',
  '#f08c00',
  '#e8590c',
  '#e03131',
  '#a61e4d',
  '#5f3dc4',
];

export function gradeColor(value: number): string {
  return GRADE_DEGREE_COLORS[gradeDegree(value) - 1] ?? '#868e96';
}

/** Every value of the scale with its French grade: the rows of the `/grades` table. */
export const GRADE_SCALE = FRENCH_GRADES;
