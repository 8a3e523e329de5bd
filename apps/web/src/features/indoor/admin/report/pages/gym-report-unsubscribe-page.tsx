import type { GymReportUnsubscribed } from '@climb/contracts';
import { Alert, Stack, Text } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmailLinkPage } from '../../../../../components/email-link-page';
import { withQueries } from '../../../../../lib/query-client';
import { unsubscribeGymEmailReport } from '../api/report.api';
import { REPORT_NAMESPACE } from '../lib/report-texts';

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
  return (
    <EmailLinkPage
      send={unsubscribeGymEmailReport}
      done={(answer) => <Done answer={answer} />}
      texts={{
        title: t('unsubscribe.title'),
        invalidTitle: t('unsubscribe.invalidTitle'),
        invalid: t('unsubscribe.invalid'),
        error: t('unsubscribe.error'),
        retry: t('unsubscribe.retry'),
        working: t('unsubscribe.working'),
      }}
      testId="report-unsubscribe"
    />
  );
}

export default withQueries(GymReportUnsubscribePage);
