import type { GymReportUnsubscribed } from '@climb/contracts';
import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconMailOff, IconRefresh } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DelayedLoader } from '../../../../../components/delayed-loader';
import { ApiError } from '../../../../../lib/api-client';
import { withQueries } from '../../../../../lib/query-client';
import { unsubscribeGymEmailReport } from '../api/report.api';
import { REPORT_NAMESPACE } from '../lib/report-texts';

/** Whether the API refused the token itself (altered, cut short, or its record gone), rather than being away. */
function isBadToken(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 422 || error.status === 400 || error.status === 404);
}

function Done({ answer }: { answer: GymReportUnsubscribed }) {
  const { t } = useTranslation(REPORT_NAMESPACE);
  return (
    <Stack gap="md" align="flex-start" data-testid="report-unsubscribe-done">
      <Alert
        variant="light"
        color="blue"
        icon={<IconMailOff size={20} aria-hidden />}
        title={t('unsubscribe.doneTitle')}
      >
        {t('unsubscribe.done', { gym: answer.gym.name })}
      </Alert>
      <Text>{t('unsubscribe.turnBackOn')}</Text>
    </Stack>
  );
}

/**
 * `/gym-reports/unsubscribe?token=…`: the one-click link of every weekly gym report. On arrival the token is sent
 * once; the page then says which gym's report is off and where to turn it back on. No session needed: the token
 * names the administrator record.
 */
function GymReportUnsubscribePage() {
  const { t } = useTranslation(REPORT_NAMESPACE);
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const mutation = useMutation({ mutationFn: unsubscribeGymEmailReport });
  const sent = useRef<string | null>(null);
  const { mutate } = mutation;
  useEffect(() => {
    // Once per token, though effects may run twice (React's strict mode, a second render of the page).
    if (token === '' || sent.current === token) return;
    sent.current = token;
    mutate(token);
  }, [token, mutate]);

  let content: ReactNode;
  if (token === '' || (mutation.isError && isBadToken(mutation.error))) {
    content = (
      <Alert
        variant="light"
        color="red"
        role="alert"
        icon={<IconAlertTriangle size={20} aria-hidden />}
        title={t('unsubscribe.invalidTitle')}
        data-testid="report-unsubscribe-invalid"
      >
        {t('unsubscribe.invalid')}
      </Alert>
    );
  } else if (mutation.isSuccess) content = <Done answer={mutation.data} />;
  else if (mutation.isError) {
    content = (
      <Alert variant="light" color="red" role="alert" data-testid="report-unsubscribe-error">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('unsubscribe.error')}</Text>
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => mutation.mutate(token)}
          >
            {t('unsubscribe.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else content = <DelayedLoader label={t('unsubscribe.working')} />;

  return (
    <Container size="sm" px="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('unsubscribe.title')}</Title>
        {content}
      </Stack>
    </Container>
  );
}

export default withQueries(GymReportUnsubscribePage);
