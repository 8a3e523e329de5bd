import type { ContestSummary } from '@climb/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { type AdminGymRef, adminPath } from '../../../../climbing/gym-admin/admin-paths';
import { GymAdminFrame } from '../../../../climbing/gym-admin/gym-admin-frame';
import { adminGymQuery } from '../../../../climbing/gym-admin/use-admin-gym';
import { EmptyState } from '../../../../components/list-states';
import { Loaded } from '../../../../components/loaded';
import { Pager } from '../../../../components/pager';
import { PlainAnchorLink, PlainButtonLink } from '../../../../components/plain-ui';
import { Badge, Card, Group, Stack, Text } from '../../../../components/ui';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { usePageParam } from '../../../../lib/use-page-param';
import { contestAdminPath } from '../components/contest-admin-page';
import { CONTESTS_PER_ADMIN_PAGE, useGymContests } from '../contests-admin.api';
import { CONTESTS_ADMIN_NAMESPACE } from '../contests-admin-texts';
import { adminGymParams as gymParams } from '../params';

/** Upcoming contests first (soonest first), then the past ones (latest first). */
export function contestOrder(contests: readonly ContestSummary[], today: string): ContestSummary[] {
  const upcoming = contests.filter((item) => item.end_date >= today);
  const past = contests.filter((item) => item.end_date < today);
  upcoming.sort((a, b) => a.start_date.localeCompare(b.start_date));
  past.sort((a, b) => b.start_date.localeCompare(a.start_date));
  return [...upcoming, ...past];
}

function ContestCard({ gym, item }: { gym: AdminGymRef; item: ContestSummary }) {
  const { t } = useTranslation(CONTESTS_ADMIN_NAMESPACE);
  return (
    <Card withBorder radius="md" p="md" data-testid={`contest-${item.id}`}>
      <Stack gap={4}>
        <Group gap="xs" justify="space-between">
          <PlainAnchorLink to={contestAdminPath(gym, item.id)}>
            <Text fw={600}>{item.name}</Text>
          </PlainAnchorLink>
          <Group gap={6}>
            {item.draft ? (
              <Badge variant="light" color="gray" data-testid="contest-draft">
                {t('state.draft')}
              </Badge>
            ) : (
              <Badge variant="light" color="blue">
                {t('state.published')}
              </Badge>
            )}
            {item.private ? (
              <Badge variant="light" color="gray">
                {t('state.private')}
              </Badge>
            ) : null}
            {item.registration_open ? (
              <Badge variant="light" color="indoor">
                {t('state.registrationOpen')}
              </Badge>
            ) : null}
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {item.start_date === item.end_date
            ? t('list.oneDay', { date: item.start_date })
            : t('list.days', { start: item.start_date, end: item.end_date })}
          {' · '}
          {t('list.counts', { registered: item.participants_count, waiting: item.waiting_count })}
        </Text>
      </Stack>
    </Card>
  );
}

function Contests({ gym }: { gym: AdminGymRef }) {
  const { t } = useTranslation(CONTESTS_ADMIN_NAMESPACE);
  const { page, hrefOf } = usePageParam();
  const contests = useGymContests(gym.id, page);
  const today = new Date().toISOString().slice(0, 10);
  return (
    <Loaded query={contests}>
      {({ items, total }) =>
        items.length === 0 ? (
          <EmptyState
            text={t('list.empty')}
            action={{ label: t('list.first'), to: adminPath(gym, 'contests/new') }}
            testId="contests-empty"
          />
        ) : (
          <Stack gap="sm" data-testid="contests-list">
            {contestOrder(items, today).map((item) => (
              <ContestCard key={item.id} gym={gym} item={item} />
            ))}
            {total > CONTESTS_PER_ADMIN_PAGE ? (
              <Pager page={page} pages={Math.ceil(total / CONTESTS_PER_ADMIN_PAGE)} hrefOf={hrefOf} />
            ) : null}
          </Stack>
        )
      }
    </Loaded>
  );
}

/** `/gyms/{gymId}/{gymName}/admins/contests` (manage contests): the gym's contests, drafts marked, upcoming first. */
function GymAdminContestsPage() {
  const { t } = useTranslation(CONTESTS_ADMIN_NAMESPACE);
  const { gymId } = parseRouteParams(gymParams, useParams());
  const gym = useQuery(adminGymQuery(gymId));
  return (
    <GymAdminFrame
      gymId={gymId}
      title={t('list.title')}
      actions={
        gym.data ? (
          <PlainButtonLink
            to={adminPath(gym.data, 'contests/new')}
            variant="light"
            leftSection={<IconPlus size={18} aria-hidden />}
            data-testid="contests-new"
          >
            {t('list.new')}
          </PlainButtonLink>
        ) : null
      }
    >
      <Loaded query={gym}>
        {(record) => (
          <Stack gap="lg">
            <Text c="dimmed">{t('list.lead')}</Text>
            <Contests gym={record} />
          </Stack>
        )}
      </Loaded>
    </GymAdminFrame>
  );
}

export default withQueries(GymAdminContestsPage);
