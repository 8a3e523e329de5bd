import { Skeleton } from '@mantine/core';
import { type ComponentProps, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

/** A map page's map: tall enough to find one's way, short enough to leave the legend in sight on a phone. */
export const LARGE_MAP_HEIGHT = 'min(70vh, 640px)';

const CragMapModule = lazy(() => import('./crag-map'));
const AreaMapModule = lazy(() => import('./area-map'));

function MapPlaceholder({ height }: { height: number | string }) {
  const { t } = useTranslation('crags');
  return <Skeleton height={height} radius="md" role="status" aria-label={t('map.loading')} />;
}

/** The crag map in its own chunk: the facts render first, Leaflet follows. */
export function LazyCragMap(props: ComponentProps<typeof CragMapModule>) {
  return (
    <Suspense fallback={<MapPlaceholder height={props.height ?? 320} />}>
      <CragMapModule {...props} />
    </Suspense>
  );
}

/** The area map in its own chunk. */
export function LazyAreaMap(props: ComponentProps<typeof AreaMapModule>) {
  return (
    <Suspense fallback={<MapPlaceholder height={340} />}>
      <AreaMapModule {...props} />
    </Suspense>
  );
}
