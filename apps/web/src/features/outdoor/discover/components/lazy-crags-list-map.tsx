import { type ComponentProps, lazy, Suspense } from 'react';
import { ClientOnly } from '../../../../components/client-only';
import { MapPlaceholder } from './map-placeholder';

const CragsListMapModule = lazy(() => import('./crags-list-map').then((module) => ({ default: module.CragsListMap })));

/** A list's map in its own chunk, in the browser only: the list renders first (on the server too), Leaflet follows. */
export function LazyCragsListMap(props: ComponentProps<typeof CragsListMapModule>) {
  const placeholder = <MapPlaceholder height={props.height ?? 360} label={props.label} />;
  return (
    <ClientOnly fallback={placeholder}>
      <Suspense fallback={placeholder}>
        <CragsListMapModule {...props} />
      </Suspense>
    </ClientOnly>
  );
}
