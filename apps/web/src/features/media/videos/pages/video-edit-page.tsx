import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { DeleteSection } from '../../../../components/delete-button';
import { FormFrame } from '../../../../components/form-frame';
import { belongsTo, Loaded, notFound } from '../../../../components/loaded';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { videoEditParams } from '../../shared/form-params';
import { AuthorGate } from '../../shared/media-form';
import { videoPath } from '../../shared/media-paths';
import { MEDIA_NAMESPACE } from '../../shared/media-texts';
import { deleteVideo, updateVideo, useVideo } from '../api/videos.api';
import { VideoForm, videoUpdateBody, videoValuesOf } from '../components/video-form';

/**
 * `/videos/{kind}/{id}/{videoId}/edit`: a video's address and words, or its removal, for its author and site
 * administrators. A video reached under another record's address is not found there.
 */
function VideoEditPage() {
  const { t } = useTranslation(MEDIA_NAMESPACE);
  const navigate = useNavigate();
  const { viewableType, viewableId, videoId } = parseRouteParams(videoEditParams, useParams());
  const video = useVideo(videoId);
  const found = video.data;
  if (found) {
    belongsTo(found.viewable_id, viewableId);
    if (found.viewable_type !== viewableType) throw notFound();
  }
  return (
    <FormFrame
      title={t('videoForm.editTitle')}
      lead={found ? t(`forms.about.${found.target.type}`, { name: found.target.name }) : undefined}
      back={found ? { to: videoPath(found.id), label: t('video.heading', { name: found.target.name }) } : null}
    >
      <Loaded query={video}>
        {(record) => (
          <AuthorGate author={record.user} refusal={t('videoForm.authorOnly')}>
            <VideoForm
              key={record.id}
              recordName={record.target.name}
              initialValues={videoValuesOf(record)}
              submit={(values) => updateVideo(record.id, videoUpdateBody(values))}
              submitLabel={t('forms.save')}
              successMessage={t('videoForm.saved')}
              onSuccess={(saved) => navigate(videoPath(saved.id))}
              cancelTo={videoPath(record.id)}
            />
            <DeleteSection
              allowed
              label={t('video.delete')}
              confirmText={t('video.deleteConfirm')}
              deletedMessage={t('video.deleted')}
              onDelete={() => deleteVideo(record.id)}
              onDeleted={() => navigate(record.target.path)}
              testId="video-delete"
            />
          </AuthorGate>
        )}
      </Loaded>
    </FormFrame>
  );
}

export default withQueries(VideoEditPage);
