import { Stack } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBook2,
  IconBooks,
  IconMap2,
  IconMountain,
  IconPencil,
  IconRoute,
  IconWorldHeart,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type Figure, FigureGrid } from '../../../components/figure-grid';
import { LoadError } from '../../../components/list-states';
import { withQueries } from '../../../lib/query-client';
import { useHub } from '../../navigation/use-hub';
import { useOutdoorFigures } from '../../outdoor/discover/api/places.api';
import { DiscoverLinks } from '../../outdoor/discover/components/discover-links';
import { Loading } from '../../outdoor/discover/components/query-status';
import { RecentAdditions } from '../../outdoor/discover/components/recent-additions';
import { EnvironmentLanding } from '../components/environment-landing';
import { ProseSection } from '../components/prose-section';

const FEATURES = [
  { key: 'crags', icon: IconMountain },
  { key: 'routes', icon: IconRoute },
  { key: 'guides', icon: IconBooks },
  { key: 'maps', icon: IconMap2 },
  { key: 'alerts', icon: IconAlertTriangle },
  { key: 'logbook', icon: IconBook2 },
  { key: 'wiki', icon: IconPencil },
  { key: 'openData', icon: IconWorldHeart },
] as const;

const LINKS = [
  { key: 'about', to: '/about' },
  { key: 'attributions', to: '/about/attributions' },
  { key: 'partners', to: '/about/partner-search' },
] as const;

/** What the catalogue holds today (`outdoor/figures.json`), what was added last, and the ways to find a crag. */
function OutdoorCatalogue() {
  const { t } = useTranslation('discover');
  const figures = useOutdoorFigures();
  const data = figures.data;
  const counts: Figure[] = data
    ? [
        { key: 'crags', label: t('figures.crags'), value: data.crags_count },
        { key: 'routes', label: t('figures.routes'), value: data.crag_routes_count },
        { key: 'sectors', label: t('figures.sectors'), value: data.crag_sectors_count },
        { key: 'areas', label: t('figures.areas'), value: data.areas_count },
        { key: 'departments', label: t('figures.departments'), value: data.departments_count },
      ]
    : [];
  const hasRecent = data ? data.recent_crags.length + data.recent_crag_routes.length > 0 : false;
  return (
    <Stack gap="xl">
      <ProseSection title={t('landing.figuresTitle')}>
        {figures.isPending ? <Loading /> : null}
        {figures.isError ? <LoadError onRetry={() => void figures.refetch()} /> : null}
        {data ? <FigureGrid figures={counts} /> : null}
      </ProseSection>
      {data && hasRecent ? (
        <ProseSection title={t('landing.recentTitle')}>
          <RecentAdditions figures={data} />
        </ProseSection>
      ) : null}
      <ProseSection title={t('landing.findTitle')}>
        <DiscoverLinks />
      </ProseSection>
    </Stack>
  );
}

function LandingOutdoorPage() {
  useHub();
  return (
    <EnvironmentLanding environment="outdoor" features={FEATURES} links={LINKS}>
      <OutdoorCatalogue />
    </EnvironmentLanding>
  );
}

export default withQueries(LandingOutdoorPage);
