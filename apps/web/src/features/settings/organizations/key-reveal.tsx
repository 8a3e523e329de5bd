import { Alert, Button, Code, CopyButton, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import layout from '../layout.module.css';

/** A new API key, shown this once in full, with a copy button. */
export function KeyReveal({ apiKey, title }: { apiKey: string; title: string }) {
  const { t } = useTranslation('organizations');
  return (
    <Paper withBorder radius="md" className={layout.panel} component="section" aria-labelledby="new-key-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="new-key-title">
          {title}
        </Title>
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="status">
          {t('key.once')}
        </Alert>
        <Text size="sm" fw={600}>
          {t('key.label')}
        </Text>
        <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} data-testid="api-key">
          {apiKey}
        </Code>
        <CopyButton value={apiKey}>
          {({ copied, copy }) => (
            <Button
              onClick={copy}
              variant={copied ? 'light' : 'filled'}
              leftSection={copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
              style={{ alignSelf: 'flex-start' }}
            >
              {copied ? t('key.copied') : t('key.copy')}
            </Button>
          )}
        </CopyButton>
      </Stack>
    </Paper>
  );
}
