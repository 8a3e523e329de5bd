import { type ComponentProps, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ClientOnly } from '../../../../components/client-only';
import classes from './lazy-maps.module.css';

/** A map page's map: tall enough to find one's way, short enough to leave the legend in sight on a phone. */
export const LARGE_MAP_HEIGHT = 'min(70vh, 640px)';

const CragMapModule = lazy(() => import('./crag-map'));
const AreaMapModule = lazy(() => import('./area-map'));

/** The heights a map is drawn at, as the placeholder's `data-height` (a class step, never a style attribute). */
type MapHeight = 260 | 320 | 340 | typeof LARGE_MAP_HEIGHT;

function MapPlaceholder({ height }: { height: MapHeight }) {
  const { t } = useTranslation('crags');
  return (
    <div
      className={classes.placeholder}
      data-height={height === LARGE_MAP_HEIGHT ? 'large' : height}
      role="status"
      aria-label={t('map.loading')}
    />
  );
}

/** The crag map in its own chunk, in the browser only: the facts render first, Leaflet follows. */
export function LazyCragMap(props: ComponentProps<typeof CragMapModule> & { height?: MapHeight }) {
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
