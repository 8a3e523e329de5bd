import { displayGrade, formatGradeRange, gradeColor } from '@climb/contracts';
import { Badge, type BadgeProps, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGradeSystemStore } from '../../../stores/grade-system-store';

/** The climber's grade system and the formatters bound to it. */
export function useGrades() {
  const system = useGradeSystemStore((state) => state.system);
  return {
    system,
    /** `6a`, `≈ 5.10b` (a conversion), `?` for an unknown value. */
    format: (value: number | null | undefined) => {
      const shown = displayGrade(value, system);
      if (!shown) return '?';
      return shown.approximate ? `≈ ${shown.text}` : shown.text;
    },
    range: (min: number | null | undefined, max: number | null | undefined) => formatGradeRange(min, max, system),
  };
}

interface GradeBadgeProps extends Omit<BadgeProps, 'children' | 'color'> {
  value: number | null | undefined;
}

/** A grade in the climber's system, in its degree's colour. The original French grade shows on hover when converted. */
export function GradeBadge({ value, ...props }: GradeBadgeProps) {
  const { t } = useTranslation('outdoor-enums');
  const { system, format } = useGrades();
  if (!value) return null;
  const shown = displayGrade(value, system);
  const badge = (
    <Badge color={gradeColor(value)} autoContrast variant="filled" radius="sm" {...props}>
      {format(value)}
    </Badge>
  );
  if (!shown?.approximate) return badge;
  return <Tooltip label={`${t('grade_systems.french')} ${displayGrade(value, 'french')?.text ?? ''}`}>{badge}</Tooltip>;
}
