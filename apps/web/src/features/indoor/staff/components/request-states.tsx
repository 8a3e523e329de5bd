import type { Gym, GymAdministrationRequest } from '@climb/contracts';
import { IconArrowLeft, IconClockHour4, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PlainButtonLink } from '../../../../components/plain-ui';
import { Alert, Paper, Stack, Text, Title } from '../../../../components/ui';
import { useFormatters } from '../../../../lib/use-formatters';
import { gymPath } from '../../shared/paths';
import { RequestDetails } from './request-details';
import { STAFF_NAMESPACE } from './staff-texts';

/** The way back to the gym's page. */
export function BackToGym({ gym }: { gym: Gym }) {
  const { t } = useTranslation(STAFF_NAMESPACE);
  return (
    <PlainButtonLink
      to={gymPath(gym)}
      variant="default"
      leftSection={<IconArrowLeft size={18} aria-hidden />}
      data-testid="back-to-gym"
    >
      {t('back')}
    </PlainButtonLink>
  );
}

/** The gym already has staff: nothing to ask, but its team may add the climber. */
export function GymAlreadyStaffed({ gym, isMember }: { gym: Gym; isMember: boolean }) {
  const { t } = useTranslation(STAFF_NAMESPACE);
  return (
    <Paper withBorder radius="md" p="lg" data-testid="gym-already-staffed">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          <IconUsersGroup size={22} aria-hidden /> {t('request.staffed.title')}
        </Title>
        <Text>{t('request.staffed.text', { gym: gym.name })}</Text>
        <Text>{isMember ? t('request.staffed.yours') : t('request.staffed.join')}</Text>
        <BackToGym gym={gym} />
      </Stack>
    </Paper>
  );
}

/** The climber's request waits for a site administrator: since when, and what they sent. */
export function PendingRequest({ gym, request }: { gym: Gym; request: GymAdministrationRequest }) {
  const { t } = useTranslation(STAFF_NAMESPACE);
  const format = useFormatters();
  return (
    <Paper withBorder radius="md" p="lg" data-testid="administration-request-pending">
      <Stack gap="md" align="flex-start">
        <Title order={2} size="h3">
          <IconClockHour4 size={22} aria-hidden /> {t('request.pending.title')}
        </Title>
        <Text>{t('request.pending.text', { gym: gym.name, date: format.date(request.created_at) })}</Text>
        <Title order={3} size="h4">
          {t('request.pending.sent')}
        </Title>
        <RequestDetails
          testId="administration-request-sent"
          details={[
            { key: 'full_name', term: t('administrations.card.fullName'), value: request.full_name },
            { key: 'job_title', term: t('administrations.card.jobTitle'), value: request.job_title },
            { key: 'message', term: t('administrations.card.message'), value: request.message },
          ]}
        />
        <BackToGym gym={gym} />
      </Stack>
    </Paper>
  );
}

/** The climber's last request was refused: when, and the reason a site administrator gave. */
export function RefusedRequest({ request }: { request: GymAdministrationRequest }) {
  const { t } = useTranslation(STAFF_NAMESPACE);
  const format = useFormatters();
  return (
    <Alert
      color="orange"
      variant="light"
      title={t('request.refused.title')}
      data-testid="administration-request-refused"
    >
      <Stack gap="xs">
        <Text size="sm">{t('request.refused.text', { date: format.date(request.created_at) })}</Text>
        <Text size="sm" fw={600} preWrap breakAnywhere data-testid="administration-request-reason">
          {request.refusal_reason}
        </Text>
        <Text size="sm">{t('request.refused.again')}</Text>
      </Stack>
    </Alert>
  );
}
