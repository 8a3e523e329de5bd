import { displayGrade, formatGradeRange, gradeDegree } from '@climb/contracts';
import { lazy, Suspense } from 'react';
import { Badge, type Size } from '../components/ui';
import { cx } from '../components/ui/style-props';
import { useGradeSystemStore } from '../stores/grade-system-store';
import classes from './grade.module.css';
import degrees from './grade-colors.module.css';

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

/** The class of a grade's degree colour: `--grade-color` and `--grade-text`, the text that reads on it. */
export function gradeColorClass(value: number): string | undefined {
  return degrees[`degree_${gradeDegree(value)}`];
}

interface GradeBadgeProps {
  value: number | null | undefined;
  /** The hardest grade of a range (a multi-pitch route): shown as `value → max`, coloured by the hardest. */
  max?: number | null;
  size?: Size;
  className?: string;
  'data-testid'?: string;
}

/**
 * The original French grade of a converted one, on hover: Mantine's tooltip, loaded with its styles only for a climber
 * who reads another system, so that a page of grades in French loads no Mantine component.
 */
const FrenchGradeTooltip = lazy(() => import('./french-grade-tooltip'));

/** A grade in the climber's system, in its degree's colour. The original French grade shows on hover when converted. */
export function GradeBadge({ value, max, size, className, ...others }: GradeBadgeProps) {
  const { system, format, range } = useGrades();
  if (!value) return null;
  const isRange = Boolean(max) && max !== value;
  const badge = (
    // No upper case: `6a` and `6A` are different grades (French route, Font boulder).
    <Badge
      {...others}
      size={size}
      radius="sm"
      keepCase
      className={cx(classes.badge, gradeColorClass(isRange ? (max as number) : value), className)}
    >
      {isRange ? range(value, max) : format(value)}
    </Badge>
  );
  // A grade in French, the system of most pages, needs no tooltip nor its translations.
  if (!displayGrade(value, system)?.approximate) return badge;
  return (
    <Suspense fallback={badge}>
      <FrenchGradeTooltip value={value} max={isRange ? (max as number) : null}>
        {badge}
      </FrenchGradeTooltip>
    </Suspense>
  );
}
