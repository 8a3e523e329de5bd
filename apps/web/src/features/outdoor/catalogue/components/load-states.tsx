import { Skeleton, Stack } from '@mantine/core';
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
