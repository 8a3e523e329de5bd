import { withQueries } from '../../../../lib/query-client';
import { ModerationPage } from '../components/moderation-page';
import { ModerationVideoItem } from '../components/moderation-video-item';
import { useGymModerationVideos } from '../gym-moderation.api';

/**
 * `/gyms/{gymId}/{gymName}/admins/videos` (manage gym): every video of the gym's records (the gym, its spaces and
 * routes), hidden ones included, the newest first; each hidden or shown again.
 */
function GymAdminVideosPage() {
  return (
    <ModerationPage
      kind="videos"
      useItems={useGymModerationVideos}
      item={(video, superAdmin) => <ModerationVideoItem key={video.id} video={video} superAdmin={superAdmin} />}
    />
  );
}

export default withQueries(GymAdminVideosPage);
