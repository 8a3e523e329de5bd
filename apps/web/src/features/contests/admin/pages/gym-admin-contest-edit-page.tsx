import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { adminPath } from '../../../../climbing/gym-admin/admin-paths';
import { DeleteSection } from '../../../../components/delete-button';
import { Divider, Stack } from '../../../../components/ui';
import { withQueries } from '../../../../lib/query-client';
import { ContestAdminPage, contestAdminPath } from '../components/contest-admin-page';
import { ContestForm } from '../components/contest-form';
import { deleteContest, updateContest } from '../contests-admin.api';
import { CONTESTS_ADMIN_NAMESPACE } from '../contests-admin-texts';

/** `…/admins/contests/{id}/edit` (manage contests): the contest's form, and its deletion with its participants. */
function GymAdminContestEditPage() {
  const { t } = useTranslation(CONTESTS_ADMIN_NAMESPACE);
  const navigate = useNavigate();
  return (
    <ContestAdminPage title={(record) => (record ? t('edit.title', { name: record.name }) : t('edit.titleLoading'))}>
      {(gym, record) => (
        <Stack gap="xl">
          <ContestForm
            record={record}
            submit={(body) => updateContest(record.id, body)}
            submitLabel={t('edit.save')}
            successMessage={t('edit.saved')}
            onSuccess={() => navigate(contestAdminPath(gym, record.id))}
            cancelTo={contestAdminPath(gym, record.id)}
          />
          <Divider />
          <DeleteSection
            allowed
            label={t('edit.delete')}
            confirmText={t('edit.deleteConfirm', { name: record.name })}
            deletedMessage={t('edit.deleted')}
            onDelete={() => deleteContest(record)}
            onDeleted={() => navigate(adminPath(gym, 'contests'))}
            testId="contest-delete"
          />
        </Stack>
      )}
    </ContestAdminPage>
  );
}

export default withQueries(GymAdminContestEditPage);
