import type { CragRouteSummary } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { useEnumLabels } from '../../../../climbing/enum-labels';
import { cragPath, cragRoutePath, cragSectorPath } from '../../../../climbing/paths';
import { Anchor, Badge, Card, Group, Stack, Text } from '../../../../components/ui';
import { GradeRange } from './crag-card';
import classes from './result-cards.module.css';

/** One route of a search: its grade in the climber's system, what it is, and where (crag, sector). */
export function RouteResultCard({ route }: { route: CragRouteSummary }) {
  const { t } = useTranslation('discover');
  const { label } = useEnumLabels();
  const facts = [
    route.height ? t('route.height', { height: route.height }) : null,
    route.pitches_count > 1 ? t('route.pitches', { count: route.pitches_count }) : null,
  ].filter(Boolean);
  return (
    <Card component="li" withBorder radius="md" p="sm" data-testid="route-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} className={classes.body}>
          <Anchor to={cragRoutePath(route)} fw={700} className={classes.name}>
            {route.name}
          </Anchor>
          <Text size="sm">
            <Anchor to={cragPath(route.crag)}>{route.crag.name}</Anchor>
            {route.crag_sector ? (
              <>
                {' · '}
                <Anchor to={cragSectorPath(route.crag_sector)}>{route.crag_sector.name}</Anchor>
              </>
            ) : null}
          </Text>
          <Group gap={4}>
            <Badge variant="default" size="sm" keepCase>
              {label('climbing_types', route.climbing_type)}
            </Badge>
            {facts.length > 0 ? (
              <Text size="sm" c="dimmed">
                {facts.join(' · ')}
              </Text>
            ) : null}
          </Group>
        </Stack>
        {/* The grade keeps its width on a phone, however long the names beside it. */}
        <div className={classes.figures}>
          <GradeRange min={route.grade_min_value} max={route.grade_max_value} />
        </div>
      </Group>
    </Card>
  );
}

export function RouteList({ routes }: { routes: readonly CragRouteSummary[] }) {
  return (
    <Stack component="ul" gap="xs" m={0} p={0} className={classes.list} data-testid="route-list">
      {routes.map((route) => (
        <RouteResultCard key={route.id} route={route} />
      ))}
    </Stack>
  );
}
