import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState, ListSkeleton, LoadError } from '../../../../components/list-states';
import { Pager } from '../../../../components/pager';
import { withQueries } from '../../../../lib/query-client';
import { usePageParam } from '../../../../lib/use-page-param';
import { CLIMBING_SESSIONS_PER_PAGE, useClimbingSessions } from '../api/climbing-sessions.api';
import { ClimbingSessionCard } from '../components/climbing-session-card';
import { LogbookFrame } from '../components/logbook-frame';
import { NEW_ASCENT_PATH } from '../lib/paths';

/** `/home/climbing-sessions`: my climbing days, newest first, page by page. */
function ClimbingSessionsPage() {
  const { t } = useTranslation('logbook-home');
  const { page, hrefOf } = usePageParam();
  const list = useClimbingSessions(page);
  const total = list.data?.total ?? 0;
  return (
    <LogbookFrame title={t('sessions.title')} lead={t('sessions.lead')}>
      {list.data && total > 0 ? (
        <Text size="sm" data-testid="sessions-count">
          {t('sessions.count', { count: total })}
        </Text>
      ) : null}
      {list.isError && !list.data ? <LoadError onRetry={() => void list.refetch()} /> : null}
      {!list.data && !list.isError ? <ListSkeleton rows={4} height={110} /> : null}
      {list.data && total === 0 ? (
        <EmptyState
          text={t('sessions.empty')}
          action={{ label: t('list.logFirst'), to: NEW_ASCENT_PATH }}
          testId="sessions-empty"
        />
      ) : null}
      {list.data && list.data.items.length > 0 ? (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} data-testid="session-list">
          {list.data.items.map((session) => (
            <ClimbingSessionCard key={session.session_date} session={session} />
          ))}
        </Stack>
      ) : null}
      <Pager page={page} pages={Math.ceil(total / CLIMBING_SESSIONS_PER_PAGE)} hrefOf={hrefOf} />
    </LogbookFrame>
  );
}

export default withQueries(ClimbingSessionsPage);
