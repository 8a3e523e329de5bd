import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { withQueries } from '../../../lib/query-client';
import { OUTBOX_PER_PAGE, useOutboxEmails } from '../api/outbox.api';
import { AdminList, pageFrom } from '../components/admin-list';
import { OutboxEmailCard } from '../components/outbox-email-card';

/**
 * `/admin/outbox` (site administrators): the e-mails the app wrote while no SMTP server is set,
 * newest first, so that a password reset link can be followed without reading the server's log.
 */
function OutboxPage() {
  const { t } = useTranslation('admin');
  const [search] = useSearchParams();
  const page = pageFrom(search);
  const list = useOutboxEmails(page);
  return (
    <Container size="md" px="md" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('outbox.title')}</Title>
          <Text c="dimmed">{t('outbox.intro')}</Text>
        </Stack>
        <AdminList
          query={list}
          page={page}
          perPage={OUTBOX_PER_PAGE}
          label={(total) => t('outbox.listLabel', { total })}
          errorText={t('outbox.error')}
          emptyText={page > 1 ? t('outbox.noOlder') : t('outbox.empty')}
          hrefOf={(target) => (target <= 1 ? '/admin/outbox' : `/admin/outbox?page=${target}`)}
          previousLabel={t('outbox.newer')}
          nextLabel={t('outbox.older')}
          testId="outbox-emails"
          emptyTestId="outbox-empty"
        >
          {(email) => <OutboxEmailCard key={email.id} email={email} />}
        </AdminList>
      </Stack>
    </Container>
  );
}

export default withQueries(OutboxPage);
