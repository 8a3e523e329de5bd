import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useAlerts } from '../../../platform/alerts/use-alerts';
import { type OrganizationWithKey, regenerateOrganizationKey } from '../api/organizations.api';
import layout from '../layout.module.css';
import { KeyReveal } from './key-reveal';

/** The key section of an organization: regenerate after a confirmation, then the new key, once. */
export function RegenerateKey({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation('organizations');
  const alerts = useAlerts();
  const [confirming, setConfirming] = useState(false);
  const [fresh, setFresh] = useState<OrganizationWithKey | null>(null);
  const regenerate = useMutation({
    mutationFn: () => regenerateOrganizationKey(organizationId),
    onSuccess: (organization) => {
      setFresh(organization);
      alerts.success(t('key.regenerated'));
    },
    onError: (error) => {
      if (!(error instanceof ApiError && error.status === 403)) alerts.apiError(error);
    },
  });
  if (fresh) return <KeyReveal apiKey={fresh.api_access_token} title={t('key.newTitle')} />;
  return (
    <Paper withBorder radius="md" className={layout.panel} component="section" aria-labelledby="key-title">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3" id="key-title">
          {t('key.title')}
        </Title>
        <Text size="sm">{t('key.lead')}</Text>
        <Button
          variant="default"
          leftSection={<IconKey size={18} aria-hidden />}
          onClick={() => setConfirming(true)}
          loading={regenerate.isPending}
          data-testid="regenerate-key"
        >
          {t('key.regenerate')}
        </Button>
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('key.confirmTitle')}
        closeButtonProps={{ 'aria-label': t('key.cancel') }}
        centered
      >
        <Stack gap="lg">
          <Text>{t('key.confirmText')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              {t('key.cancel')}
            </Button>
            <Button
              onClick={() => {
                setConfirming(false);
                regenerate.mutate();
              }}
              data-testid="confirm-regenerate-key"
            >
              {t('key.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
