import type { OutboxEmail } from '@climb/contracts';
import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/use-formatters';
import { LinkedText } from './linked-text';

/** One e-mail of the outbox: subject, recipient, date, and its text with clickable links. */
export function OutboxEmailCard({ email }: { email: OutboxEmail }) {
  const { t } = useTranslation('admin');
  const { dateTime } = useFormatters();
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="outbox-email">
      <Stack gap="xs">
        <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {email.subject}
        </Title>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="outbox-email-to">
            {t('outbox.to', { address: email.to })}
          </Text>
          <Text size="sm" c="dimmed" component="time" dateTime={email.created_at}>
            {dateTime(email.created_at)}
          </Text>
        </Group>
        <Box
          component="pre"
          m={0}
          p="sm"
          fz="sm"
          bg="var(--mantine-color-default-hover)"
          style={{
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            fontFamily: 'inherit',
            borderRadius: 'var(--mantine-radius-sm)',
          }}
          data-testid="outbox-email-text"
        >
          <LinkedText text={email.text_body} />
        </Box>
      </Stack>
    </Paper>
  );
}
