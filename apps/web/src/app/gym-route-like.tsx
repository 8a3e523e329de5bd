import type { GymRoute } from '@climb/contracts';
import { lazy, Suspense } from 'react';
import type { RecordSlots } from '../climbing/record-slots';
import { useHydrated } from '../lib/hydration';
import classes from './gym-route-like.module.css';
import { LazyPart } from './shell/lazy-part';

/** The like button's own chunk (its texts, the likes store): fetched once the page is live, never with it. */
const LikeButton = lazy(() =>
  import('../features/media/likes/like-button').then((module) => ({ default: module.LikeButton })),
);

/**
 * A gym route's like button, in its panel. The server renders an empty place of the button's height (its HTML is the
 * same for everyone), and the button loads with its chunk once the page is live; offline, the place stays empty.
 */
function GymRouteLike({ route }: { route: GymRoute }) {
  const hydrated = useHydrated();
  const place = <div className={classes.place} />;
  if (!hydrated) return place;
  return (
    <LazyPart fallback={null}>
      <Suspense fallback={place}>
        <div className={classes.place} data-testid="gym-route-like">
          <LikeButton type="gym_routes" id={route.id} count={route.likes_count} />
        </div>
      </Suspense>
    </LazyPart>
  );
}

/** The media's like button of the gym routes, put in its place by `record-page-parts.tsx`. */
export const GYM_ROUTE_LIKE_SLOTS: RecordSlots = { gymRouteLike: GymRouteLike };
