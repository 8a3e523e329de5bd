import { useTranslation } from 'react-i18next';
import { type Figure, FigureGrid } from '../../../../components/figure-grid';
import { LoadError } from '../../../../components/list-states';
import { ProseSection } from '../../../../components/prose-section';
import { Stack } from '../../../../components/ui';
import { useOutdoorFigures } from '../api/places.api';
import { DiscoverLinks } from './discover-links';
import { Loading } from './query-status';
import { RecentAdditions } from './recent-additions';

/** What the catalogue holds today (`outdoor/figures.json`), what was added last, and the ways to find a crag. */
export function OutdoorCatalogue() {
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
