import type { Gym } from '@climb/contracts';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { adminPath, GymAdminFrame, useAdminGym } from '../../../../../climbing/gym-admin';
import { EmptyState, ListSkeleton, LoadError } from '../../../../../components/list-states';
import { Loaded } from '../../../../../components/loaded';
import { Pager } from '../../../../../components/pager';
import { PlainAnchorLink, PlainButtonLink } from '../../../../../components/plain-ui';
import { withQueries } from '../../../../../lib/query-client';
import { parseRouteParams } from '../../../../../lib/route-params';
import { useIndoorLabels } from '../../../shared/indoor-labels';
import { gymParams } from '../../../shared/page-params';
import { GRADES_PER_PAGE, useGymGrades } from '../api/grades.api';
import { useGradesTexts } from '../components/grade-parts';

function GradesList({ gym }: { gym: Gym }) {
  const { t } = useGradesTexts();
  const { label } = useIndoorLabels();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const grades = useGymGrades(gym.id, page);
  const data = grades.data;
  if (grades.isError && !data) return <LoadError onRetry={() => void grades.refetch()} />;
  if (!data) return <ListSkeleton rows={3} />;
  if (data.total === 0) {
    return (
      <EmptyState
        text={t('list.empty')}
        action={{ label: t('list.new'), to: adminPath(gym, 'grades/new') }}
        testId="grades-empty"
      />
    );
  }
  const pages = Math.max(1, Math.ceil(data.total / GRADES_PER_PAGE));
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('list.lead')}
      </Text>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="grades-list">
        {data.items.map((grade) => (
          <li key={grade.id} style={{ marginBottom: 'var(--mantine-spacing-sm)' }}>
            <Card withBorder padding="sm">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={2}>
                  <PlainAnchorLink to={adminPath(gym, `grades/${grade.id}`)} data-testid={`grade-link-${grade.id}`}>
                    <Text fw={600} component="span">
                      {grade.name}
                    </Text>
                  </PlainAnchorLink>
                  <Text size="sm" c="dimmed">
                    {label('route_climbing_types', grade.climbing_type)} ·{' '}
                    {t('list.lines', { count: grade.lines_count })}
                  </Text>
                </Stack>
                {grade.colors_only ? <Badge variant="light">{t('grade.colorsOnly')}</Badge> : null}
              </Group>
            </Card>
          </li>
        ))}
      </ul>
      <Pager page={page} pages={pages} hrefOf={(next) => (next <= 1 ? pathname : `${pathname}?page=${next}`)} />
    </Stack>
  );
}

/**
 * `/gyms/{gymId}/{gymName}/admins/grades` (manage opening): the gym's own grade systems, each with its type and
 * number of lines, paged; an invitation to create the first one.
 */
function GymAdminGradesPage() {
  const { t } = useGradesTexts();
  const { gymId } = parseRouteParams(gymParams, useParams());
  const { gym } = useAdminGym(gymId);
  return (
    <GymAdminFrame
      gymId={gymId}
      title={t('list.title')}
      actions={
        gym.data ? (
          <PlainButtonLink
            to={adminPath(gym.data, 'grades/new')}
            leftSection={<IconPlus size={18} aria-hidden />}
            data-testid="grades-new"
          >
            {t('list.new')}
          </PlainButtonLink>
        ) : null
      }
    >
      <Loaded query={gym}>{(found) => <GradesList gym={found} />}</Loaded>
    </GymAdminFrame>
  );
}

export default withQueries(GymAdminGradesPage);
