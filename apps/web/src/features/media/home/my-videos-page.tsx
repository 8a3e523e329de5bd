import { useTranslation } from 'react-i18next';
import { EmptyState, ListSkeleton, LoadError } from '../../../components/list-states';
import { Pager } from '../../../components/pager';
import { Anchor, SimpleGrid, Stack, Text } from '../../../components/ui';
import { withQueries } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session-store';
import { usePageParam } from '../../../lib/use-page-param';
import { MEDIA_NAMESPACE } from '../shared/media-texts';
import { useMyVideos } from '../videos/api/videos.api';
import { VideoCard } from '../videos/components/video-card';
import { MediaHomeFrame } from './media-home-frame';
import { NoMedia } from './media-home-states';

/** Videos of one page of the list. */
export const MY_VIDEOS_PER_PAGE = 12;

function MyVideos({ userId }: { userId: number }) {
  const { t } = useTranslation(MEDIA_NAMESPACE);
  const { page, hrefOf } = usePageParam();
  const videos = useMyVideos(userId, page, MY_VIDEOS_PER_PAGE);
  const total = videos.data?.total ?? 0;
  const items = videos.data?.items ?? [];
  return (
    <Stack component="section" gap="sm" aria-label={t('home.videos')} aria-busy={videos.isFetching}>
      {videos.isError && !videos.data ? <LoadError onRetry={() => void videos.refetch()} /> : null}
      {!videos.data && !videos.isError ? <ListSkeleton rows={2} height={160} /> : null}
      {videos.data && total === 0 ? <NoMedia kind="videos" /> : null}
      {videos.data && total > 0 ? (
        <Text size="sm" data-testid="my-videos-count">
          {t('home.videosCount', { count: total })}
        </Text>
      ) : null}
      {videos.data && total > 0 && items.length === 0 ? (
        <EmptyState text={t('home.pastEnd')}>
          <Anchor to={hrefOf(1)}>{t('home.firstPage')}</Anchor>
        </EmptyState>
      ) : null}
      {items.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {items.map((video) => (
            <VideoCard key={video.id} video={video} showRecord />
          ))}
        </SimpleGrid>
      ) : null}
      <Pager page={page} pages={Math.ceil(total / MY_VIDEOS_PER_PAGE)} hrefOf={hrefOf} />
    </Stack>
  );
}

/** `/home/media/videos`: every video the climber added, the newest first, page by page. */
function MyVideosPage() {
  const userId = useSessionStore((state) => state.user?.id ?? null);
  return (
    <MediaHomeFrame tab="videos">
      {userId === null ? <ListSkeleton rows={4} /> : <MyVideos userId={userId} />}
    </MediaHomeFrame>
  );
}

export default withQueries(MyVideosPage);
