import type { Area } from '@climb/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { areaPath } from '../../../../climbing/paths';
import { EmptyState, ListSkeleton, LoadError } from '../../../../components/list-states';
import { Loaded } from '../../../../components/loaded';
import { Pager } from '../../../../components/pager';
import { Section } from '../../../../components/section';
import { Stack, Text } from '../../../../components/ui';
import type { PageData } from '../../../../lib/page-module';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { useHub } from '../../../../platform/navigation/use-hub';
import { areaCragsQuery, areaQuery, useArea, useAreaCrags } from '../api/areas.api';
import { AreaFrame } from '../components/area-frame';
import { ContributeLinks } from '../components/contribute-links';
import { CragList } from '../components/crag-list';
import { RECORD_LOADING } from '../components/load-states';
import { useCanonicalPath } from '../hooks/use-canonical-path';
import { readListParams, useListParams } from '../hooks/use-list-params';
import { useRecordTitle } from '../hooks/use-record-title';
import { areaParams } from '../lib/page-params';
import { areaHead } from '../lib/record-heads';

const PER_PAGE = 25;

function AreaCrags({ area }: { area: Area }) {
  const { t } = useTranslation('crags');
  const { page, pageHref } = useListParams();
  const crags = useAreaCrags(area.id, page, PER_PAGE);
  useHub(areaPath(area), area.name);
  useRecordTitle(areaHead(area, 'areaCrags'));
  useCanonicalPath(areaPath(area, 'crags'));
  const total = crags.data?.total ?? 0;
  return (
    <AreaFrame area={area}>
      <Section
        title={t('sections.crags')}
        aside={crags.data ? <Text size="sm">{t('area.cragsCount', { count: total })}</Text> : null}
      >
        <Stack gap="md">
          {crags.isError && !crags.data ? <LoadError onRetry={() => void crags.refetch()} /> : null}
          {!crags.data && !crags.isError ? <ListSkeleton rows={6} /> : null}
          {crags.data && total === 0 ? (
            <EmptyState
              text={t('area.empty')}
              action={{ label: t('contribute.addCragToArea'), to: areaPath(area, 'add-crag') }}
              testId="area-empty"
            />
          ) : null}
          {crags.data && crags.data.items.length > 0 ? <CragList crags={crags.data.items} /> : null}
          <Pager page={page} pages={Math.max(1, Math.ceil(total / PER_PAGE))} hrefOf={pageHref} />
          <ContributeLinks
            links={[{ label: t('contribute.addCragToArea'), to: areaPath(area, 'add-crag'), Icon: IconPlus }]}
          />
        </Stack>
      </Section>
    </AreaFrame>
  );
}

/** `/areas/{id}/{name}/crags`: every crag of the area, page by page. */
function AreaCragsPage() {
  const { areaId } = parseRouteParams(areaParams, useParams());
  const area = useArea(areaId);
  return (
    <Loaded query={area} {...RECORD_LOADING}>
      {(found) => <AreaCrags area={found} />}
    </Loaded>
  );
}

export default withQueries(AreaCragsPage);

/** What the server renders the area's crags with (docs/decisions/022). */
export const pageData: PageData = ({ params, search, fetch }) => {
  const { areaId } = parseRouteParams(areaParams, params);
  const { page } = readListParams(search);
  return Promise.all([fetch(areaQuery(areaId)), fetch(areaCragsQuery(areaId, page, PER_PAGE))]);
};
