import type { CragSummary } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEnumLabels } from '../../../../climbing/enum-labels';
import { GradeBadge } from '../../../../climbing/grade';
import { cragPath } from '../../../../climbing/paths';
import { Group, Paper, Stack, Text } from '../../../../components/ui';
import classes from './crag-list.module.css';

/** Crags as cards leading to each crag: place, climbing types, routes and grades. */
export function CragList({ crags }: { crags: readonly CragSummary[] }) {
  const { t } = useTranslation('crags');
  const { label } = useEnumLabels();
  return (
    <Stack component="ul" gap={6} className={classes.list} data-testid="crag-list">
      {crags.map((crag) => (
        <li key={crag.id}>
          <Paper
            component={Link}
            to={cragPath(crag)}
            withBorder
            radius="md"
            p="sm"
            className={classes.card}
            data-testid="crag-card"
          >
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Stack gap={2} className={classes.body}>
                <Text fw={700} breakAnywhere>
                  {crag.name}
                </Text>
                <Text size="sm" c="dimmed" breakAnywhere>
                  {[
                    crag.town_name,
                    crag.climbing_types.map((type) => label('climbing_types', type)).join(', '),
                    t('routes.count', { count: crag.routes_count }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Stack>
              <GradeBadge value={crag.grade_min_value} max={crag.grade_max_value} className={classes.grade} />
            </Group>
          </Paper>
        </li>
      ))}
    </Stack>
  );
}
