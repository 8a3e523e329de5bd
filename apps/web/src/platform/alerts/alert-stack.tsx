import { getDefaultZIndex, Notification, Stack } from '@mantine/core';
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
        // Above dialogs, below menus and popovers: an alert never covers the menu item a climber opens next.
        zIndex: getDefaultZIndex('popover') - 1,
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
          // Mantine greys the lines under a title below the 4.5:1 contrast ratio; the app's dimmed colour is readable.
          styles={{ description: { color: 'var(--mantine-color-dimmed)' } }}
        >
          {alert.lines.map((line) => (
            // Mantine greys the text under a title below the 4.5:1 contrast ratio: the lines keep the text colour.
            <div key={line} style={{ color: 'var(--mantine-color-text)' }}>
              {line}
            </div>
          ))}
        </Notification>
      ))}
    </Stack>
  );
}
