import { type ComponentProps, lazy, Suspense } from 'react';
import { ClientOnly } from '../../../../components/client-only';
import { MapPlaceholder } from './map-placeholder';

const CragsViewportMapModule = lazy(() =>
  import('./crags-viewport-map').then((module) => ({ default: module.CragsViewportMap })),
);

/** The crags map in its own chunk, in the browser only: the page around it renders first (on the server too). */
export function LazyCragsViewportMap(props: ComponentProps<typeof CragsViewportMapModule>) {
  const placeholder = <MapPlaceholder height="100%" label={props.label} />;
  return (
    <ClientOnly fallback={placeholder}>
      <Suspense fallback={placeholder}>
        <CragsViewportMapModule {...props} />
      </Suspense>
    </ClientOnly>
  );
}
