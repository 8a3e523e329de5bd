import { useTranslation } from 'react-i18next';
import { EmptyState, ListSkeleton, LoadError } from '../../../components/list-states';
import { Pager } from '../../../components/pager';
import { Anchor, Stack, Text } from '../../../components/ui';
import { withQueries } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session-store';
import { usePageParam } from '../../../lib/use-page-param';
import { useMyPhotos } from '../photos/api/photos.api';
import { MEDIA_NAMESPACE } from '../shared/media-texts';
import { MediaHomeFrame } from './media-home-frame';
import { NoMedia } from './media-home-states';
import { PhotoGrid } from './photo-grid';

/** Photos of one page of the list: eight rows of three on a phone. */
export const MY_PHOTOS_PER_PAGE = 24;

function MyPhotos({ userId }: { userId: number }) {
  const { t } = useTranslation(MEDIA_NAMESPACE);
  const { page, hrefOf } = usePageParam();
  const photos = useMyPhotos(userId, page, MY_PHOTOS_PER_PAGE);
  const total = photos.data?.total ?? 0;
  const items = photos.data?.items ?? [];
  return (
    <Stack component="section" gap="sm" aria-label={t('home.photos')} aria-busy={photos.isFetching}>
      {photos.isError && !photos.data ? <LoadError onRetry={() => void photos.refetch()} /> : null}
      {!photos.data && !photos.isError ? <ListSkeleton rows={4} height={110} /> : null}
      {photos.data && total === 0 ? <NoMedia kind="photos" /> : null}
      {photos.data && total > 0 ? (
        <Text size="sm" data-testid="my-photos-count">
          {t('home.photosCount', { count: total })}
        </Text>
      ) : null}
      {photos.data && total > 0 && items.length === 0 ? (
        <EmptyState text={t('home.pastEnd')}>
          <Anchor to={hrefOf(1)}>{t('home.firstPage')}</Anchor>
        </EmptyState>
      ) : null}
      {items.length > 0 ? <PhotoGrid photos={items} /> : null}
      <Pager page={page} pages={Math.ceil(total / MY_PHOTOS_PER_PAGE)} hrefOf={hrefOf} />
    </Stack>
  );
}

/** `/home/media/photos`: every photo the climber shared, the newest first, page by page, each to its viewer. */
function MyPhotosPage() {
  const userId = useSessionStore((state) => state.user?.id ?? null);
  return (
    <MediaHomeFrame tab="photos">
      {userId === null ? <ListSkeleton rows={4} /> : <MyPhotos userId={userId} />}
    </MediaHomeFrame>
  );
}

export default withQueries(MyPhotosPage);
