import type { CommentableType } from '@climb/contracts';
import { type ComponentType, Suspense } from 'react';
import { ListSkeleton, LoadError } from '../../../../components/list-states';
import { usePartNearScreen } from '../../../../lib/use-part-near-screen';
import classes from './comments.module.css';
import type { CommentsPartProps } from './comments-part';

/** How far below the screen the discussion starts loading: a phone's screen ahead, so it is there when scrolled to. */
const COMMENTS_MARGIN = '600px 0px';

const loadPart = (): Promise<ComponentType<CommentsPartProps>> =>
  import('./comments-part').then((module) => module.CommentsPart);

/**
 * A discussion in its page's place for it (a photo's, a video's, the end of a record's media section): its code,
 * texts and queries load only as the place nears the screen, never with the page's first visit (docs/decisions/032),
 * nor with the media above it on a short page. The server renders an empty place: the page's HTML is the same for
 * everyone and is kept until its record changes, not its comments.
 */
export function CommentsPlace({ type, id, level }: { type: CommentableType; id: number; level?: 2 | 3 }) {
  const { place, near, Part, failed, retry } = usePartNearScreen(loadPart, COMMENTS_MARGIN);
  return (
    <div ref={place} className={classes.place} data-loaded={Part ? true : undefined} data-testid="comments-place">
      {Part ? (
        <Suspense fallback={<ListSkeleton rows={2} />}>
          <Part type={type} id={id} level={level} />
        </Suspense>
      ) : failed ? (
        <LoadError onRetry={retry} />
      ) : near ? (
        <ListSkeleton rows={2} />
      ) : null}
    </div>
  );
}
