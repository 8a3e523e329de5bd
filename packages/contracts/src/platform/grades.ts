/**
 * The grade value scale (docs/domain/grades.md): every grade is also stored as an integer used for sorting,
 * filtering, charts and conversion. French levels 1a…9c+ map in order, six steps per degree:
 * 1a=1, 1a+=2, 1b=3, 1b+=4, 1c=5, 1c+=6, 2a=7 … 6a=31 … 7a=37 … 8a=43 … 9a=49 … 9c+=54; 0 = unknown.
 */
export const GRADE_VALUE_MIN = 1;
export const GRADE_VALUE_MAX = 54;

const LETTERS = ['a', 'b', 'c'] as const;
const DEGREES = 9;

export interface FrenchGrade {
  /** As written, lower case: `6b+`. */
  text: string;
  value: number;
  /** 1 to 9: the colour family of the grade in charts. */
  degree: number;
}

/** Every French grade from 1a (1) to 9c+ (54), in order. */
export const FRENCH_GRADES: readonly FrenchGrade[] = Array.from({ length: DEGREES }, (_, degreeIndex) =>
  LETTERS.flatMap((letter, letterIndex) =>
    ['', '+'].map((plus, plusIndex) => ({
      text: `${degreeIndex + 1}${letter}${plus}`,
      value: degreeIndex * 6 + letterIndex * 2 + plusIndex + 1,
      degree: degreeIndex + 1,
    })),
  ),
).flat();

const BY_TEXT = new Map(FRENCH_GRADES.map((grade) => [grade.text, grade]));
const BY_VALUE = new Map(FRENCH_GRADES.map((grade) => [grade.value, grade]));

/**
 * The value of a French grade (`6b+` → 34), or null when it is not one. Case and spaces are
 * ignored; a slash grade (`6a/6a+`) takes its first part.
 */
export function frenchGradeValue(text: string): number | null {
  const first = text.split('/')[0]?.trim().toLowerCase() ?? '';
  return BY_TEXT.get(first)?.value ?? null;
}

/** The French grade of a value (34 → `6b+`), or null for 0, out-of-scale or non-integer values. */
export function frenchGradeText(value: number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return BY_VALUE.get(value)?.text ?? null;
}

/** The French grades between two of them, both included (`3a` to `9c+` for a climber's grade range). */
export function frenchGradesBetween(fromText: string, toText: string): FrenchGrade[] {
  const from = frenchGradeValue(fromText) ?? GRADE_VALUE_MIN;
  const to = frenchGradeValue(toText) ?? GRADE_VALUE_MAX;
  return FRENCH_GRADES.filter((grade) => grade.value >= from && grade.value <= to);
}

/** The grades a climber's range is chosen from: 3a (13) to 9c+ (54). */
export const CLIMBER_GRADE_RANGE: readonly FrenchGrade[] = frenchGradesBetween('3a', '9c+');
