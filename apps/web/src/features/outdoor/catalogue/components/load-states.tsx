import { Container, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
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

/** The page's width and margins, for what shows before the record's own frame. */
function RecordContainer({ children }: { children: ReactNode }) {
  return (
    <Container size="md" px="md" py="lg" w="100%">
      {children}
    </Container>
  );
}

/** How a record page waits for its record (`<Loaded {...RECORD_LOADING}>`): its skeleton, in the page's width. */
export const RECORD_LOADING = { placeholder: <RecordSkeleton />, frame: RecordContainer };
