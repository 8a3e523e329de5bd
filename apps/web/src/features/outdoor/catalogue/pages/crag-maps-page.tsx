import type { Crag } from '@climb/contracts';
import { IconMap } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { cragPath } from '../../../../climbing/paths';
import { ListSkeleton, LoadError } from '../../../../components/list-states';
import { Loaded } from '../../../../components/loaded';
import { Section } from '../../../../components/section';
import type { PageData } from '../../../../lib/page-module';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { useHub } from '../../../../platform/navigation/use-hub';
import { cragMapQuery, cragQuery, useCrag, useCragMap } from '../api/crags.api';
import { ContributeLinks } from '../components/contribute-links';
import { CragFrame } from '../components/crag-frame';
import { LARGE_MAP_HEIGHT, LazyCragMap } from '../components/lazy-maps';
import { RECORD_LOADING } from '../components/load-states';
import { useCanonicalPath } from '../hooks/use-canonical-path';
import { useRecordTitle } from '../hooks/use-record-title';
import { cragParams } from '../lib/page-params';
import { cragHead } from '../lib/record-heads';

function CragMaps({ crag }: { crag: Crag }) {
  const { t } = useTranslation('crags');
  const map = useCragMap(crag.id);
  useHub(cragPath(crag), crag.name);
  useRecordTitle(cragHead(crag, 'cragMaps'));
  useCanonicalPath(cragPath(crag, 'maps'));
  return (
    <CragFrame crag={crag}>
      <Section title={t('sections.map')}>
        {map.data ? <LazyCragMap map={map.data} height={LARGE_MAP_HEIGHT} /> : null}
        {map.isError && !map.data ? <LoadError onRetry={() => void map.refetch()} /> : null}
        {!map.data && !map.isError ? <ListSkeleton rows={3} /> : null}
        <ContributeLinks links={[{ label: t('contribute.editMap'), to: cragPath(crag, 'maps/edit'), Icon: IconMap }]} />
      </Section>
    </CragFrame>
  );
}

/** `/crags/{cragId}/{cragName}/maps`: the crag's large map. */
function CragMapsPage() {
  const { cragId } = parseRouteParams(cragParams, useParams());
  const crag = useCrag(cragId);
  return (
    <Loaded query={crag} {...RECORD_LOADING}>
      {(found) => <CragMaps crag={found} />}
    </Loaded>
  );
}

export default withQueries(CragMapsPage);

/** What the server renders the crag's map page with (docs/decisions/022). */
export const pageData: PageData = ({ params, fetch }) => {
  const { cragId } = parseRouteParams(cragParams, params);
  return Promise.all([fetch(cragQuery(cragId)), fetch(cragMapQuery(cragId))]);
};
