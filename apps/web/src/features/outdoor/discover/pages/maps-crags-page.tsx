import { Box, Button, Drawer, Group, Paper, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { bottomBarHeight } from '../../../../lib/device';
import { useHydrated } from '../../../../lib/hydration';
import { withQueries } from '../../../../lib/query-client';
import { useGeolocationStore } from '../../../../stores/geolocation-store';
import { FilterPanel } from '../components/filter-panel';
import { LazyCragsViewportMap as CragsViewportMap } from '../components/lazy-crags-viewport-map';
import { MapLegend } from '../components/map-legend';
import { activeFilterCount } from '../filters/crag-filters-query';
import { FRANCE_VIEW, type MapView, mapViewFromSearch, mapViewToSearch } from '../filters/map-view-query';
import { useUrlFilters } from '../hooks/use-url-filters';

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
  // The server does not know the device: the common height until the page has hydrated.
  const hydrated = useHydrated();
  const barHeight = useMemo(
    () => (hydrated ? bottomBarHeight(navigator.userAgent, navigator.maxTouchPoints) : bottomBarHeight('')),
    [hydrated],
  );
  const count = activeFilterCount(filters);
  const keepView = useCallback(
    (view: MapView) => setSearch((current) => mapViewToSearch(view, current), { replace: true }),
    [setSearch],
  );

  return (
    <>
      <Box display="flex" h={{ base: `calc(100dvh - ${barHeight}px)`, sm: 'calc(100dvh - 60px)' }}>
        <Box style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Group px="sm" py={6} justify="space-between" wrap="nowrap" gap="xs">
            <Title order={1} fz={{ base: 'md', sm: 'lg' }}>
              {t('map.title')}
            </Title>
            <Button
              hiddenFrom="sm"
              variant="default"
              mih={44}
              leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
              onClick={drawer.open}
              aria-haspopup="dialog"
              style={{ flexShrink: 0 }}
            >
              {count > 0 ? t('filters.buttonCount', { count }) : t('filters.button')}
            </Button>
          </Group>
          <Box style={{ flex: 1, minHeight: 0, position: 'relative' }}>
            <CragsViewportMap
              label={t('map.label')}
              filters={filters}
              initialView={initialView}
              height="100%"
              onViewChange={keepView}
            />
            <Paper
              hiddenFrom="sm"
              component="details"
              withBorder
              shadow="sm"
              px="sm"
              py={4}
              style={{ position: 'absolute', left: 10, bottom: 28, zIndex: 1 }}
            >
              <summary style={{ minHeight: 36, lineHeight: '36px', cursor: 'pointer', fontWeight: 600 }}>
                {t('legend.title')}
              </summary>
              <MapLegend />
            </Paper>
          </Box>
        </Box>
        <Box
          component="aside"
          visibleFrom="sm"
          w={340}
          p="md"
          aria-labelledby="map-filters-title"
          style={{ order: -1, overflowY: 'auto', borderInlineEnd: '1px solid var(--mantine-color-default-border)' }}
        >
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
        </Box>
      </Box>
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
          <Button mih={44} onClick={drawer.close}>
            {t('filters.apply')}
          </Button>
        </Stack>
      </Drawer>
    </>
  );
}

export default withQueries(MapsCragsPage);
