import type { CragRouteSummary, RecordRef } from '@climb/contracts';
import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cragSectorPath } from '../../../../climbing/paths';
import { Section } from '../../../../components/section';
import { groupRoutesBySector } from '../lib/route-order';
import { RouteCard } from './route-card';

/** Routes as a list of cards. */
export function RouteCardList({ routes, showSector = false }: { routes: CragRouteSummary[]; showSector?: boolean }) {
  return (
    <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }} data-testid="route-list">
      {routes.map((route) => (
        <li key={route.id}>
          <RouteCard route={route} showSector={showSector} />
        </li>
      ))}
    </Stack>
  );
}

/** Routes under their sector's heading (a link to the sector), sectors in the crag's order, loose routes last. */
export function GroupedRouteList({ routes, sectors }: { routes: CragRouteSummary[]; sectors: readonly RecordRef[] }) {
  const { t } = useTranslation('crags');
  return (
    <Stack gap="lg">
      {groupRoutesBySector(routes, sectors).map((group) => (
        <Section
          key={group.sector?.id ?? 'none'}
          order={3}
          title={
            group.sector ? (
              <Anchor component={Link} to={cragSectorPath(group.sector)} inherit>
                {group.sector.name}
              </Anchor>
            ) : (
              t('routes.noSector')
            )
          }
          aside={
            <Text size="sm" c="dimmed">
              {t('routes.count', { count: group.routes.length })}
            </Text>
          }
          testId="route-group"
        >
          <RouteCardList routes={group.routes} />
        </Section>
      ))}
    </Stack>
  );
}
