import { Skeleton } from '@mantine/core';
import { type ComponentProps, lazy, Suspense } from 'react';
import { ClientOnly } from '../../../../components/client-only';

const CragsListMapModule = lazy(() => import('./crags-list-map').then((module) => ({ default: module.CragsListMap })));

/** A list's map in its own chunk, in the browser only: the list renders first (on the server too), Leaflet follows. */
export function LazyCragsListMap(props: ComponentProps<typeof CragsListMapModule>) {
  const placeholder = <Skeleton height={props.height ?? 360} radius="md" role="status" aria-label={props.label} />;
  return (
    <ClientOnly fallback={placeholder}>
      <Suspense fallback={placeholder}>
        <CragsListMapModule {...props} />
      </Suspense>
    </ClientOnly>
  );
}
