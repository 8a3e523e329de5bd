import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUploadField } from '../../../../components/image-upload-field';
import { PlainAnchorLink } from '../../../../components/plain-ui';
import { Group, Paper, Stack, Text, Title } from '../../../../components/ui';
import { ApiError } from '../../../../lib/api-client';
import { withQueries } from '../../../../lib/query-client';
import { useAlerts } from '../../../../platform/alerts/use-alerts';
import { ContestAdminPage, contestAdminPath } from '../components/contest-admin-page';
import { deleteContestBanner, uploadContestBanner } from '../contests-admin.api';
import { CONTESTS_ADMIN_NAMESPACE } from '../contests-admin-texts';
import classes from './contest-banner.module.css';

/** `…/admins/contests/{id}/banner` (manage contests): the contest's banner, kept wide; its upload shows its progress. */
function GymAdminContestBannerPage() {
  const { t } = useTranslation(CONTESTS_ADMIN_NAMESPACE);
  const alerts = useAlerts();
  const [uploading, setUploading] = useState(false);
  const remove = useMutation({
    mutationFn: deleteContestBanner,
    onSuccess: () => alerts.success(t('banner.removed')),
    onError: (error) => {
      if (!(error instanceof ApiError && error.status === 403)) alerts.apiError(error);
    },
  });
  return (
    <ContestAdminPage
      title={(record) => (record ? t('banner.title', { name: record.name }) : t('banner.titleLoading'))}
    >
      {(gym, record) => (
        <Stack gap="lg">
          <PlainAnchorLink to={contestAdminPath(gym, record.id)}>{t('back', { name: record.name })}</PlainAnchorLink>
          <Text c="dimmed">{t('banner.lead')}</Text>
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('banner.current')}
              </Title>
              {record.banner_url ? (
                <img
                  src={record.banner_url}
                  alt={t('banner.alt', { name: record.name })}
                  className={classes.banner}
                  data-testid="current-banner"
                />
              ) : (
                <Text c="dimmed">{t('banner.none')}</Text>
              )}
              {record.banner_url ? (
                <Group>
                  <Button
                    variant="default"
                    leftSection={<IconTrash size={18} aria-hidden />}
                    onClick={() => remove.mutate(record.id)}
                    loading={remove.isPending}
                    disabled={uploading}
                  >
                    {t('banner.remove')}
                  </Button>
                </Group>
              ) : null}
            </Stack>
          </Paper>
          <ImageUploadField
            upload={(file, onProgress, signal) => uploadContestBanner(record.id, file, onProgress, signal)}
            onUploaded={() => alerts.success(t('banner.uploaded'))}
            onPendingChange={setUploading}
            renderPreview={(src, alt) => <img src={src} alt={alt} className={classes.banner} />}
            disabled={remove.isPending}
            testId="banner-file"
          />
        </Stack>
      )}
    </ContestAdminPage>
  );
}

export default withQueries(GymAdminContestBannerPage);
