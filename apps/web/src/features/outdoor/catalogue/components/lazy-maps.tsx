import { type ComponentProps, lazy, type Ref, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNearScreen } from '../../../../lib/use-near-screen';
import classes from './lazy-maps.module.css';

/** A map page's map: tall enough to find one's way, short enough to leave the legend in sight on a phone. */
export const LARGE_MAP_HEIGHT = 'min(70vh, 640px)';

const CragMapModule = lazy(() => import('./crag-map'));
const AreaMapModule = lazy(() => import('./area-map'));

/** The heights a map is drawn at, as the placeholder's `data-height` (a class step, never a style attribute). */
type MapHeight = 260 | 320 | 340 | typeof LARGE_MAP_HEIGHT;

function MapPlaceholder({ height, ref }: { height: MapHeight; ref?: Ref<HTMLDivElement> }) {
  const { t } = useTranslation('crags');
  return (
    <div
      ref={ref}
      className={classes.placeholder}
      data-height={height === LARGE_MAP_HEIGHT ? 'large' : height}
      role="status"
      aria-label={t('map.loading')}
    />
  );
}

/** The crag map in its own chunk, in the browser only, once near the screen: the facts render first, Leaflet follows. */
export function LazyCragMap(props: ComponentProps<typeof CragMapModule> & { height?: MapHeight }) {
  const [ref, near] = useNearScreen();
  const height = props.height ?? 320;
  if (!near) return <MapPlaceholder ref={ref} height={height} />;
  return (
    <Suspense fallback={<MapPlaceholder height={height} />}>
      <CragMapModule {...props} />
    </Suspense>
  );
}

/** The area map in its own chunk, in the browser only, once near the screen. */
export function LazyAreaMap(props: ComponentProps<typeof AreaMapModule>) {
  const [ref, near] = useNearScreen();
  if (!near) return <MapPlaceholder ref={ref} height={340} />;
  return (
    <Suspense fallback={<MapPlaceholder height={340} />}>
      <AreaMapModule {...props} />
    </Suspense>
  );
}
