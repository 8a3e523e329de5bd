import type { CragSectorSummary } from '@climb/contracts';
import { Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GradeBadge } from '../../../../climbing/grade';
import { cragSectorPath } from '../../../../climbing/paths';

/** The sectors of a crag as cards leading to each sector. */
export function SectorList({ sectors }: { sectors: readonly CragSectorSummary[] }) {
  const { t } = useTranslation('crags');
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, xs: 2, md: 3 }}
      spacing="xs"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
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
            mih={56}
            display="block"
            h="100%"
            style={{ textDecoration: 'none', color: 'inherit' }}
            data-testid="sector-card"
          >
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
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
