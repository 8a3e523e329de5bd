import type { Crag } from '@climb/contracts';
import { IconMap } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ListSkeleton, LoadError } from '../../../../components/list-states';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { useHub } from '../../../navigation/use-hub';
import { cragPath } from '../../shared/paths';
import { useCrag, useCragMap } from '../api/crags.api';
import { ContributeLinks } from '../components/contribute-links';
import { CragFrame } from '../components/crag-frame';
import { LARGE_MAP_HEIGHT, LazyCragMap } from '../components/lazy-maps';
import { RecordQuery } from '../components/record-query';
import { Section } from '../components/section';
import { useCanonicalPath } from '../hooks/use-canonical-path';
import { useRecordTitle } from '../hooks/use-record-title';
import { cragParams } from '../lib/page-params';

function CragMaps({ crag }: { crag: Crag }) {
  const { t } = useTranslation('crags');
  const map = useCragMap(crag.id);
  useHub(cragPath(crag), crag.name);
  useRecordTitle(t('mapPage.title', { name: crag.name }));
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
  return <RecordQuery query={crag}>{(found) => <CragMaps crag={found} />}</RecordQuery>;
}

export default withQueries(CragMapsPage);
