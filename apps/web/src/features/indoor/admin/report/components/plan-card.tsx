import type { GymSubscription, GymSubscriptionState } from '@climb/contracts';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { planDay } from '../lib/plan-dates';
import { REPORT_NAMESPACE } from '../lib/report-texts';

const STATE_COLORS: Record<GymSubscriptionState, string> = { current: 'blue', upcoming: 'yellow', ended: 'gray' };

/** A gym's plan: its name and state, its dates, what the gym agreed to; an action beside it (a deletion) when given. */
export function PlanCard({ plan, action }: { plan: GymSubscription; action?: ReactNode }) {
  const { t, i18n } = useTranslation(REPORT_NAMESPACE);
  const starts = planDay(plan.starts_on, i18n.language);
  return (
    <Card withBorder data-testid={`plan-${plan.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="sm">
          <Text fw={600}>{t(`plans.names.${plan.plan}`)}</Text>
          <Badge variant="light" color={STATE_COLORS[plan.state]}>
            {t(`plans.states.${plan.state}`)}
          </Badge>
        </Group>
        <Text size="sm">
          {plan.ends_on
            ? t('plans.between', { from: starts, to: planDay(plan.ends_on, i18n.language) })
            : t('plans.from', { from: starts })}
        </Text>
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
          {plan.terms ?? t('plans.noTerms')}
        </Text>
        {action ? <Group>{action}</Group> : null}
      </Stack>
    </Card>
  );
}
