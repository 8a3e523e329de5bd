import { CLIMBER_GRADE_RANGE, displayGrade, GRADE_EQUIVALENTS, type GradeSystem } from '@climb/contracts';

export interface GradeOption {
  value: string;
  label: string;
}

/**
 * The grades a filter offers in the climber's system: every French grade from 3a, or the grades
 * the other system has (its own names, each standing for its grade value).
 */
export function gradeOptions(system: GradeSystem, keep: readonly (number | undefined)[] = []): GradeOption[] {
  const values =
    system === 'french'
      ? CLIMBER_GRADE_RANGE.map((grade) => grade.value)
      : GRADE_EQUIVALENTS.filter((row) => row.grades[system]).map((row) => row.value);
  // A value from a shared link that the system has no name for stays selectable (shown in French).
  const all = [...new Set([...values, ...keep.filter((value): value is number => value !== undefined)])].sort(
    (a, b) => a - b,
  );
  return all.map((value) => ({ value: String(value), label: displayGrade(value, system)?.text ?? String(value) }));
}
