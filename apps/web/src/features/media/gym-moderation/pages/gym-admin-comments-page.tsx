import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { GymAdminFrame } from '../../../../climbing/gym-admin/gym-admin-frame';
import { useAdminGym } from '../../../../climbing/gym-admin/use-admin-gym';
import { EmptyState } from '../../../../components/list-states';
import { Loaded } from '../../../../components/loaded';
import { Pager } from '../../../../components/pager';
import { Stack, Text } from '../../../../components/ui';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import classes from '../components/moderation.module.css';
import { ModerationCommentItem } from '../components/moderation-comment-item';
import { ModerationFilter, usePageHref } from '../components/moderation-filter';
import { MODERATION_PER_PAGE, useGymModerationComments } from '../gym-moderation.api';
import { GYM_MODERATION_NAMESPACE } from '../gym-moderation-texts';
import { moderationParams, moderationSearch } from '../params';

/**
 * `/gyms/{gymId}/{gymName}/admins/comments` (manage gym): every comment and reply on the gym's records (the gym, its
 * spaces and routes, their photos and videos), hidden ones included, the newest first; each hidden or shown again, and
 * answered on behalf of the gym.
 */
function GymAdminCommentsPage() {
  const { t } = useTranslation(GYM_MODERATION_NAMESPACE);
  const { gymId } = parseRouteParams(moderationParams, useParams());
  const [search] = useSearchParams();
  const { state, page } = moderationSearch(search);
  const { superAdmin } = useAdminGym(gymId);
  const comments = useGymModerationComments(gymId, state, page);
  const hrefOf = usePageHref();
  return (
    <GymAdminFrame gymId={gymId} title={t('comments.title')}>
      <Stack gap="md">
        <Text c="dimmed">{t('comments.lead')}</Text>
        <ModerationFilter state={state} />
        <Loaded query={comments}>
          {({ items, total }) =>
            items.length === 0 ? (
              <EmptyState text={t(`comments.empty.${state}`)} testId="moderation-comments-empty" />
            ) : (
              <Stack gap="sm">
                <Text size="sm" c="dimmed" data-testid="moderation-comments-count">
                  {t('comments.count', { count: total })}
                </Text>
                <ul className={classes.list} data-testid="moderation-comments">
                  {items.map((comment) => (
                    <ModerationCommentItem key={comment.id} comment={comment} superAdmin={superAdmin} />
                  ))}
                </ul>
                <Pager page={page} pages={Math.ceil(total / MODERATION_PER_PAGE)} hrefOf={hrefOf} />
              </Stack>
            )
          }
        </Loaded>
      </Stack>
    </GymAdminFrame>
  );
}

export default withQueries(GymAdminCommentsPage);
