import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { DelayedLoader } from '../../../../app/delayed-loader';
import { ApiError } from '../../../../lib/api-client';

/** A record the API does not know (unknown department, town…) answers the 404 page. */
export function throwIfNotFound(error: unknown): void {
  if (error instanceof ApiError && error.status === 404) throw data('Not found', { status: 404 });
}

export function Loading() {
  const { t } = useTranslation('common');
  return <DelayedLoader label={t('loading')} />;
}

/** What failed, and a way to try again. */
export function LoadError({ onRetry, message }: { onRetry(): void; message?: string }) {
  const { t } = useTranslation('discover');
  return (
    <Alert color="red" variant="light" role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message ?? t('loadError')}</Text>
        <Button size="sm" variant="default" onClick={onRetry}>
          {t('retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
