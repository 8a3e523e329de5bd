import type { Notification } from '@climb/contracts';
import { Anchor, Badge, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBell, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notificationLink, notificationQuote, notificationText } from './notification-text';

interface NotificationItemProps {
  notification: Notification;
  onMarkRead(id: number): void;
  marking: boolean;
}

/**
 * One notification: its sentence (a link to what it is about, when there is one), a reply's first words, when it
 * came, whether it is read, and "mark as read".
 */
export function NotificationItem({ notification, onMarkRead, marking }: NotificationItemProps) {
  const { t, i18n } = useTranslation('notifications');
  const text = notificationText(notification, t);
  const link = notificationLink(notification);
  const quote = notificationQuote(notification);
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
          <Text fw={notification.read ? 400 : 600}>
            {link ? (
              <Anchor component={Link} to={link} inherit data-testid="notification-link">
                {text}
              </Anchor>
            ) : (
              text
            )}
          </Text>
          {quote ? (
            <Text
              component="blockquote"
              size="sm"
              c="dimmed"
              m={0}
              pl="sm"
              style={{ borderInlineStart: '2px solid var(--mantine-color-default-border)', overflowWrap: 'anywhere' }}
              data-testid="notification-quote"
            >
              {quote}
            </Text>
          ) : null}
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
