import type { TickListItem } from '@climb/contracts';
import { Button, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ListSkeleton, LoadError } from '../../../../components/list-states';
import { Pager } from '../../../../components/pager';
import { withQueries } from '../../../../lib/query-client';
import { useFormatters } from '../../../../lib/use-formatters';
import { usePageParam } from '../../../../lib/use-page-param';
import { useAlerts } from '../../../../platform/alerts/use-alerts';
import { ROUTES_PER_PAGE, useRemoveFromTickList, useTickList } from '../api/route-lists.api';
import { LogbookFrame } from '../components/logbook-frame';
import { RouteItemCard, RouteItemGrid } from '../components/route-item-card';

function TickListCard({ item }: { item: TickListItem }) {
  const { t } = useTranslation('logbook-home');
  const { shortDay } = useFormatters();
  const alerts = useAlerts();
  const remove = useRemoveFromTickList();
  const removing = remove.isPending && remove.variables?.id === item.crag_route.id;
  return (
    <RouteItemCard
      route={item.crag_route}
      testId="tick-list-card"
      facts={[t('tickList.added', { date: shortDay(item.created_at) })]}
      extra={
        <Button
          size="sm"
          mih={44}
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          loading={removing}
          onClick={() =>
            remove.mutate(item.crag_route, {
              onSuccess: () => alerts.success(t('tickList.removed', { name: item.crag_route.name })),
              onError: (error) => alerts.apiError(error),
            })
          }
          aria-label={t('tickList.removeLabel', { name: item.crag_route.name })}
          data-testid="tick-list-remove"
        >
          {t('tickList.remove')}
        </Button>
      }
    />
  );
}

/** `/home/ascents/outdoor/tick-list`: routes I want to climb; logging one takes it off the list. */
function TickListPage() {
  const { t } = useTranslation('logbook-home');
  const { page, hrefOf } = usePageParam();
  const list = useTickList(page);
  const total = list.data?.total ?? 0;
  return (
    <LogbookFrame title={t('tickList.title')} lead={t('tickList.lead')} tab="tickList">
      {list.data && total > 0 ? (
        <Text size="sm" data-testid="tick-list-count">
          {t('tickList.count', { count: total })}
        </Text>
      ) : null}
      {list.isError && !list.data ? <LoadError onRetry={() => void list.refetch()} /> : null}
      {!list.data && !list.isError ? <ListSkeleton rows={4} height={120} /> : null}
      {list.data && total === 0 ? (
        <EmptyState
          text={t('tickList.empty')}
          action={{ label: t('tickList.findRoutes'), to: '/outdoor/search/crags' }}
          testId="tick-list-empty"
        />
      ) : null}
      {list.data && list.data.items.length > 0 ? (
        <RouteItemGrid testId="tick-list">
          {list.data.items.map((item) => (
            <TickListCard key={item.id} item={item} />
          ))}
        </RouteItemGrid>
      ) : null}
      <Pager page={page} pages={Math.ceil(total / ROUTES_PER_PAGE)} hrefOf={hrefOf} />
    </LogbookFrame>
  );
}

export default withQueries(TickListPage);
