import { useTranslation } from 'react-i18next';
import { ListSkeleton, LoadError } from '../../../components/list-states';
import { Section } from '../../../components/section';
import { Anchor, SimpleGrid, Stack } from '../../../components/ui';
import { withQueries } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session-store';
import { useMyPhotos } from '../photos/api/photos.api';
import { MY_MEDIA_PATHS } from '../shared/media-paths';
import { MEDIA_NAMESPACE } from '../shared/media-texts';
import { useMyVideos } from '../videos/api/videos.api';
import { VideoCard } from '../videos/components/video-card';
import { MediaHomeFrame } from './media-home-frame';
import { NoMedia } from './media-home-states';
import { PhotoGrid } from './photo-grid';

/** The overview's share of each list: its latest photos and videos, the rest on their own pages. */
const OVERVIEW_PHOTOS = 8;
const OVERVIEW_VIDEOS = 2;

function LatestPhotos({ userId }: { userId: number }) {
  const { t } = useTranslation(MEDIA_NAMESPACE);
  const photos = useMyPhotos(userId, 1, OVERVIEW_PHOTOS);
  const total = photos.data?.total ?? 0;
  return (
    <Section
      title={t('home.photos')}
      aside={
        total > 0 ? (
          <Anchor to={MY_MEDIA_PATHS.photos} size="sm" data-testid="my-photos-all">
            {t('home.allPhotos', { count: total })}
          </Anchor>
        ) : null
      }
      testId="my-latest-photos"
    >
      {photos.isError && !photos.data ? <LoadError onRetry={() => void photos.refetch()} /> : null}
      {!photos.data && !photos.isError ? <ListSkeleton rows={2} height={110} /> : null}
      {photos.data && total === 0 ? <NoMedia kind="photos" /> : null}
      {photos.data && photos.data.items.length > 0 ? <PhotoGrid photos={photos.data.items} /> : null}
    </Section>
  );
}

function LatestVideos({ userId }: { userId: number }) {
  const { t } = useTranslation(MEDIA_NAMESPACE);
  const videos = useMyVideos(userId, 1, OVERVIEW_VIDEOS);
  const total = videos.data?.total ?? 0;
  return (
    <Section
      title={t('home.videos')}
      aside={
        total > 0 ? (
          <Anchor to={MY_MEDIA_PATHS.videos} size="sm" data-testid="my-videos-all">
            {t('home.allVideos', { count: total })}
          </Anchor>
        ) : null
      }
      testId="my-latest-videos"
    >
      {videos.isError && !videos.data ? <LoadError onRetry={() => void videos.refetch()} /> : null}
      {!videos.data && !videos.isError ? <ListSkeleton rows={1} height={160} /> : null}
      {videos.data && total === 0 ? <NoMedia kind="videos" /> : null}
      {videos.data && videos.data.items.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {videos.data.items.map((video) => (
            <VideoCard key={video.id} video={video} showRecord />
          ))}
        </SimpleGrid>
      ) : null}
    </Section>
  );
}

/** `/home/media`: the climber's latest photos and videos, each list's whole on its own page. */
function MyMediaPage() {
  const userId = useSessionStore((state) => state.user?.id ?? null);
  return (
    <MediaHomeFrame tab="overview">
      {userId === null ? (
        <ListSkeleton rows={4} />
      ) : (
        <Stack gap="xl">
          <LatestPhotos userId={userId} />
          <LatestVideos userId={userId} />
        </Stack>
      )}
    </MediaHomeFrame>
  );
}

export default withQueries(MyMediaPage);
