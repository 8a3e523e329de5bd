import { type ComponentProps, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../../../lib/hydration';
import { useNearScreen } from '../../../../lib/use-near-screen';
import classes from './lazy-maps.module.css';

const GymPositionMapModule = lazy(() => import('./gym-position-map'));
const SpacePlanModule = lazy(() => import('./space-plan'));

function MapPlaceholder({ kind, ref }: { kind: 'position' | 'plan'; ref?: (element: HTMLElement | null) => void }) {
  const { t } = useTranslation('indoor');
  return (
    <div
      ref={ref}
      className={classes.placeholder}
      data-kind={kind}
      role="status"
      aria-label={t(kind === 'plan' ? 'plan.loading' : 'gym.mapLoading')}
    />
  );
}

/** The gym's small map in its own chunk, in the browser only, once near the screen: the facts render first. */
export function LazyGymMap(props: ComponentProps<typeof GymPositionMapModule>) {
  const [ref, near] = useNearScreen();
  if (!near) return <MapPlaceholder ref={ref} kind="position" />;
  return (
    <Suspense fallback={<MapPlaceholder kind="position" />}>
      <GymPositionMapModule {...props} />
    </Suspense>
  );
}

/**
 * A space's plan with its sectors, in its own chunk with Leaflet, once the page is in the browser (the plan is at the
 * top of its page: no waiting for a scroll). The server's page holds its place and the sectors' buttons.
 */
export function LazySpacePlan({
  fallback,
  ...props
}: ComponentProps<typeof SpacePlanModule> & { fallback: React.ReactNode }) {
  const hydrated = useHydrated();
  if (!hydrated) return fallback;
  return (
    <Suspense fallback={fallback}>
      <SpacePlanModule {...props} />
    </Suspense>
  );
}

/** The plan's place while Leaflet loads, at the plan's height. */
export function PlanPlaceholder() {
  return <MapPlaceholder kind="plan" />;
}
