import { useTranslation } from 'react-i18next';
import { GradeBadge } from '../../../../climbing/grade';
import type { Figure } from '../../../../components/figure-grid';
import { useFormatters } from '../../../../lib/use-formatters';

interface AscentFigures {
  ascents: number;
  max_grade_value: number | null;
  metres: number;
  crags: number;
}

/** The figures every summary of ascents starts with (analytics, a session): ascents, hardest grade, metres, crags. */
export function useAscentFigures(figures: AscentFigures): Figure[] {
  const { t } = useTranslation('logbook-home');
  const { integer, metres } = useFormatters();
  return [
    { key: 'ascents', label: t('figures.ascents', { count: figures.ascents }), value: integer(figures.ascents) },
    {
      key: 'max-grade',
      label: t('figures.maxGrade'),
      value: figures.max_grade_value ? <GradeBadge value={figures.max_grade_value} size="xl" /> : '–',
    },
    { key: 'metres', label: t('figures.metres'), value: metres(figures.metres) },
    { key: 'crags', label: t('figures.crags', { count: figures.crags }), value: integer(figures.crags) },
  ];
}
