import { Notification, Stack } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAlertStore } from './alert-store';

export function AlertStack() {
  const { t } = useTranslation('common');
  const alerts = useAlertStore((state) => state.alerts);
  const dismiss = useAlertStore((state) => state.dismiss);
  return (
    <Stack
      gap="xs"
      aria-live="polite"
      style={{
        position: 'fixed',
        top: 72,
        right: 12,
        left: 12,
        zIndex: 400,
        maxWidth: 420,
        marginLeft: 'auto',
        pointerEvents: 'none',
      }}
    >
      {alerts.map((alert) => (
        <Notification
          key={alert.id}
          role={alert.kind === 'error' ? 'alert' : 'status'}
          color={alert.kind === 'error' ? 'red' : 'green'}
          icon={
            alert.kind === 'error' ? <IconAlertTriangle size={18} aria-hidden /> : <IconCheck size={18} aria-hidden />
          }
          title={alert.message}
          onClose={() => dismiss(alert.id)}
          closeButtonProps={{ 'aria-label': t('actions.dismiss') }}
          withBorder
          style={{ pointerEvents: 'auto' }}
        >
          {alert.lines.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Notification>
      ))}
    </Stack>
  );
}
