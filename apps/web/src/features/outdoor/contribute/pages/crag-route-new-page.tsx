import type { Crag, CragSector } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { cragPath, cragRoutePath, cragSectorPath } from '../../../../climbing/paths';
import { FormFrame } from '../../../../components/form-frame';
import { belongsTo, bothLoaded, Loaded, type LoadState } from '../../../../components/loaded';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { useCrag } from '../../catalogue/api/crags.api';
import { createRoute } from '../api/route.api';
import { useSector } from '../api/sector.api';
import { RouteForm } from '../forms/route-form';
import { emptyRouteValues, routeBody } from '../forms/route-values';
import { cragRouteNewParams } from '../params';

const NO_SECTOR: LoadState<null> = { data: null, error: null, isError: false, refetch: () => {} };

/** A crag offering one climbing type only: a new route is most likely of that type. */
const likelyType = (crag: Crag) => (crag.climbing_types.length === 1 ? (crag.climbing_types[0] ?? '') : '');

/**
 * `/crags/{id}/{name}/routes/new` and `/crags/{id}/{name}/sectors/{id}/{name}/routes/new` (the
 * sector preselected): a new route with its pitches, then its page.
 */
function CragRouteNewPage() {
  const { t } = useTranslation('contribute');
  const navigate = useNavigate();
  const { cragId, cragSectorId } = parseRouteParams(cragRouteNewParams, useParams());
  const crag = useCrag(cragId);
  const sector = useSector(cragSectorId ?? null);
  const loads = bothLoaded<Crag, CragSector | null>(crag, cragSectorId === undefined ? NO_SECTOR : sector);
  const [foundCrag, foundSector] = loads.data ?? [];
  const back = foundSector
    ? { to: cragSectorPath(foundSector), label: foundSector.name }
    : foundCrag
      ? { to: cragPath(foundCrag), label: foundCrag.name }
      : null;
  return (
    <FormFrame title={t('route.newTitle')} lead={foundSector?.name ?? foundCrag?.name} back={back}>
      <Loaded query={loads}>
        {([cragRecord, sectorRecord]) => {
          if (sectorRecord) belongsTo(sectorRecord.crag.id, cragRecord.id);
          return (
            <RouteForm
              crag={cragRecord}
              initialValues={emptyRouteValues(sectorRecord?.id ?? null, likelyType(cragRecord))}
              submit={(values) => createRoute(routeBody(cragRecord.id, values))}
              submitLabel={t('route.create')}
              successMessage={t('route.created')}
              onSuccess={(route) => navigate(cragRoutePath(route))}
              cancelTo={sectorRecord ? cragSectorPath(sectorRecord) : cragPath(cragRecord)}
            />
          );
        }}
      </Loaded>
    </FormFrame>
  );
}

export default withQueries(CragRouteNewPage);
