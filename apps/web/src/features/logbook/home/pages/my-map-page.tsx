import { Anchor, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cragPath } from '../../../../climbing/paths';
import { EmptyState, LoadError } from '../../../../components/list-states';
import { withQueries } from '../../../../lib/query-client';
import { useFormatters } from '../../../../lib/use-formatters';
import { useAscendedCrags } from '../api/my-map.api';
import { LogbookFrame } from '../components/logbook-frame';
import { NEW_ASCENT_PATH } from '../lib/paths';

const MyCragsMap = lazy(() => import('../components/my-crags-map'));

const MAP_HEIGHT = 'min(65vh, 600px)';

/** `/maps/my-map`: the crags where I climbed, on a map and as a list (the same crags, for every reader). */
function MyMapPage() {
  const { t } = useTranslation('logbook-home');
  const { shortDay } = useFormatters();
  const crags = useAscendedCrags();
  const listId = useId();
  const features = crags.data?.features ?? [];
  const sorted = [...features].sort((a, b) => (b.properties.ascents_count ?? 0) - (a.properties.ascents_count ?? 0));
  return (
    <LogbookFrame title={t('myMap.title')} lead={t('myMap.lead')}>
      {crags.isError && !crags.data ? <LoadError onRetry={() => void crags.refetch()} /> : null}
      {!crags.data && !crags.isError ? (
        <Skeleton height={MAP_HEIGHT} radius="md" role="status" aria-label={t('myMap.loading')} aria-busy="true" />
      ) : null}
      {crags.data && features.length === 0 ? (
        <EmptyState
          text={t('myMap.empty')}
          action={{ label: t('list.logFirst'), to: NEW_ASCENT_PATH }}
          testId="my-map-empty"
        />
      ) : null}
      {crags.data && features.length > 0 ? (
        <>
          <Text size="sm" data-testid="my-map-count">
            {t('myMap.count', { count: features.length })}
          </Text>
          <div data-testid="my-map">
            <Suspense
              fallback={<Skeleton height={MAP_HEIGHT} radius="md" role="status" aria-label={t('myMap.loading')} />}
            >
              <MyCragsMap label={t('myMap.mapLabel')} collection={crags.data} height={MAP_HEIGHT} />
            </Suspense>
          </div>
          <Stack component="section" gap="xs" aria-labelledby={listId}>
            <Title order={2} size="h4" id={listId}>
              {t('myMap.listTitle')}
            </Title>
            <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} data-testid="my-crag-list">
              {sorted.map(({ properties: crag }) => (
                <li key={crag.id}>
                  <Anchor component={Link} to={cragPath(crag)} fw={600} underline="always">
                    {crag.name}
                  </Anchor>{' '}
                  <Text span size="sm" c="dimmed">
                    {[
                      crag.ascents_count === undefined ? null : t('myMap.ascents', { count: crag.ascents_count }),
                      crag.last_released_at ? shortDay(crag.last_released_at) : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </li>
              ))}
            </Stack>
          </Stack>
        </>
      ) : null}
    </LogbookFrame>
  );
}

export default withQueries(MyMapPage);
