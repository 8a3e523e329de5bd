import { Skeleton } from '@mantine/core';
import { type ComponentProps, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ClientOnly } from '../../../../components/client-only';

/** A map page's map: tall enough to find one's way, short enough to leave the legend in sight on a phone. */
export const LARGE_MAP_HEIGHT = 'min(70vh, 640px)';

const CragMapModule = lazy(() => import('./crag-map'));
const AreaMapModule = lazy(() => import('./area-map'));

function MapPlaceholder({ height }: { height: number | string }) {
  const { t } = useTranslation('crags');
  return <Skeleton height={height} radius="md" role="status" aria-label={t('map.loading')} />;
}

/** The crag map in its own chunk, in the browser only: the facts render first, Leaflet follows. */
export function LazyCragMap(props: ComponentProps<typeof CragMapModule>) {
  const placeholder = <MapPlaceholder height={props.height ?? 320} />;
  return (
    <ClientOnly fallback={placeholder}>
      <Suspense fallback={placeholder}>
        <CragMapModule {...props} />
      </Suspense>
    </ClientOnly>
  );
}

/** The area map in its own chunk, in the browser only. */
export function LazyAreaMap(props: ComponentProps<typeof AreaMapModule>) {
  const placeholder = <MapPlaceholder height={340} />;
  return (
    <ClientOnly fallback={placeholder}>
      <Suspense fallback={placeholder}>
        <AreaMapModule {...props} />
      </Suspense>
    </ClientOnly>
  );
}
