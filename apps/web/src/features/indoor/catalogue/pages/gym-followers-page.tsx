import type { Follower, Gym } from '@climb/contracts';
import { IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { EmptyState, ListSkeleton, LoadError } from '../../../../components/list-states';
import { Loaded } from '../../../../components/loaded';
import { Pager } from '../../../../components/pager';
import { Section } from '../../../../components/section';
import { Anchor, Group, Paper, Stack, Text } from '../../../../components/ui';
import { isBuilt } from '../../../../lib/built-pages';
import type { PageData } from '../../../../lib/page-module';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { useFormatters } from '../../../../lib/use-formatters';
import { useHub } from '../../../../platform/navigation/use-hub';
import { GYM_FOLLOWERS_PER_PAGE, gymFollowersQuery, useGymFollowers } from '../../shared/followers.api';
import { gymQuery, useGym } from '../../shared/gyms.api';
import { gymParams } from '../../shared/page-params';
import { gymPath } from '../../shared/paths';
import { useCanonicalPath } from '../../shared/use-record-head';
import classes from '../components/followers.module.css';
import { GymFrame } from '../components/gym-frame';
import { INDOOR_LOADING } from '../components/indoor-frame';
import { useGymHead } from '../lib/gym-head';

const MAX_PAGE = 100_000;

function readPage(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

function FollowerCard({ follower }: { follower: Follower }) {
  const { t } = useTranslation('indoor');
  const { shortDay } = useFormatters();
  const profile = `/climbers/${follower.slug_name}`;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="follower">
      <Group gap="sm" wrap="nowrap">
        {follower.avatar_url ? (
          <img src={follower.avatar_url} alt="" width={40} height={40} className={classes.avatar} loading="lazy" />
        ) : (
          <span className={classes.avatar} aria-hidden="true">
            <IconUser size={22} />
          </span>
        )}
        <Stack gap={0} className={classes.body}>
          {isBuilt(profile) ? (
            <Anchor to={profile} fw={700}>
              {follower.name}
            </Anchor>
          ) : (
            <Text fw={700} breakAnywhere>
              {follower.name}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {t('followers.since', { date: shortDay(follower.followed_at) })}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

function GymFollowers({ gym }: { gym: Gym }) {
  const { t } = useTranslation('indoor');
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const page = readPage(searchParams);
  const followers = useGymFollowers(gym.id, page);
  useHub(gymPath(gym), gym.name);
  useGymHead(gym, 'followers');
  useCanonicalPath(gymPath(gym, 'followers'));
  const total = followers.data?.total ?? 0;
  return (
    <GymFrame gym={gym}>
      <Section
        title={t('sections.followers')}
        aside={followers.data ? <Text size="sm">{t('figures.followersCount', { count: total })}</Text> : null}
      >
        <Text size="sm" c="dimmed">
          {t('followers.lead')}
        </Text>
        {followers.isError && !followers.data ? <LoadError onRetry={() => void followers.refetch()} /> : null}
        {!followers.data && !followers.isError ? <ListSkeleton rows={4} /> : null}
        {followers.data && total === 0 ? <EmptyState text={t('followers.empty')} testId="followers-empty" /> : null}
        {followers.data && followers.data.items.length > 0 ? (
          <Stack component="ul" gap={6} className={classes.list} data-testid="followers">
            {followers.data.items.map((follower) => (
              <li key={follower.uuid}>
                <FollowerCard follower={follower} />
              </li>
            ))}
          </Stack>
        ) : null}
        <Pager
          page={page}
          pages={Math.max(1, Math.ceil(total / GYM_FOLLOWERS_PER_PAGE))}
          hrefOf={(target) => (target <= 1 ? pathname : `${pathname}?page=${target}`)}
        />
      </Section>
    </GymFrame>
  );
}

/** `/gyms/{gymId}/{gymName}/followers`: the climbers following the gym (those whose profile is public). */
function GymFollowersPage() {
  const { gymId } = parseRouteParams(gymParams, useParams());
  const gym = useGym(gymId);
  return (
    <Loaded query={gym} {...INDOOR_LOADING}>
      {(found) => <GymFollowers gym={found} />}
    </Loaded>
  );
}

export default withQueries(GymFollowersPage);

export const pageData: PageData = ({ params, search, fetch }) => {
  const { gymId } = parseRouteParams(gymParams, params);
  return Promise.all([fetch(gymQuery(gymId)), fetch(gymFollowersQuery(gymId, readPage(search)))]);
};
