import { type ComponentProps, lazy, Suspense } from 'react';
import { ClientOnly } from '../../../../components/client-only';
import classes from './gyms-map.module.css';

const GymsViewportMapModule = lazy(() =>
  import('./gyms-viewport-map').then((module) => ({ default: module.GymsViewportMap })),
);

/** The gyms map in its own chunk (Leaflet with it), in the browser only: the page around it renders first. */
export function LazyGymsViewportMap(props: ComponentProps<typeof GymsViewportMapModule>) {
  const placeholder = (
    <div className={classes.placeholder} role="status" aria-label={props.label} data-testid="map-placeholder" />
  );
  return (
    <ClientOnly fallback={placeholder}>
      <Suspense fallback={placeholder}>
        <GymsViewportMapModule {...props} />
      </Suspense>
    </ClientOnly>
  );
}
