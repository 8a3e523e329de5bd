import type { CragRouteSummary } from '@climb/contracts';
import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEnumLabels } from '../../../../climbing/enum-labels';
import { cragPath, cragRoutePath, cragSectorPath } from '../../../../climbing/paths';
import { GradeRange } from './crag-card';

/** One route of a search: its grade in the climber's system, what it is, and where (crag, sector). */
export function RouteResultCard({ route }: { route: CragRouteSummary }) {
  const { t } = useTranslation('discover');
  const { label } = useEnumLabels();
  const facts = [
    route.height ? t('route.height', { height: route.height }) : null,
    route.pitches_count > 1 ? t('route.pitches', { count: route.pitches_count }) : null,
  ].filter(Boolean);
  return (
    <Card component="li" withBorder radius="md" padding="sm" data-testid="route-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Anchor
            component={Link}
            to={cragRoutePath(route)}
            fw={700}
            mih={44}
            style={{ display: 'inline-flex', alignItems: 'center', overflowWrap: 'anywhere' }}
          >
            {route.name}
          </Anchor>
          <Text size="sm">
            <Anchor component={Link} to={cragPath(route.crag)}>
              {route.crag.name}
            </Anchor>
            {route.crag_sector ? (
              <>
                {' · '}
                <Anchor component={Link} to={cragSectorPath(route.crag_sector)}>
                  {route.crag_sector.name}
                </Anchor>
              </>
            ) : null}
          </Text>
          <Group gap={4}>
            <Badge variant="default" size="sm" tt="none">
              {label('climbing_types', route.climbing_type)}
            </Badge>
            {facts.length > 0 ? (
              <Text size="sm" c="dimmed">
                {facts.join(' · ')}
              </Text>
            ) : null}
          </Group>
        </Stack>
        <GradeRange min={route.grade_min_value} max={route.grade_max_value} />
      </Group>
    </Card>
  );
}

export function RouteList({ routes }: { routes: readonly CragRouteSummary[] }) {
  return (
    <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} data-testid="route-list">
      {routes.map((route) => (
        <RouteResultCard key={route.id} route={route} />
      ))}
    </Stack>
  );
}
