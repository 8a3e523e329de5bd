import type { GymAdminDashboard, GymRole } from '@climb/contracts';
import { IconCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { adminPath } from '../../../../../climbing/gym-admin/admin-paths';
import { GYM_ADMIN_NAMESPACE } from '../../../../../climbing/gym-admin/use-admin-gym';
import { PlainButtonLink } from '../../../../../components/plain-ui';
import { Card, Group, Stack, Text, Title } from '../../../../../components/ui';
import classes from './dashboard.module.css';

interface FirstStepsProps {
  dashboard: GymAdminDashboard;
  can(role: GymRole): boolean;
}

const STEPS = [
  { key: 'space', done: 'first_space_done', suffix: 'first-space', role: 'manage_spaces' },
  { key: 'difficulty', done: 'difficulty_system_done', suffix: 'first-difficulty-system', role: 'manage_opening' },
] as const;

/** The first steps of a newly claimed gym, offered as a checklist until both are done. */
export function FirstSteps({ dashboard, can }: FirstStepsProps) {
  const { t } = useTranslation(GYM_ADMIN_NAMESPACE);
  const { first_steps: steps, gym } = dashboard;
  if (steps.first_space_done && steps.difficulty_system_done) return null;
  return (
    <Card withBorder radius="md" p="md" className={classes.firstSteps} data-testid="gym-admin-first-steps">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('firstSteps.title')}
        </Title>
        <Text size="sm">{t('firstSteps.lead')}</Text>
        <ol className={classes.checklist}>
          {STEPS.map((step) => {
            const done = steps[step.done];
            return (
              <li key={step.key} data-done={done || undefined} data-testid={`first-step-${step.key}`}>
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  {done ? (
                    <IconCircleCheck size={22} aria-hidden className={classes.done} />
                  ) : (
                    <IconCircle size={22} aria-hidden />
                  )}
                  <Stack gap={4}>
                    <Text fw={600}>
                      {t(`firstSteps.${step.key}.title`)}{' '}
                      <Text span size="sm" c="dimmed">
                        ({done ? t('firstSteps.done') : t('firstSteps.pending')})
                      </Text>
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t(`firstSteps.${step.key}.text`)}
                    </Text>
                    {done ? null : can(step.role) ? (
                      <PlainButtonLink
                        to={adminPath(gym, step.suffix)}
                        variant="filled"
                        data-testid={`first-step-${step.key}-link`}
                      >
                        {t(`firstSteps.${step.key}.action`)}
                      </PlainButtonLink>
                    ) : (
                      <Text size="sm">{t('firstSteps.askRole', { role: t(`roles.${step.role}`) })}</Text>
                    )}
                  </Stack>
                </Group>
              </li>
            );
          })}
        </ol>
      </Stack>
    </Card>
  );
}
