import { frenchGradeText } from '@climb/contracts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "De 6a à 7b+", "À partir de 6a", "Jusqu’à 7b+", or null when no level is given. */
export function gradeRangeText(min: number | null, max: number | null, t: Translate): string | null {
  const from = frenchGradeText(min);
  const to = frenchGradeText(max);
  if (from && to) return t('profile:gradeBetween', { min: from, max: to });
  if (from) return t('profile:gradeFrom', { min: from });
  if (to) return t('profile:gradeUpTo', { max: to });
  return null;
}
