import type { CragSectorSummary } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GradeBadge } from '../../../../climbing/grade';
import { cragSectorPath } from '../../../../climbing/paths';
import { Group, Paper, SimpleGrid, Text } from '../../../../components/ui';
import classes from './sector-list.module.css';

/** The sectors of a crag as cards leading to each sector. */
export function SectorList({ sectors }: { sectors: readonly CragSectorSummary[] }) {
  const { t } = useTranslation('crags');
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, xs: 2, md: 3 }}
      spacing="xs"
      className={classes.list}
      data-testid="sector-list"
    >
      {sectors.map((sector) => (
        <li key={sector.id}>
          <Paper
            component={Link}
            to={cragSectorPath(sector)}
            withBorder
            radius="md"
            p="sm"
            className={classes.card}
            data-testid="sector-card"
          >
            <Text fw={700} breakAnywhere>
              {sector.name}
            </Text>
            <Group gap="xs" mt={4}>
              <Text size="sm" c="dimmed">
                {t('routes.count', { count: sector.routes_count })}
              </Text>
              <GradeBadge value={sector.grade_min_value} max={sector.grade_max_value} size="sm" />
            </Group>
          </Paper>
        </li>
      ))}
    </SimpleGrid>
  );
}
