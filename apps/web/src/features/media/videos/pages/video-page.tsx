import type { Video } from '@climb/contracts';
import { videoPageHead } from '@climb/contracts/media/media-page-heads';
import { IconArrowLeft, IconEdit, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { RecordContainer, RecordFrame, RecordSkeleton } from '../../../../climbing/record-frame';
import { Loaded } from '../../../../components/loaded';
import { PlainButtonLink, VisuallyHiddenText } from '../../../../components/plain-ui';
import { Anchor, ExternalAnchor, Group, Stack, Text } from '../../../../components/ui';
import type { PageData } from '../../../../lib/page-module';
import { withQueries } from '../../../../lib/query-client';
import { paramsParser, parseRouteParams, recordIdParam } from '../../../../lib/route-params';
import { useFormatters } from '../../../../lib/use-formatters';
import { CommentsPlace } from '../../comments/components/comments-place';
import { MediaReactions } from '../../likes/media-reactions';
import { ConfirmDelete } from '../../shared/confirm-delete';
import { videoEditPath } from '../../shared/media-paths';
import { useMayEdit } from '../../shared/media-permissions';
import { MEDIA_NAMESPACE } from '../../shared/media-texts';
import { useMediaHead } from '../../shared/use-media-head';
import { deleteVideo, useVideo, videoQuery } from '../api/videos.api';
import { VideoFrame } from '../components/video-frame';

const videoParams = paramsParser({ videoId: recordIdParam });

/** Changing or removing the video: its author's and the site administrators', once the page is live. */
function VideoActions({ video }: { video: Video }) {
  const { t } = useTranslation(MEDIA_NAMESPACE);
  const navigate = useNavigate();
  if (!useMayEdit(video.user)) return null;
  return (
    <Group gap="sm" data-testid="video-actions">
      <PlainButtonLink
        to={videoEditPath(video)}
        variant="default"
        leftSection={<IconEdit size={18} aria-hidden />}
        data-testid="video-edit-link"
      >
        {t('video.edit')}
      </PlainButtonLink>
      <ConfirmDelete
        label={t('video.delete')}
        confirmText={t('video.deleteConfirm')}
        deletedMessage={t('video.deleted')}
        onDelete={() => deleteVideo(video.id)}
        onDeleted={() => navigate(video.target.path)}
        testId="video-delete"
      />
    </Group>
  );
}

function VideoDetails({ video }: { video: Video }) {
  const { t } = useTranslation(MEDIA_NAMESPACE);
  const { day } = useFormatters();
  useMediaHead((locale) => videoPageHead(locale, video));
  const provider = t(`providers.${video.provider}`);
  const added = day(video.created_at.slice(0, 10));
  return (
    <RecordFrame
      above={
        <Anchor to={video.target.path} size="sm" data-testid="video-record">
          <Group component="span" gap={4} wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden />
            {video.target.name}
          </Group>
        </Anchor>
      }
      title={t('video.heading', { name: video.target.name })}
    >
      <VideoFrame video={video} describe={false} />
      <Stack gap="xs">
        {video.description ? (
          <Text preWrap breakAnywhere data-testid="video-description">
            {video.description}
          </Text>
        ) : null}
        <Text size="sm" c="dimmed" data-testid="video-added">
          {video.user ? t('video.addedBy', { name: video.user.name, date: added }) : t('video.added', { date: added })}
        </Text>
        <Group gap="md">
          <ExternalAnchor href={video.url} rel="nofollow noopener" target="_blank" size="sm" data-testid="video-source">
            <Group component="span" gap={4} wrap="nowrap">
              {t('video.onProvider', { provider })}
              <IconExternalLink size={16} aria-hidden />
            </Group>
            <VisuallyHiddenText>{t('links.newTab')}</VisuallyHiddenText>
          </ExternalAnchor>
          <Anchor to={video.target.path} size="sm">
            {t('video.record', { name: video.target.name })}
          </Anchor>
        </Group>
      </Stack>
      <MediaReactions type="videos" id={video.id} count={video.likes_count} author={video.user} />
      <VideoActions video={video} />
      <CommentsPlace type="videos" id={video.id} />
    </RecordFrame>
  );
}

/** `/videos/{id}`: a video of a record, played on a click, with who added it and the way back to its record. */
function VideoPage() {
  const { videoId } = parseRouteParams(videoParams, useParams());
  const video = useVideo(videoId);
  return (
    <Loaded query={video} placeholder={<RecordSkeleton top="place" />} frame={RecordContainer}>
      {(found) => <VideoDetails video={found} />}
    </Loaded>
  );
}

export default withQueries(VideoPage);

/** What the server renders the video's page with (docs/decisions/022). */
export const pageData: PageData = ({ params, fetch }) => {
  const { videoId } = parseRouteParams(videoParams, params);
  return fetch(videoQuery(videoId));
};
