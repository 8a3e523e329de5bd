import type { Alert } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { versionsPath } from '../../../../climbing/paths';
import { DeleteSection } from '../../../../components/delete-button';
import { FormFrame } from '../../../../components/form-frame';
import { bothLoaded, Loaded } from '../../../../components/loaded';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { useSessionStore } from '../../../../lib/session-store';
import { deleteAlert, updateAlert, useAlert, useAlertable } from '../api/alert.api';
import { RecordLinks } from '../components/record-links';
import { AlertForm } from '../forms/alert-form';
import { alertUpdateBody, alertValuesOf } from '../forms/alert-values';
import { alertParams } from '../params';

/** An alert may be deleted by its author and by site administrators. */
function useCanDeleteAlert(alert: Alert | undefined): boolean {
  const user = useSessionStore((state) => state.user);
  if (!user || !alert) return false;
  return user.super_admin || alert.creator?.uuid === user.uuid;
}

/** `/alerts/{id}/edit`: the alert's type, text and end date; deleting it for its author or a site administrator. */
function AlertEditPage() {
  const { t } = useTranslation('contribute');
  const navigate = useNavigate();
  const { alertId } = parseRouteParams(alertParams, useParams());
  const alert = useAlert(alertId);
  const alertable = useAlertable(alert.data?.alertable_type ?? null, alert.data?.alertable_id ?? null);
  const canDelete = useCanDeleteAlert(alert.data);
  const found = alertable.data;
  return (
    <FormFrame
      title={t('alert.editTitle')}
      lead={found ? t(`alert.about.${found.type}`, { name: found.name }) : undefined}
      back={found ? { to: found.path, label: found.name } : null}
    >
      <Loaded query={bothLoaded(alert, alertable)}>
        {([record, about]) => (
          <>
            <RecordLinks history={versionsPath('alerts', record.id)} />
            <AlertForm
              key={record.id}
              initialValues={alertValuesOf(record)}
              submit={(values) => updateAlert(record.id, alertUpdateBody(values))}
              submitLabel={t('actions.save')}
              successMessage={t('alert.saved')}
              onSuccess={() => navigate(about.path)}
              cancelTo={about.path}
            />
            <DeleteSection
              allowed={canDelete}
              label={t('alert.delete')}
              confirmText={t('alert.deleteConfirm')}
              deletedMessage={t('alert.deleted')}
              onDelete={() => deleteAlert(record.id)}
              onDeleted={() => navigate(about.path)}
            />
          </>
        )}
      </Loaded>
    </FormFrame>
  );
}

export default withQueries(AlertEditPage);
