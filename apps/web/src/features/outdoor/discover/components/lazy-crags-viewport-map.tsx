import { Skeleton } from '@mantine/core';
import { type ComponentProps, lazy, Suspense } from 'react';
import { ClientOnly } from '../../../../components/client-only';

const CragsViewportMapModule = lazy(() =>
  import('./crags-viewport-map').then((module) => ({ default: module.CragsViewportMap })),
);

/** The crags map in its own chunk, in the browser only: the page around it renders first (on the server too). */
export function LazyCragsViewportMap(props: ComponentProps<typeof CragsViewportMapModule>) {
  const placeholder = <Skeleton height={props.height ?? 360} radius="md" role="status" aria-label={props.label} />;
  return (
    <ClientOnly fallback={placeholder}>
      <Suspense fallback={placeholder}>
        <CragsViewportMapModule {...props} />
      </Suspense>
    </ClientOnly>
  );
}
