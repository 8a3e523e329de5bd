import { displayGrade, formatGradeRange } from '@climb/contracts';
import { Tooltip } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/** The original French grade of a converted one, on hover. */
export default function FrenchGradeTooltip({
  value,
  max,
  children,
}: {
  value: number;
  max: number | null;
  children: ReactElement;
}) {
  const { t } = useTranslation('outdoor-enums');
  const french = max ? formatGradeRange(value, max, 'french') : displayGrade(value, 'french')?.text;
  return <Tooltip label={`${t('grade_systems.french')} ${french ?? ''}`}>{children}</Tooltip>;
}
