import type { GymOpener } from '@climb/contracts';
import { IconArchive, IconArchiveOff } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { adminPath } from '../../../../../climbing/gym-admin/admin-paths';
import { GymAdminFrame } from '../../../../../climbing/gym-admin/gym-admin-frame';
import { DeleteSection } from '../../../../../components/delete-button';
import { belongsTo, bothLoaded, Loaded } from '../../../../../components/loaded';
import { PlainButton } from '../../../../../components/plain-ui';
import { Alert, Divider, Stack, Text } from '../../../../../components/ui';
import { withQueries } from '../../../../../lib/query-client';
import { parseRouteParams } from '../../../../../lib/route-params';
import { useAlerts } from '../../../../../platform/alerts/use-alerts';
import { useGym } from '../../../shared/gyms.api';
import { OpenerForm, openerBody, openerValuesOf } from '../forms/opener-form';
import { openerParams } from '../params';
import { deleteOpener, updateOpener, useGymOpener } from '../structure.api';
import { STRUCTURE_NAMESPACE } from '../structure-texts';

/** Archiving an opener (no longer offered for new routes) or bringing them back. */
function ArchiveSection({ opener }: { opener: GymOpener }) {
  const { t } = useTranslation(STRUCTURE_NAMESPACE);
  const alerts = useAlerts();
  const archived = opener.archived_at !== null;
  const toggle = useMutation({
    mutationFn: () => updateOpener(opener.id, { archived: !archived }),
    onSuccess: () => alerts.success(archived ? t('opener.restored') : t('opener.archivedDone')),
    onError: (error) => alerts.apiError(error),
  });
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm" c="dimmed">
        {archived ? t('opener.archivedLead') : t('opener.archiveLead')}
      </Text>
      <PlainButton
        variant="default"
        leftSection={archived ? <IconArchiveOff size={18} aria-hidden /> : <IconArchive size={18} aria-hidden />}
        onClick={() => toggle.mutate()}
        disabled={toggle.isPending}
        data-testid="opener-archive"
      >
        {archived ? t('opener.restore') : t('opener.archive')}
      </PlainButton>
    </Stack>
  );
}

/**
 * `/gyms/{gymId}/{gymName}/admins/openers/{id}/edit` (manage openers): the opener's names (a new name shows on the
 * routes they set), archiving, and deletion; one whose name some routes keep is archived instead, and told so first.
 */
function GymAdminOpenerEditPage() {
  const { t } = useTranslation(STRUCTURE_NAMESPACE);
  const navigate = useNavigate();
  const { gymId, gymOpenerId } = parseRouteParams(openerParams, useParams());
  const gym = useGym(gymId);
  const opener = useGymOpener(gymOpenerId);
  return (
    <GymAdminFrame
      gymId={gymId}
      title={opener.data ? t('opener.editTitle', { name: opener.data.name }) : t('opener.edit')}
    >
      <Loaded query={bothLoaded(gym, opener)}>
        {([found, record]) => {
          belongsTo(record.gym_id, found.id);
          const list = adminPath(found, 'openers');
          const keepsRoutes = record.routes_count > 0;
          return (
            <Stack gap="lg">
              {record.archived_at ? (
                <Alert color="yellow" data-testid="opener-archived">
                  {t('opener.isArchived')}
                </Alert>
              ) : null}
              <Text size="sm" c="dimmed">
                {t('opener.counts', { mounted: record.mounted_routes_count, count: record.routes_count })}
              </Text>
              <OpenerForm
                key={record.id}
                initialValues={openerValuesOf(record)}
                submit={(values) => updateOpener(record.id, openerBody(values))}
                submitLabel={t('actions.save')}
                successMessage={t('opener.saved')}
                onSuccess={() => navigate(list)}
                cancelTo={list}
              />
              <Divider />
              <ArchiveSection opener={record} />
              {keepsRoutes && record.archived_at ? null : (
                <DeleteSection
                  allowed
                  label={keepsRoutes ? t('opener.deleteArchives') : t('opener.delete')}
                  confirmText={
                    keepsRoutes
                      ? t('opener.deleteArchivesConfirm', { name: record.name, count: record.routes_count })
                      : t('opener.deleteConfirm', { name: record.name })
                  }
                  deletedMessage={keepsRoutes ? t('opener.archivedDone') : t('opener.deleted')}
                  onDelete={() => deleteOpener(record)}
                  onDeleted={() => navigate(list, { replace: true })}
                  testId="opener-delete"
                />
              )}
            </Stack>
          );
        }}
      </Loaded>
    </GymAdminFrame>
  );
}

export default withQueries(GymAdminOpenerEditPage);
