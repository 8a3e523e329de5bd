import { Button, Container, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconChecks, IconChevronLeft, IconChevronRight, IconLogin, IconUserPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DelayedLoader } from '../../../components/delayed-loader';
import { withQueries } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session-store';
import { useAlerts } from '../../../platform/alerts/use-alerts';
import { signInPath } from '../../../platform/session/redirect-path';
import { NotificationItem } from '../notifications/notification-item';
import {
  NOTIFICATIONS_PER_PAGE,
  useMarkAllRead,
  useMarkRead,
  useNotifications,
  useRefetchOnPush,
} from '../notifications/notifications.api';

function Frame({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  const { t } = useTranslation('notifications');
  return (
    <Container size="sm" px="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={1}>{t('title')}</Title>
          {actions}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}

/** A visitor: the page exists for everyone, the list needs an account (docs/conventions.md). */
function Invitation() {
  const { t } = useTranslation('notifications');
  return (
    <Frame>
      <Text size="lg">{t('visitor.text')}</Text>
      <Group gap="sm">
        <Button component={Link} to={signInPath('/notifications')} leftSection={<IconLogin size={18} aria-hidden />}>
          {t('visitor.signIn')}
        </Button>
        <Button
          component={Link}
          to={`/sign-up?redirect=${encodeURIComponent('/notifications')}`}
          variant="default"
          leftSection={<IconUserPlus size={18} aria-hidden />}
        >
          {t('visitor.signUp')}
        </Button>
      </Group>
    </Frame>
  );
}

function NotificationList({ userId }: { userId: number }) {
  const { t } = useTranslation('notifications');
  const alerts = useAlerts();
  const [filter, setFilter] = useState<'unread' | 'all'>('unread');
  const [page, setPage] = useState(1);
  const unreadOnly = filter === 'unread';
  const list = useNotifications(userId, unreadOnly, page);
  const markRead = useMarkRead(userId);
  const markAllRead = useMarkAllRead(userId);
  useRefetchOnPush(userId);

  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / NOTIFICATIONS_PER_PAGE));
  // Marking read empties the last page of unread ones: step back to a page that still has some.
  if (list.data && page > pages) setPage(pages);

  const hasUnreadShown = items.some((item) => !item.read);
  return (
    <Frame
      actions={
        <Button
          variant="light"
          leftSection={<IconChecks size={18} aria-hidden />}
          onClick={() => markAllRead.mutate(undefined, { onError: alerts.apiError })}
          loading={markAllRead.isPending}
          disabled={!hasUnreadShown && unreadOnly}
          data-testid="mark-all-read"
        >
          {t('markAllRead')}
        </Button>
      }
    >
      <SegmentedControl
        aria-label={t('filter.label')}
        value={filter}
        onChange={(value) => {
          setFilter(value === 'all' ? 'all' : 'unread');
          setPage(1);
        }}
        data={[
          { value: 'unread', label: t('filter.unread') },
          { value: 'all', label: t('filter.all') },
        ]}
        data-testid="notifications-filter"
        fullWidth
      />
      {list.isPending ? (
        <DelayedLoader label={t('loading')} />
      ) : list.isError ? (
        <Stack gap="sm" align="flex-start">
          <Text role="alert">{t('error')}</Text>
          <Button variant="default" onClick={() => void list.refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      ) : items.length === 0 ? (
        <Stack gap="sm" align="flex-start" data-testid="notifications-empty">
          <Text>{unreadOnly ? t('empty.unread') : t('empty.all')}</Text>
          {unreadOnly ? (
            <Button variant="default" onClick={() => setFilter('all')}>
              {t('empty.showAll')}
            </Button>
          ) : null}
        </Stack>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-busy={list.isFetching}>
          {items.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              marking={markRead.isPending && markRead.variables === notification.id}
              onMarkRead={(id) => markRead.mutate(id, { onError: alerts.apiError })}
            />
          ))}
        </Stack>
      )}
      {pages > 1 ? (
        <Group justify="space-between" component="nav" aria-label={t('paging.label')}>
          <Button
            variant="default"
            leftSection={<IconChevronLeft size={18} aria-hidden />}
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('paging.previous')}
          </Button>
          <Text size="sm">{t('paging.position', { page, pages })}</Text>
          <Button
            variant="default"
            rightSection={<IconChevronRight size={18} aria-hidden />}
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t('paging.next')}
          </Button>
        </Group>
      ) : null}
    </Frame>
  );
}

/** `/notifications`: the climber's notifications, unread first (or all), each markable as read. */
function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const status = useSessionStore((state) => state.status);
  const userId = useSessionStore((state) => state.user?.id ?? null);
  if (userId !== null) return <NotificationList userId={userId} />;
  if (status === 'loading') {
    return (
      <Frame>
        <DelayedLoader label={t('loading')} />
      </Frame>
    );
  }
  return <Invitation />;
}

export default withQueries(NotificationsPage);
