import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { cragRoutePath } from '../../../../climbing/paths';
import { FormFrame } from '../../../../components/form-frame';
import { Loaded, notFound } from '../../../../components/loaded';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { useRouteForLog } from '../../api/routes-for-log.api';
import { NewAscentForm } from '../components/new-ascent-form';
import { routeAscentNewParams } from '../params';

/**
 * `/crags/{id}/{name}/routes/{id}/{name}/ascents/new` (the route page's "log it"): the route is
 * known, so the form comes at once; offline, from the routes kept on the device.
 */
function CragRouteAscentNewPage() {
  const { t } = useTranslation('logbook');
  const { cragId, cragRouteId } = parseRouteParams(routeAscentNewParams, useParams());
  const route = useRouteForLog(cragRouteId);
  const found = route.data;
  return (
    <FormFrame title={t('routeNew.title')} back={found ? { to: cragRoutePath(found), label: found.name } : null}>
      <Loaded query={route}>
        {(record) => {
          if (cragId !== undefined && record.crag.id !== cragId) throw notFound();
          return <NewAscentForm route={record} />;
        }}
      </Loaded>
    </FormFrame>
  );
}

export default withQueries(CragRouteAscentNewPage);
