import { Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PlainButton } from '../../../../components/plain-ui';
import { Group, Paper, Stack, Title } from '../../../../components/ui';
import { withQueries } from '../../../../lib/query-client';
import { useGeolocationStore } from '../../../../stores/geolocation-store';
import buttons from '../components/buttons.module.css';
import { FilterPanel } from '../components/filter-panel';
import { LazyCragsViewportMap as CragsViewportMap } from '../components/lazy-crags-viewport-map';
import { MapLegend } from '../components/map-legend';
import { activeFilterCount } from '../filters/crag-filters-query';
import { FRANCE_VIEW, type MapView, mapViewFromSearch, mapViewToSearch } from '../filters/map-view-query';
import { useUrlFilters } from '../hooks/use-url-filters';
import classes from './maps-crags-page.module.css';

/** Where the map opens: the shared view of the link, else around the climber, else all of France. */
function useInitialView(): MapView {
  const [search] = useSearchParams();
  const [view] = useState(() => {
    const { latitude, longitude } = useGeolocationStore.getState();
    const around = latitude !== null && longitude !== null ? { latitude, longitude, zoom: 10 } : null;
    return mapViewFromSearch(search) ?? around ?? FRANCE_VIEW;
  });
  return view;
}

/**
 * `/maps/crags`: every crag on a full-height map, clustered, with every filter; the filters and
 * the view live in the URL, so a filtered map can be shared. Filters sit beside the map on a
 * desktop and in a drawer on a phone.
 */
function MapsCragsPage() {
  const { t } = useTranslation('discover');
  const [, setSearch] = useSearchParams();
  const [filters, setFilters] = useUrlFilters();
  const initialView = useInitialView();
  const [drawerOpened, drawer] = useDisclosure(false);
  const count = activeFilterCount(filters);
  const keepView = useCallback(
    (view: MapView) => setSearch((current) => mapViewToSearch(view, current), { replace: true }),
    [setSearch],
  );

  return (
    <>
      <div className={classes.layout}>
        <div className={classes.main}>
          <Group px="sm" py={6} justify="space-between" wrap="nowrap" gap="xs">
            <Title order={1} className={classes.title}>
              {t('map.title')}
            </Title>
            <PlainButton
              variant="default"
              className={`${buttons.thumb} ${classes.filtersButton} ${classes.phoneOnly}`}
              leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
              onClick={drawer.open}
              aria-haspopup="dialog"
            >
              {count > 0 ? t('filters.buttonCount', { count }) : t('filters.button')}
            </PlainButton>
          </Group>
          <div className={classes.mapBox}>
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
              className={`${classes.legend} ${classes.phoneOnly}`}
            >
              <summary className={classes.legendSummary}>{t('legend.title')}</summary>
              <MapLegend />
            </Paper>
          </div>
        </div>
        <aside aria-labelledby="map-filters-title" className={`${classes.aside} ${classes.desktopOnly}`}>
          <Stack gap="md">
            <Title order={2} size="h4" id="map-filters-title">
              {t('filters.title')}
            </Title>
            <FilterPanel filters={filters} onChange={setFilters} />
            <Title order={2} size="h5">
              {t('legend.title')}
            </Title>
            <MapLegend />
          </Stack>
        </aside>
      </div>
      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        title={t('filters.title')}
        position="bottom"
        size="85%"
        closeButtonProps={{ 'aria-label': t('filters.close') }}
      >
        <Stack gap="md">
          <FilterPanel filters={filters} onChange={setFilters} />
          <PlainButton className={buttons.thumb} onClick={drawer.close}>
            {t('filters.apply')}
          </PlainButton>
        </Stack>
      </Drawer>
    </>
  );
}

export default withQueries(MapsCragsPage);
