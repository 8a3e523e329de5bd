import { Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { type ReactNode, useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FRANCE_VIEW, type MapView, mapViewFromSearch, mapViewToSearch } from '../lib/map-view';
import { useGeolocationStore } from '../stores/geolocation-store';
import classes from './full-map-page.module.css';
import { PlainButton } from './plain-ui';
import { Group, Stack, Title } from './ui';

/** The class of what a full map page shows on a phone only (inside its map, say). */
export const PHONE_ONLY_CLASS = classes.phoneOnly;

/** Where a full map opens: the view of the link, else around the climber (at this zoom), else all of France. */
export function useInitialMapView(aroundZoom: number): MapView {
  const [search] = useSearchParams();
  const [view] = useState(() => {
    const { latitude, longitude } = useGeolocationStore.getState();
    const around = latitude !== null && longitude !== null ? { latitude, longitude, zoom: aroundZoom } : null;
    return mapViewFromSearch(search) ?? around ?? FRANCE_VIEW;
  });
  return view;
}

/** Keeps the map's view in the address, beside its other parameters, without a new history entry. */
export function useKeepMapView(): (view: MapView) => void {
  const [, setSearch] = useSearchParams();
  return useCallback(
    (view: MapView) => setSearch((current) => mapViewToSearch(view, current), { replace: true }),
    [setSearch],
  );
}

interface FullMapPageProps {
  /** The page's h1. */
  title: string;
  /** The map, and what floats over it. */
  map: ReactNode;
  /** The filters, beside the map on a desktop and in a drawer on a phone. */
  filters: ReactNode;
  /** What the side panel shows after the filters (a legend, say). */
  asideExtra?: ReactNode;
  filtersTitle: string;
  /** The id of the side panel's title. */
  filtersTitleId: string;
  /** The phone's button that opens the drawer (with how many filters are on). */
  filtersButton: string;
  filtersButtonTestId?: string;
  closeLabel: string;
  applyLabel: string;
  /** The drawer's height. */
  drawerSize: string;
}

/** A map as tall as the screen, its filters beside it on a desktop and in a drawer from the bottom on a phone. */
export function FullMapPage({
  title,
  map,
  filters,
  asideExtra,
  filtersTitle,
  filtersTitleId,
  filtersButton,
  filtersButtonTestId,
  closeLabel,
  applyLabel,
  drawerSize,
}: FullMapPageProps) {
  const [drawerOpened, drawer] = useDisclosure(false);
  return (
    <>
      <div className={classes.layout}>
        <div className={classes.main}>
          <Group px="sm" py={6} justify="space-between" wrap="nowrap" gap="xs">
            <Title order={1} className={classes.title}>
              {title}
            </Title>
            <PlainButton
              variant="default"
              className={`${classes.thumb} ${classes.filtersButton} ${classes.phoneOnly}`}
              leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
              onClick={drawer.open}
              aria-haspopup="dialog"
              data-testid={filtersButtonTestId}
            >
              {filtersButton}
            </PlainButton>
          </Group>
          <div className={classes.mapBox}>{map}</div>
        </div>
        <aside aria-labelledby={filtersTitleId} className={`${classes.aside} ${classes.desktopOnly}`}>
          <Stack gap="md">
            <Title order={2} size="h4" id={filtersTitleId}>
              {filtersTitle}
            </Title>
            {filters}
            {asideExtra}
          </Stack>
        </aside>
      </div>
      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        title={filtersTitle}
        position="bottom"
        size={drawerSize}
        closeButtonProps={{ 'aria-label': closeLabel }}
      >
        <Stack gap="md">
          {filters}
          <PlainButton className={classes.thumb} onClick={drawer.close}>
            {applyLabel}
          </PlainButton>
        </Stack>
      </Drawer>
    </>
  );
}
