import type { MediaTargetType } from '@climb/contracts';
import { IconCameraPlus, IconPhoto } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadError } from '../../../../components/list-states';
import { PlainButton, PlainButtonLink } from '../../../../components/plain-ui';
import { Alert, Group, Stack } from '../../../../components/ui';
import { useNearScreen } from '../../../../lib/use-near-screen';
import { useRecordPhotos } from '../api/photos.api';
import { photoNewPath, recordPhotosPath } from '../lib/photo-paths';
import { PHOTOS_NAMESPACE } from '../lib/photo-texts';
import { PhotoGrid, PhotoGridSkeleton } from './photo-grid';

/** How many photos a gallery shown whole reads at a time. */
const PAGE_SIZE = 48;

export interface PhotoGalleryProps {
  /** The record's kind and id, as the API names them (`crags`, 12). */
  type: MediaTargetType;
  id: number;
  /** Shows this many photos at most, then a way to all of them; all of them, page after page, without it. */
  limit?: number;
  /** Offers to add photos to the record (true unless told). */
  showAddLink?: boolean;
}

/** Offline with no copy of these photos on the device: a word that they will come, instead of a placeholder that waits. */
function GalleryOffline() {
  const { t } = useTranslation(PHOTOS_NAMESPACE);
  return (
    <Alert color="gray" variant="light" data-testid="gallery-offline">
      {t('gallery.offline')}
    </Alert>
  );
}

/** One page of a gallery shown whole; the last one shown offers the next. */
function GalleryPage({
  type,
  id,
  page,
  last,
  onMore,
}: {
  type: MediaTargetType;
  id: number;
  page: number;
  last: boolean;
  onMore(): void;
}) {
  const { t } = useTranslation(PHOTOS_NAMESPACE);
  const photos = useRecordPhotos(type, id, page, PAGE_SIZE);
  if (!photos.data && photos.fetchStatus === 'paused') return <GalleryOffline />;
  if (photos.isError && !photos.data) return <LoadError onRetry={() => void photos.refetch()} />;
  if (!photos.data) return <PhotoGridSkeleton cells={3} />;
  const left = photos.data.total - page * PAGE_SIZE;
  return (
    <>
      <PhotoGrid photos={photos.data.items} />
      {last && left > 0 ? (
        <Group>
          <PlainButton variant="default" onClick={onMore} data-testid="gallery-more">
            {t('gallery.more', { count: left })}
          </PlainButton>
        </Group>
      ) : null}
    </>
  );
}

/** Every photo of the record, page after page, in place (a record whose gallery has no page of its own). */
function WholeGallery({ type, id }: { type: MediaTargetType; id: number }) {
  const [pages, setPages] = useState(1);
  return (
    <Stack gap="sm">
      {Array.from({ length: pages }, (_, index) => index + 1).map((page) => (
        <GalleryPage
          key={page}
          type={type}
          id={id}
          page={page}
          last={page === pages}
          onMore={() => setPages(pages + 1)}
        />
      ))}
    </Stack>
  );
}

/**
 * A record's photos, its cover first, each leading to its viewer: the ones the page's data brought (a page the
 * server renders declares `recordPhotosQuery`), else fetched once the gallery nears the screen, so a gallery below
 * the fold costs nothing at the page's start. A placeholder while they load, an error with a retry, an invitation to
 * add the first one; offline, the photos the device kept, else a word that they will come. On the pages' kit, without
 * Mantine.
 */
export function PhotoGallery({ type, id, limit, showAddLink = true }: PhotoGalleryProps) {
  const { t } = useTranslation(PHOTOS_NAMESPACE);
  const [ref, near] = useNearScreen();
  const [whole, setWhole] = useState(false);
  const photos = useRecordPhotos(type, id, 1, limit ?? PAGE_SIZE, near);
  const addPath = photoNewPath(type, id);
  const data = photos.data;
  const total = data?.total ?? 0;
  const first = data?.items[0];
  const allPath = first ? recordPhotosPath(first.target) : null;
  const limited = limit !== undefined && total > limit;

  let content: ReactNode;
  if (!data && photos.fetchStatus === 'paused') content = <GalleryOffline />;
  else if (photos.isError && !data) content = <LoadError onRetry={() => void photos.refetch()} />;
  else if (!data) content = <PhotoGridSkeleton cells={limit === undefined ? 6 : Math.min(limit, 6)} />;
  else if (total === 0) {
    content = (
      <EmptyState
        text={t('gallery.empty')}
        action={showAddLink ? { label: t('gallery.addFirst'), to: addPath } : undefined}
        testId="gallery-empty"
      />
    );
  } else if (whole || limit === undefined) content = <WholeGallery type={type} id={id} />;
  else content = <PhotoGrid photos={data.items} />;

  const showAll = data && limited && !whole;
  return (
    <div ref={ref} data-testid="photo-gallery">
      <Stack gap="sm">
        {content}
        {(showAll || (showAddLink && total > 0)) && data ? (
          <Group gap="sm">
            {showAll && allPath ? (
              <PlainButtonLink
                to={allPath}
                variant="default"
                leftSection={<IconPhoto size={18} aria-hidden />}
                data-testid="gallery-all"
              >
                {t('gallery.seeAll', { count: total })}
              </PlainButtonLink>
            ) : null}
            {showAll && !allPath ? (
              <PlainButton
                variant="default"
                leftSection={<IconPhoto size={18} aria-hidden />}
                onClick={() => setWhole(true)}
                data-testid="gallery-all"
              >
                {t('gallery.showAll', { count: total })}
              </PlainButton>
            ) : null}
            {showAddLink && total > 0 ? (
              <PlainButtonLink
                to={addPath}
                variant="default"
                leftSection={<IconCameraPlus size={18} aria-hidden />}
                data-testid="gallery-add"
              >
                {t('gallery.add')}
              </PlainButtonLink>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </div>
  );
}
