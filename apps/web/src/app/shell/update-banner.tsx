import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** When a new version is installed, a banner offers to reload onto it (spec §1, §4). */
export function UpdateBanner() {
  const { t } = useTranslation('common');
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({ immediate: true });
  if (!needRefresh) return null;
  return (
    <Paper
      role="status"
      shadow="md"
      withBorder
      p="sm"
      style={{ position: 'fixed', left: 12, right: 12, bottom: 84, zIndex: 300, maxWidth: 480, margin: '0 auto' }}
      data-testid="update-banner"
    >
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{t('update.available')}</Text>
        <Button
          size="xs"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => void updateServiceWorker(true)}
        >
          {t('update.reload')}
        </Button>
      </Group>
    </Paper>
  );
}
