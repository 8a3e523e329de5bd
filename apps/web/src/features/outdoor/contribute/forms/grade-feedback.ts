import { displayGrade, type GradeSystem, parseGrade } from '@climb/contracts';

/**
 * What the grade input says while the climber types: nothing yet, "not a grade", or the grade it
 * was read as (in the system it was written in) and how it reads in the climber's own system.
 */
export type GradeFeedback =
  | { state: 'empty' }
  | { state: 'invalid' }
  | {
      state: 'valid';
      value: number;
      /** The system the text was written in. */
      writtenIn: GradeSystem;
      /** The grade as it will be stored (`6b+`, `7A`, `5.11a`). */
      text: string;
      /** The value in the climber's system (`≈ 5.11a`), or null when that is the text as written. */
      inYourSystem: string | null;
    };

export function gradeFeedback(input: string, system: GradeSystem): GradeFeedback {
  if (input.trim() === '') return { state: 'empty' };
  const parsed = parseGrade(input);
  if (!parsed) return { state: 'invalid' };
  const shown = displayGrade(parsed.value, system);
  const inYourSystem = !shown || parsed.system === system ? null : `${shown.approximate ? '≈ ' : ''}${shown.text}`;
  return { state: 'valid', value: parsed.value, writtenIn: parsed.system, text: parsed.text, inYourSystem };
}
