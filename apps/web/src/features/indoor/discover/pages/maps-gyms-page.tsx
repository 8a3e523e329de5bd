import { Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PlainButton } from '../../../../components/plain-ui';
import { Group, Stack, Title } from '../../../../components/ui';
import { withQueries } from '../../../../lib/query-client';
import { useGeolocationStore } from '../../../../stores/geolocation-store';
import { ClimbingTypeFilter } from '../components/climbing-type-filter';
import discover from '../components/discover.module.css';
import { LazyGymsViewportMap as GymsViewportMap } from '../components/lazy-gyms-viewport-map';
import { FRANCE_VIEW, type MapView, mapViewOf, mapViewToSearch, typesOf, typesToSearch } from '../filters/gym-filters';
import classes from './maps-gyms-page.module.css';

/** Where the map opens: the view of the link, else around the climber, else all of France. */
function useInitialView(): MapView {
  const [search] = useSearchParams();
  const [view] = useState(() => {
    const { latitude, longitude } = useGeolocationStore.getState();
    const around = latitude !== null && longitude !== null ? { latitude, longitude, zoom: 11 } : null;
    return mapViewOf(search) ?? around ?? FRANCE_VIEW;
  });
  return view;
}

/**
 * `/maps/gyms`: every gym on a full-height map, clustered, filtered by climbing type; the types and the view live
 * in the address (`climbing_types`, `latitude`, `longitude`, `zoom`), so a map can be shared. The filter sits
 * beside the map on a desktop and in a drawer on a phone.
 */
function MapsGymsPage() {
  const { t } = useTranslation('indoor-discover');
  const [search, setSearch] = useSearchParams();
  const types = typesOf(search);
  const initialView = useInitialView();
  const [drawerOpened, drawer] = useDisclosure(false);
  const keepView = useCallback(
    (view: MapView) => setSearch((current) => mapViewToSearch(view, current), { replace: true }),
    [setSearch],
  );
  const setTypes = (next: typeof types) => setSearch((current) => typesToSearch(next, current), { replace: true });
  const filter = <ClimbingTypeFilter value={types} onChange={setTypes} />;

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
              className={`${discover.thumb} ${classes.phoneOnly}`}
              leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
              onClick={drawer.open}
              aria-haspopup="dialog"
              data-testid="map-filter-button"
            >
              {types.length > 0 ? t('filter.buttonCount', { count: types.length }) : t('filter.button')}
            </PlainButton>
          </Group>
          <div className={classes.mapBox}>
            <GymsViewportMap label={t('map.label')} types={types} initialView={initialView} onViewChange={keepView} />
          </div>
        </div>
        <aside aria-labelledby="gym-map-filter-title" className={`${classes.aside} ${classes.desktopOnly}`}>
          <Stack gap="md">
            <Title order={2} size="h4" id="gym-map-filter-title">
              {t('filter.title')}
            </Title>
            {filter}
          </Stack>
        </aside>
      </div>
      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        title={t('filter.title')}
        position="bottom"
        size="auto"
        closeButtonProps={{ 'aria-label': t('filter.close') }}
      >
        <Stack gap="md">
          {filter}
          <PlainButton className={discover.thumb} onClick={drawer.close}>
            {t('filter.apply')}
          </PlainButton>
        </Stack>
      </Drawer>
    </>
  );
}

export default withQueries(MapsGymsPage);
