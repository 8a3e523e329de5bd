import { withQueries } from '../../../../lib/query-client';
import { ModerationCommentItem } from '../components/moderation-comment-item';
import { ModerationPage } from '../components/moderation-page';
import { useGymModerationComments } from '../gym-moderation.api';

/**
 * `/gyms/{gymId}/{gymName}/admins/comments` (manage gym): every comment and reply on the gym's records (the gym, its
 * spaces and routes, their photos and videos), hidden ones included, the newest first; each hidden or shown again, and
 * answered on behalf of the gym.
 */
function GymAdminCommentsPage() {
  return (
    <ModerationPage
      kind="comments"
      useItems={useGymModerationComments}
      item={(comment, superAdmin) => (
        <ModerationCommentItem key={comment.id} comment={comment} superAdmin={superAdmin} />
      )}
    />
  );
}

export default withQueries(GymAdminCommentsPage);
