import type { Notification } from '@climb/contracts';
import { Badge, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBell, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notificationText } from './notification-text';

interface NotificationItemProps {
  notification: Notification;
  onMarkRead(id: number): void;
  marking: boolean;
}

/** One notification: its sentence, when it came, whether it is read, and "mark as read". */
export function NotificationItem({ notification, onMarkRead, marking }: NotificationItemProps) {
  const { t, i18n } = useTranslation('notifications');
  const date = new Date(notification.created_at);
  const when = Number.isNaN(date.getTime())
    ? null
    : new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'fr', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      data-testid="notification"
      data-read={notification.read}
      style={notification.read ? undefined : { borderInlineStart: '4px solid var(--mantine-primary-color-filled)' }}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Box pt={2} c={notification.read ? 'dimmed' : undefined} aria-hidden>
          <IconBell size={20} />
        </Box>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={notification.read ? 400 : 600}>{notificationText(notification, t)}</Text>
          <Group gap="xs" justify="space-between">
            <Group gap="xs">
              {notification.read ? null : (
                <Badge size="sm" variant="light" color="red">
                  {t('unread')}
                </Badge>
              )}
              {when ? (
                <Text size="sm" c="dimmed" component="time" dateTime={notification.created_at}>
                  {when}
                </Text>
              ) : null}
            </Group>
            {notification.read ? null : (
              <Button
                size="compact-sm"
                variant="default"
                leftSection={<IconCheck size={14} aria-hidden />}
                onClick={() => onMarkRead(notification.id)}
                loading={marking}
              >
                {t('markRead')}
              </Button>
            )}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
