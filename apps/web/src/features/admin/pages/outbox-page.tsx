import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState, ListSkeleton, LoadError } from '../../../components/list-states';
import { Pager } from '../../../components/pager';
import { withQueries } from '../../../lib/query-client';
import { OUTBOX_PER_PAGE, useOutboxEmails } from '../api/outbox.api';
import { OutboxEmailCard } from '../components/outbox-email-card';

/** The page of the list, from `?page=` (1 when missing or unreadable). */
function usePage(): number {
  const [search] = useSearchParams();
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/**
 * `/admin/outbox` (site administrators): the e-mails the app wrote while no SMTP server is set,
 * newest first, so that a password reset link can be followed without reading the server's log.
 */
function OutboxPage() {
  const { t } = useTranslation('admin');
  const page = usePage();
  const list = useOutboxEmails(page);
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / OUTBOX_PER_PAGE));
  const emails = list.data?.items ?? [];
  return (
    <Container size="md" px="md" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('outbox.title')}</Title>
          <Text c="dimmed">{t('outbox.intro')}</Text>
        </Stack>
        {list.isPending ? (
          <ListSkeleton rows={3} height={160} />
        ) : list.isError ? (
          <LoadError message={t('outbox.error')} onRetry={() => void list.refetch()} />
        ) : emails.length === 0 ? (
          <EmptyState text={page > 1 ? t('outbox.noOlder') : t('outbox.empty')} testId="outbox-empty" />
        ) : (
          <Stack
            component="ol"
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('outbox.listLabel', { total })}
            aria-busy={list.isFetching}
            data-testid="outbox-emails"
          >
            {emails.map((email) => (
              <OutboxEmailCard key={email.id} email={email} />
            ))}
          </Stack>
        )}
        {list.data ? (
          <Pager
            page={page}
            pages={pages}
            hrefOf={(target) => (target <= 1 ? '/admin/outbox' : `/admin/outbox?page=${target}`)}
            previousLabel={t('outbox.newer')}
            nextLabel={t('outbox.older')}
          />
        ) : null}
      </Stack>
    </Container>
  );
}

export default withQueries(OutboxPage);
