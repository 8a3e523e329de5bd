import { displayGrade, formatGradeRange, gradeColor } from '@climb/contracts';
import { Badge, type BadgeProps, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGradeSystemStore } from '../stores/grade-system-store';

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

function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [red, green, blue] = channels.map((channel) =>
    channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/**
 * Black or white, whichever reads better on a degree colour (WCAG contrast ratio). Mantine's `autoContrast`
 * switches on a fixed luminance and leaves white on the mid oranges and reds, under 4.5:1.
 */
export function textColorOn(background: string): '#000' | '#fff' {
  const luminance = relativeLuminance(background);
  return (luminance + 0.05) / 0.05 >= 1.05 / (luminance + 0.05) ? '#000' : '#fff';
}

interface GradeBadgeProps extends Omit<BadgeProps, 'children' | 'color'> {
  value: number | null | undefined;
  /** The hardest grade of a range (a multi-pitch route): shown as `value → max`, coloured by the hardest. */
  max?: number | null;
}

/** A grade in the climber's system, in its degree's colour. The original French grade shows on hover when converted. */
export function GradeBadge({ value, max, ...props }: GradeBadgeProps) {
  const { t } = useTranslation('outdoor-enums');
  const { system, format, range } = useGrades();
  if (!value) return null;
  const shown = displayGrade(value, system);
  const isRange = Boolean(max) && max !== value;
  const background = gradeColor(isRange ? (max as number) : value);
  const badge = (
    // No upper case: `6a` and `6A` are different grades (French route, Font boulder).
    <Badge color={background} c={textColorOn(background)} variant="filled" radius="sm" tt="none" {...props}>
      {isRange ? range(value, max) : format(value)}
    </Badge>
  );
  if (!shown?.approximate) return badge;
  const french = isRange ? formatGradeRange(value, max, 'french') : displayGrade(value, 'french')?.text;
  return <Tooltip label={`${t('grade_systems.french')} ${french ?? ''}`}>{badge}</Tooltip>;
}
