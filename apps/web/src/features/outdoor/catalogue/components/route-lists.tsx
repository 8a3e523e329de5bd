import type { CragRouteSummary, RecordRef } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { cragSectorPath } from '../../../../climbing/paths';
import { Section } from '../../../../components/section';
import { Anchor, Stack, Text } from '../../../../components/ui';
import { groupRoutesBySector } from '../lib/route-order';
import { RouteCard, useRouteCardWording } from './route-card';
import classes from './route-lists.module.css';

/** Routes as a list of cards. */
export function RouteCardList({ routes, showSector = false }: { routes: CragRouteSummary[]; showSector?: boolean }) {
  const wording = useRouteCardWording();
  return (
    <Stack component="ul" gap={6} className={classes.list} data-testid="route-list">
      {routes.map((route) => (
        <li key={route.id}>
          <RouteCard route={route} showSector={showSector} wording={wording} />
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
            group.sector ? <Anchor to={cragSectorPath(group.sector)}>{group.sector.name}</Anchor> : t('routes.noSector')
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
