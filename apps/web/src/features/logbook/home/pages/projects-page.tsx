import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState, ListSkeleton, LoadError } from '../../../../components/list-states';
import { Pager } from '../../../../components/pager';
import { withQueries } from '../../../../lib/query-client';
import { useFormatters } from '../../../../lib/use-formatters';
import { usePageParam } from '../../../../lib/use-page-param';
import { ROUTES_PER_PAGE, useProjects } from '../api/route-lists.api';
import { LogbookFrame } from '../components/logbook-frame';
import { RouteItemCard, RouteItemGrid } from '../components/route-item-card';
import { NEW_ASCENT_PATH } from '../lib/paths';

/** `/home/ascents/outdoor/projects`: routes I tried and have not sent yet, with my attempts. */
function ProjectsPage() {
  const { t } = useTranslation('logbook-home');
  const { shortDay } = useFormatters();
  const { page, hrefOf } = usePageParam();
  const list = useProjects(page);
  const total = list.data?.total ?? 0;
  return (
    <LogbookFrame title={t('projects.title')} lead={t('projects.lead')} tab="projects">
      {list.data && total > 0 ? (
        <Text size="sm" data-testid="projects-count">
          {t('projects.count', { count: total })}
        </Text>
      ) : null}
      {list.isError && !list.data ? <LoadError onRetry={() => void list.refetch()} /> : null}
      {!list.data && !list.isError ? <ListSkeleton rows={4} height={120} /> : null}
      {list.data && total === 0 ? (
        <EmptyState
          text={t('projects.empty')}
          action={{ label: t('projects.logProject'), to: NEW_ASCENT_PATH }}
          testId="projects-empty"
        />
      ) : null}
      {list.data && list.data.items.length > 0 ? (
        <RouteItemGrid testId="project-list">
          {list.data.items.map((project) => (
            <RouteItemCard
              key={project.crag_route.id}
              route={project.crag_route}
              testId="project-card"
              facts={[
                t('projects.attempts', { count: project.attempts }),
                t('projects.sessions', { count: project.sessions_count }),
                t('projects.lastTried', { date: shortDay(project.last_tried_at) }),
              ]}
            />
          ))}
        </RouteItemGrid>
      ) : null}
      <Pager page={page} pages={Math.ceil(total / ROUTES_PER_PAGE)} hrefOf={hrefOf} />
    </LogbookFrame>
  );
}

export default withQueries(ProjectsPage);
