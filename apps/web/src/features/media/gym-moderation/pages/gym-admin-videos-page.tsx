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
import { ModerationFilter, usePageHref } from '../components/moderation-filter';
import { ModerationVideoItem } from '../components/moderation-video-item';
import { MODERATION_PER_PAGE, useGymModerationVideos } from '../gym-moderation.api';
import { GYM_MODERATION_NAMESPACE } from '../gym-moderation-texts';
import { moderationParams, moderationSearch } from '../params';

/**
 * `/gyms/{gymId}/{gymName}/admins/videos` (manage gym): every video of the gym's records (the gym, its spaces and
 * routes), hidden ones included, the newest first; each hidden or shown again.
 */
function GymAdminVideosPage() {
  const { t } = useTranslation(GYM_MODERATION_NAMESPACE);
  const { gymId } = parseRouteParams(moderationParams, useParams());
  const [search] = useSearchParams();
  const { state, page } = moderationSearch(search);
  const { superAdmin } = useAdminGym(gymId);
  const videos = useGymModerationVideos(gymId, state, page);
  const hrefOf = usePageHref();
  return (
    <GymAdminFrame gymId={gymId} title={t('videos.title')}>
      <Stack gap="md">
        <Text c="dimmed">{t('videos.lead')}</Text>
        <ModerationFilter state={state} />
        <Loaded query={videos}>
          {({ items, total }) =>
            items.length === 0 ? (
              <EmptyState text={t(`videos.empty.${state}`)} testId="moderation-videos-empty" />
            ) : (
              <Stack gap="sm">
                <Text size="sm" c="dimmed" data-testid="moderation-videos-count">
                  {t('videos.count', { count: total })}
                </Text>
                <ul className={classes.list} data-testid="moderation-videos">
                  {items.map((video) => (
                    <ModerationVideoItem key={video.id} video={video} superAdmin={superAdmin} />
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

export default withQueries(GymAdminVideosPage);
