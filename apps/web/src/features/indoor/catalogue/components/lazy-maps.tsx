import type { GymPlan } from '@climb/contracts';
import { type ComponentProps, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../../../lib/hydration';
import { useNearScreen } from '../../../../lib/use-near-screen';
import classes from './lazy-maps.module.css';

const GymPositionMapModule = lazy(() => import('./gym-position-map'));
const SpacePlanModule = lazy(() => import('./space-plan'));

/** The gym's map's place while Leaflet loads. */
function MapPlaceholder({ ref }: { ref?: (element: HTMLElement | null) => void }) {
  const { t } = useTranslation('indoor');
  return <div ref={ref} className={classes.placeholder} role="status" aria-label={t('gym.mapLoading')} />;
}

/** The gym's small map in its own chunk, in the browser only, once near the screen: the facts render first. */
export function LazyGymMap(props: ComponentProps<typeof GymPositionMapModule>) {
  const [ref, near] = useNearScreen();
  if (!near) return <MapPlaceholder ref={ref} />;
  return (
    <Suspense fallback={<MapPlaceholder />}>
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

/**
 * The plan while Leaflet loads, at the map's height: the plan's image itself, whole in its box, sized from the
 * plan's pixels so that nothing moves, in the server's page and fetched first. It is the page's largest paint, long
 * before the map chunk has run; the map then draws the same image, never larger, in its place.
 */
export function PlanPlaceholder({ plan }: { plan: GymPlan }) {
  const { t } = useTranslation('indoor');
  return (
    <div className={classes.planImage} role="status" aria-label={t('plan.loading')} data-testid="plan-placeholder">
      <img src={plan.url} width={plan.width} height={plan.height} alt="" fetchPriority="high" decoding="async" />
    </div>
  );
}
