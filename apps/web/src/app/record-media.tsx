import { type ComponentType, Suspense } from 'react';
import type { RecordMediaProps, RecordSlots } from '../climbing/record-slots';
import { ListSkeleton, LoadError } from '../components/list-states';
import { usePartNearScreen } from '../lib/use-part-near-screen';
import classes from './record-media.module.css';
import { LazyPart } from './shell/lazy-part';

/** How far below the screen the media start loading: a phone's screen ahead, so they are there when scrolled to. */
const MEDIA_MARGIN = '600px 0px';

/** The media section's own chunk, with its texts, its queries and the photo gallery: fetched when first needed. */
const loadSection = (): Promise<ComponentType<RecordMediaProps>> =>
  import('../features/media/shared/media-section').then((module) => module.MediaSection);

/**
 * A record's photos, videos and links in its page's place for them (`RecordMediaPlace`). This part is all a record
 * page carries of them: the section's code, texts and queries load only as the place nears the screen, so they
 * never add to the page's first visit (docs/decisions/032), and the server renders an empty place (its HTML is the
 * same for everyone and knows nothing of the media). Offline, a section never loaded before says it cannot load, and
 * the climber may try again.
 */
export function RecordMedia(props: RecordMediaProps) {
  const { place, near, Part: Section, failed, retry, attempt } = usePartNearScreen(loadSection, MEDIA_MARGIN);
  const unavailable = <LoadError onRetry={retry} />;
  return (
    <div ref={place} className={classes.place} data-loaded={Section ? true : undefined} data-testid="record-media">
      {Section ? (
        <LazyPart key={attempt} fallback={unavailable}>
          <Suspense fallback={<ListSkeleton rows={2} />}>
            <Section {...props} />
          </Suspense>
        </LazyPart>
      ) : failed ? (
        unavailable
      ) : near ? (
        <ListSkeleton rows={2} />
      ) : null}
    </div>
  );
}

/** The media's part of the record pages, put in its place by `record-page-parts.tsx`. */
export const MEDIA_RECORD_SLOTS: RecordSlots = { recordMedia: RecordMedia };
