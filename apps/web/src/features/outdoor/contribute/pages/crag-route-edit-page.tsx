import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { cragPath, cragRoutePath, versionsPath } from '../../../../climbing/paths';
import { DeleteSection } from '../../../../components/delete-button';
import { FormFrame } from '../../../../components/form-frame';
import { belongsTo, bothLoaded, Loaded } from '../../../../components/loaded';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { useCragRoute } from '../../catalogue/api/crag-routes.api';
import { useCrag } from '../../catalogue/api/crags.api';
import { deleteRoute, updateRoute } from '../api/route.api';
import { useCanDelete } from '../components/contributor-gate';
import { RecordLinks } from '../components/record-links';
import { RouteForm } from '../forms/route-form';
import { routeUpdateBody, routeValuesOf } from '../forms/route-values';
import { cragRouteParams } from '../params';
import { alertNewPath } from '../paths';

/** `/crags/{id}/{name}/routes/{id}/{name}/edit`: the route and its pitches; deleting it is for site administrators. */
function CragRouteEditPage() {
  const { t } = useTranslation('contribute');
  const navigate = useNavigate();
  const { cragId, cragRouteId } = parseRouteParams(cragRouteParams, useParams());
  const crag = useCrag(cragId);
  const route = useCragRoute(cragRouteId);
  const canDelete = useCanDelete();
  const found = route.data;
  return (
    <FormFrame
      title={t('route.editTitle')}
      lead={found?.name}
      back={found ? { to: cragRoutePath(found), label: found.name } : null}
    >
      <Loaded query={bothLoaded(crag, route)}>
        {([cragRecord, record]) => {
          belongsTo(record.crag.id, cragRecord.id);
          return (
            <>
              <RecordLinks
                links={[{ to: alertNewPath('crag_routes', record.id), label: t('links.newAlert') }]}
                history={versionsPath('crag_routes', record.id)}
              />
              <RouteForm
                key={record.id}
                crag={cragRecord}
                initialValues={routeValuesOf(record)}
                submit={(values) => updateRoute(record.id, routeUpdateBody(values))}
                submitLabel={t('actions.save')}
                successMessage={t('route.saved')}
                onSuccess={(saved) => navigate(cragRoutePath(saved))}
                cancelTo={cragRoutePath(record)}
              />
              <DeleteSection
                allowed={canDelete}
                label={t('route.delete')}
                confirmText={t('route.deleteConfirm', { name: record.name })}
                deletedMessage={t('route.deleted')}
                onDelete={() => deleteRoute(record.id)}
                onDeleted={() => navigate(cragPath(cragRecord))}
              />
            </>
          );
        }}
      </Loaded>
    </FormFrame>
  );
}

export default withQueries(CragRouteEditPage);
