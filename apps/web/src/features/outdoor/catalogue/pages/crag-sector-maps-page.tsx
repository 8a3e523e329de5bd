import type { CragSector } from '@climb/contracts';
import { IconMap } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { cragPath, cragSectorPath } from '../../../../climbing/paths';
import { ListSkeleton, LoadError } from '../../../../components/list-states';
import { Loaded } from '../../../../components/loaded';
import { Section } from '../../../../components/section';
import { Text } from '../../../../components/ui';
import type { PageData } from '../../../../lib/page-module';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { useHub } from '../../../../platform/navigation/use-hub';
import { cragSectorQuery, useCragSector } from '../api/crag-sectors.api';
import { cragMapQuery, useCragMap } from '../api/crags.api';
import { ContributeLinks } from '../components/contribute-links';
import { LARGE_MAP_HEIGHT, LazyCragMap } from '../components/lazy-maps';
import { RECORD_LOADING } from '../components/load-states';
import { SectorFrame } from '../components/sector-frame';
import { useCanonicalPath } from '../hooks/use-canonical-path';
import { useRecordTitle } from '../hooks/use-record-title';
import { sectorParams } from '../lib/page-params';
import { sectorHead } from '../lib/record-heads';

function SectorMap({ sector }: { sector: CragSector }) {
  const { t } = useTranslation('crags');
  const map = useCragMap(sector.crag.id);
  useHub(cragSectorPath(sector), sector.name);
  useRecordTitle(sectorHead(sector, 'cragSectorMaps'));
  useCanonicalPath(cragSectorPath(sector, 'maps'));
  const placed = sector.latitude !== null && sector.longitude !== null;
  return (
    <SectorFrame sector={sector}>
      <Section title={t('sections.map')}>
        {placed ? null : <Text data-testid="sector-not-placed">{t('map.sectorNotPlaced')}</Text>}
        {map.data ? (
          <LazyCragMap map={map.data} focusSectorId={placed ? sector.id : undefined} height={LARGE_MAP_HEIGHT} />
        ) : null}
        {map.isError && !map.data ? <LoadError onRetry={() => void map.refetch()} /> : null}
        {!map.data && !map.isError ? <ListSkeleton rows={3} /> : null}
        <ContributeLinks
          links={[{ label: t('contribute.editMap'), to: cragPath(sector.crag, 'maps/edit'), Icon: IconMap }]}
        />
      </Section>
    </SectorFrame>
  );
}

/** `/crag-sectors/{id}/{name}/maps`: the crag's map, centred on the sector. */
function CragSectorMapsPage() {
  const { cragSectorId } = parseRouteParams(sectorParams, useParams());
  const sector = useCragSector(cragSectorId);
  return (
    <Loaded query={sector} {...RECORD_LOADING}>
      {(found) => <SectorMap sector={found} />}
    </Loaded>
  );
}

export default withQueries(CragSectorMapsPage);

/** What the server renders the sector's map page with (docs/decisions/022). */
export const pageData: PageData = async ({ params, fetch }) => {
  const { cragSectorId } = parseRouteParams(sectorParams, params);
  const sector = await fetch(cragSectorQuery(cragSectorId));
  await fetch(cragMapQuery(sector.crag.id));
};
