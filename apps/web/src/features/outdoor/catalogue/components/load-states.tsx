import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The page's shape while its record loads: title, facts, a list. */
export function RecordSkeleton() {
  const { t } = useTranslation('common');
  return (
    <Stack gap="md" role="status" aria-label={t('loading')} aria-busy="true">
      <Skeleton height={14} width="40%" />
      <Skeleton height={36} width="70%" />
      <Skeleton height={120} />
      <Skeleton height={64} />
      <Skeleton height={64} />
    </Stack>
  );
}

/** A list's rows while they load. */
export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation('common');
  return (
    <Stack gap="xs" role="status" aria-label={t('loading')} aria-busy="true">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered.
        <Skeleton key={index} height={56} />
      ))}
    </Stack>
  );
}

/** Something could not be loaded: say so and offer to try again. */
export function LoadError({ message, onRetry }: { message?: string; onRetry(): void }) {
  const { t } = useTranslation('crags');
  return (
    <Alert color="red" variant="light" role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message ?? t('states.loadError')}</Text>
        <Button size="sm" variant="default" onClick={onRetry} leftSection={<IconRefresh size={16} aria-hidden />}>
          {t('states.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
