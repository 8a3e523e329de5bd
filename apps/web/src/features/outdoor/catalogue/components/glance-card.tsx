import type { Orientation, RouteFigures } from '@climb/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGrades } from '../../../../climbing/grade';
import { Group, Paper, Stack, Text } from '../../../../components/ui';
import classes from './glance-card.module.css';
import { GradeHistogram } from './grade-histogram';
import { OrientationRose } from './orientation-rose';

interface GlanceCardProps {
  gradeMin: number | null;
  gradeMax: number | null;
  routesCount: number;
  figures: RouteFigures;
  orientations: readonly Orientation[];
  /** The other facts, under the grades. */
  children?: ReactNode;
}

/** What a climber checks first: which way it faces, how hard it is, how many routes per grade. */
export function GlanceCard({ gradeMin, gradeMax, routesCount, figures, orientations, children }: GlanceCardProps) {
  const { t } = useTranslation('crags');
  const { range } = useGrades();
  const gradeRange = range(gradeMin, gradeMax);
  return (
    <Paper withBorder radius="md" p="md" data-testid="glance">
      <Stack gap="md">
        <Group gap="lg" align="center" wrap="nowrap">
          <OrientationRose orientations={orientations} size={104} />
          <Stack gap={2} className={classes.grades}>
            <Text size="sm" c="dimmed">
              {t('facts.grades')}
            </Text>
            {gradeRange ? (
              <Text fw={800} breakAnywhere className={classes.range} data-testid="grade-range">
                {gradeRange}
              </Text>
            ) : (
              <Text fw={600} data-testid="grade-range">
                {t('facts.noGrades')}
              </Text>
            )}
            <Text size="sm">{t('facts.routesCount', { count: routesCount })}</Text>
          </Stack>
        </Group>
        <GradeHistogram grades={figures.grades} />
        {children}
      </Stack>
    </Paper>
  );
}
