import type { Video } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { Anchor, Badge, Group, Stack, Text } from '../../../../components/ui';
import { MediaReactions } from '../../likes/media-reactions';
import { videoEditPath, videoPath } from '../../shared/media-paths';
import { useMayEdit } from '../../shared/media-permissions';
import { MEDIA_NAMESPACE } from '../../shared/media-texts';
import { VideoFrame } from './video-frame';

/**
 * A video in a list: its frame, who added it, the way to its own page, and to its edit page for its author or a site
 * administrator; with `showRecord`, the record it is about (the climber's own list).
 */
export function VideoCard({ video, showRecord = false }: { video: Video; showRecord?: boolean }) {
  const { t } = useTranslation(MEDIA_NAMESPACE);
  const mayEdit = useMayEdit(video.user);
  return (
    <Stack component="article" gap={6} data-testid="video-card">
      <VideoFrame video={video} />
      {video.hidden ? (
        // Only its author and the site administrators still see a video hidden after a report.
        <Badge variant="light" color="gray" data-testid="video-hidden">
          {t('home.hidden')}
        </Badge>
      ) : null}
      <Group justify="space-between" align="baseline" gap="xs">
        <Text size="sm" c="dimmed" breakAnywhere>
          {showRecord ? (
            <>
              <Anchor to={video.target.path} size="sm">
                {video.target.name}
              </Anchor>
              {video.user ? ' · ' : null}
            </>
          ) : null}
          {video.user ? t('videos.by', { name: video.user.name }) : null}
        </Text>
        <Group gap="sm">
          {mayEdit ? (
            <Anchor to={videoEditPath(video)} size="sm" data-testid="video-edit-link">
              {t('actions.edit')}
            </Anchor>
          ) : null}
          <Anchor to={videoPath(video.id)} size="sm">
            {t('videos.open')}
          </Anchor>
        </Group>
      </Group>
      <MediaReactions type="videos" id={video.id} count={video.likes_count} author={video.user} size="xs" />
    </Stack>
  );
}
