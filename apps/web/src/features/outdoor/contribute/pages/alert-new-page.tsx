import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { FormFrame } from '../../../../components/form-frame';
import { Loaded } from '../../../../components/loaded';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { createAlert, useAlertable } from '../api/alert.api';
import { AlertForm } from '../forms/alert-form';
import { alertBody, EMPTY_ALERT_VALUES } from '../forms/alert-values';
import { alertNewParams } from '../params';

/** `/alerts/{crags|crag_sectors|crag_routes}/{id}/new`: an alert on a crag, a sector or a route. */
function AlertNewPage() {
  const { t } = useTranslation('contribute');
  const navigate = useNavigate();
  const { alertableType, alertableId } = parseRouteParams(alertNewParams, useParams());
  const alertable = useAlertable(alertableType, alertableId);
  const found = alertable.data;
  return (
    <FormFrame
      title={t('alert.newTitle')}
      lead={found ? t(`alert.about.${found.type}`, { name: found.name }) : undefined}
      back={found ? { to: found.path, label: found.name } : null}
    >
      <Loaded query={alertable}>
        {(record) => (
          <AlertForm
            initialValues={EMPTY_ALERT_VALUES}
            submit={(values) => createAlert(alertBody(record, values))}
            submitLabel={t('alert.create')}
            successMessage={t('alert.created')}
            onSuccess={() => navigate(record.path)}
            cancelTo={record.path}
          />
        )}
      </Loaded>
    </FormFrame>
  );
}

export default withQueries(AlertNewPage);
