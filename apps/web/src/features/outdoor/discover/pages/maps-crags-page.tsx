import { useTranslation } from 'react-i18next';
import { FullMapPage, PHONE_ONLY_CLASS, useInitialMapView, useKeepMapView } from '../../../../components/full-map-page';
import { Paper, Title } from '../../../../components/ui';
import { withQueries } from '../../../../lib/query-client';
import { FilterPanel } from '../components/filter-panel';
import { LazyCragsViewportMap as CragsViewportMap } from '../components/lazy-crags-viewport-map';
import { MapLegend } from '../components/map-legend';
import { activeFilterCount } from '../filters/crag-filters-query';
import { useUrlFilters } from '../hooks/use-url-filters';
import classes from './maps-crags-page.module.css';

/**
 * `/maps/crags`: every crag on a full-height map, clustered, with every filter; the filters and
 * the view live in the URL, so a filtered map can be shared. Filters sit beside the map on a
 * desktop and in a drawer on a phone.
 */
function MapsCragsPage() {
  const { t } = useTranslation('discover');
  const [filters, setFilters] = useUrlFilters();
  const initialView = useInitialMapView(10);
  const keepView = useKeepMapView();
  const count = activeFilterCount(filters);

  return (
    <FullMapPage
      title={t('map.title')}
      map={
        <>
          <CragsViewportMap
            label={t('map.label')}
            filters={filters}
            initialView={initialView}
            onViewChange={keepView}
          />
          <Paper
            component="details"
            withBorder
            shadow="sm"
            px="sm"
            py={4}
            className={`${classes.legend} ${PHONE_ONLY_CLASS}`}
          >
            <summary className={classes.legendSummary}>{t('legend.title')}</summary>
            <MapLegend />
          </Paper>
        </>
      }
      filters={<FilterPanel filters={filters} onChange={setFilters} />}
      asideExtra={
        <>
          <Title order={2} size="h5">
            {t('legend.title')}
          </Title>
          <MapLegend />
        </>
      }
      filtersTitle={t('filters.title')}
      filtersTitleId="map-filters-title"
      filtersButton={count > 0 ? t('filters.buttonCount', { count }) : t('filters.button')}
      closeLabel={t('filters.close')}
      applyLabel={t('filters.apply')}
      drawerSize="85%"
    />
  );
}

export default withQueries(MapsCragsPage);
