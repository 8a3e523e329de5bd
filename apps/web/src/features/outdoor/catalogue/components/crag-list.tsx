import type { CragSummary } from '@climb/contracts';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEnumLabels } from '../../../../climbing/enum-labels';
import { GradeBadge } from '../../../../climbing/grade';
import { cragPath } from '../../../../climbing/paths';

/** Crags as cards leading to each crag: place, climbing types, routes and grades. */
export function CragList({ crags }: { crags: readonly CragSummary[] }) {
  const { t } = useTranslation('crags');
  const { label } = useEnumLabels();
  return (
    <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }} data-testid="crag-list">
      {crags.map((crag) => (
        <li key={crag.id}>
          <Paper
            component={Link}
            to={cragPath(crag)}
            withBorder
            radius="md"
            p="sm"
            mih={56}
            display="block"
            style={{ textDecoration: 'none', color: 'inherit' }}
            data-testid="crag-card"
          >
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                  {crag.name}
                </Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {[
                    crag.town_name,
                    crag.climbing_types.map((type) => label('climbing_types', type)).join(', '),
                    t('routes.count', { count: crag.routes_count }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Stack>
              <GradeBadge value={crag.grade_min_value} max={crag.grade_max_value} style={{ flexShrink: 0 }} />
            </Group>
          </Paper>
        </li>
      ))}
    </Stack>
  );
}
