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
 * A photo's or a video's discussion, in its page's place for it: its code, texts and queries load only as the place
 * nears the screen, never with the page's first visit (docs/decisions/032). The server renders an empty place: the
 * page's HTML is the same for everyone and is kept until the photo or video changes, not its comments.
 */
export function CommentsPlace({ type, id }: { type: CommentableType; id: number }) {
  const { place, near, Part, failed, retry } = usePartNearScreen(loadPart, COMMENTS_MARGIN);
  return (
    <div ref={place} className={classes.place} data-loaded={Part ? true : undefined} data-testid="comments-place">
      {Part ? (
        <Suspense fallback={<ListSkeleton rows={2} />}>
          <Part type={type} id={id} />
        </Suspense>
      ) : failed ? (
        <LoadError onRetry={retry} />
      ) : near ? (
        <ListSkeleton rows={2} />
      ) : null}
    </div>
  );
}
