import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { FormFrame } from '../../../../components/form-frame';
import { Loaded } from '../../../../components/loaded';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { videoNewParams } from '../../shared/form-params';
import { useMediaRecord } from '../../shared/media-target.api';
import { MEDIA_NAMESPACE } from '../../shared/media-texts';
import { useRecordName } from '../../shared/record-name';
import { createVideo } from '../api/videos.api';
import { EMPTY_VIDEO_VALUES, VideoForm, videoBody } from '../components/video-form';

/** `/videos/{kind}/{id}/new`: a video of any record (a crag, a gym route…), by its address at its provider. */
function VideoNewPage() {
  const { t } = useTranslation(MEDIA_NAMESPACE);
  const navigate = useNavigate();
  const nameOf = useRecordName();
  const { viewableType, viewableId } = parseRouteParams(videoNewParams, useParams());
  const record = useMediaRecord(viewableType, viewableId);
  const found = record.data;
  return (
    <FormFrame
      title={t('videoForm.newTitle')}
      lead={found ? t(`forms.about.${found.type}`, { name: nameOf(found) }) : undefined}
      back={found ? { to: found.path, label: nameOf(found) } : null}
    >
      <Loaded query={record}>
        {(about) => (
          <VideoForm
            recordName={nameOf(about)}
            initialValues={EMPTY_VIDEO_VALUES}
            submit={(values) => createVideo(videoBody(about, values))}
            submitLabel={t('videoForm.create')}
            successMessage={t('videoForm.created')}
            onSuccess={() => navigate(about.path)}
            cancelTo={about.path}
          />
        )}
      </Loaded>
    </FormFrame>
  );
}

export default withQueries(VideoNewPage);
