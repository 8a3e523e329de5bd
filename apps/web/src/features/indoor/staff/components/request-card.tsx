import type { GymAdministrationRequest } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { Anchor, Group, Paper, Stack, Text, Title } from '../../../../components/ui';
import { useFormatters } from '../../../../lib/use-formatters';
import { gymPath } from '../../shared/paths';
import { RequestAnswers } from './request-answers';
import { RequestDetails } from './request-details';
import { STAFF_NAMESPACE } from './staff-texts';

/**
 * One request as a site administrator reads it: the gym (to its page) and its town, who asks (their account and the
 * name they gave), their role at the gym, their message, when; the reason of a refusal; the answers of a pending one.
 */
export function RequestCard({ request }: { request: GymAdministrationRequest }) {
  const { t } = useTranslation(STAFF_NAMESPACE);
  const format = useFormatters();
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="gym-administration-request">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} size="h4" breakAnywhere>
            <Anchor to={gymPath(request.gym)} data-testid="request-gym-link">
              {request.gym.name}
            </Anchor>
          </Title>
          <Text size="sm" c="dimmed" component="span">
            {t('administrations.card.askedOn', { date: format.date(request.created_at) })}
            {request.answered_at
              ? ` · ${t('administrations.card.answeredOn', { date: format.date(request.answered_at) })}`
              : ''}
          </Text>
        </Group>
        <RequestDetails
          testId={`request-${request.id}`}
          details={[
            { key: 'city', term: t('administrations.card.city'), value: request.gym.city },
            { key: 'climber', term: t('administrations.card.climber'), value: request.climber.name },
            { key: 'full_name', term: t('administrations.card.fullName'), value: request.full_name },
            { key: 'job_title', term: t('administrations.card.jobTitle'), value: request.job_title },
            { key: 'message', term: t('administrations.card.message'), value: request.message },
            ...(request.state === 'refused' && request.refusal_reason
              ? [{ key: 'reason', term: t('administrations.card.reason'), value: request.refusal_reason }]
              : []),
          ]}
        />
        {request.state === 'pending' ? <RequestAnswers request={request} /> : null}
      </Stack>
    </Paper>
  );
}
