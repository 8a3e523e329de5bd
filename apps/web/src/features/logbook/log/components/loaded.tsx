import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { DelayedLoader } from '../../../../app/delayed-loader';
import { ApiError } from '../../../../lib/api-client';

interface LoadState<T> {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  refetch: () => unknown;
}

/** The 404 page, as for any record that does not exist or is reached under another record's address. */
export const notFound = () => data('Not found', { status: 404 });

/**
 * A record the page needs: a loader, then the content; the 404 page when the API says it does not
 * exist; a retry when it could not be reached. A 403 has already led to the right-required page.
 */
export function Loaded<T>({ query, children }: { query: LoadState<T>; children: (record: T) => ReactNode }) {
  const { t } = useTranslation(['logbook', 'common']);
  if (query.error instanceof ApiError && query.error.status === 404) throw notFound();
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('states.loadError')}</Text>
          <Button variant="default" onClick={() => void query.refetch()}>
            {t('states.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <DelayedLoader label={t('common:loading')} />;
}
