import type { GymRoute } from '@climb/contracts';
import { lazy, Suspense } from 'react';
import type { RecordSlots } from '../climbing/record-slots';
import { useHydrated } from '../lib/hydration';
import classes from './gym-route-ascent.module.css';
import { LazyPart } from './shell/lazy-part';

/** The logbook's logger of a gym route, its own chunk (its texts, the offline queue): fetched once the page is live. */
const GymRouteLogger = lazy(() =>
  import('../features/logbook/indoor/panel/gym-route-logger').then((module) => ({ default: module.GymRouteLogger })),
);

/**
 * "My logbook" in a gym route's panel. The server renders an empty place (its HTML is the same for everyone: who
 * is there and what they logged differ), and the logger loads with its chunk once the page is live; when its file
 * cannot be fetched (offline, never loaded before), the place stays empty.
 */
function GymRouteAscent({ routeId, route }: { routeId: number; route: GymRoute | undefined }) {
  const hydrated = useHydrated();
  const place = <div className={classes.place} />;
  if (!hydrated) return place;
  return (
    <LazyPart fallback={null}>
      <Suspense fallback={place}>
        <div data-testid="gym-route-ascent">
          <GymRouteLogger routeId={routeId} route={route} />
        </div>
      </Suspense>
    </LazyPart>
  );
}

/** The logbook's logger of the gym routes, put in its place by `record-page-parts.tsx`. */
export const GYM_ROUTE_ASCENT_SLOTS: RecordSlots = { gymRouteAscent: GymRouteAscent };
