import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cragRoutePath } from '../../../outdoor/shared/paths';
import { refreshAfterLogbookChange } from '../../api/logbook-keys';
import type { RouteForLog } from '../../api/routes-for-log.api';
import { emptyAscentValues } from '../forms/ascent-values';
import { type LogResult, useAscentForm, useLogAscent } from '../forms/use-ascent-form';
import { useGoBack } from '../use-go-back';
import { AscentForm } from './ascent-form';
import { RouteHeading } from './route-heading';

/**
 * Logging a new ascent of `route`: saved, or kept on the device when offline (and said so); then
 * back to where the climber came from, the route's page when the form was opened directly.
 */
export function NewAscentForm({ route, changeRoute }: { route: RouteForLog; changeRoute?: ReactNode }) {
  const { t } = useTranslation('logbook');
  const queryClient = useQueryClient();
  const goBack = useGoBack(cragRoutePath(route));
  const log = useLogAscent(route);
  const form = useAscentForm<LogResult>(route, {
    initialValues: emptyAscentValues(route),
    submit: log,
    successMessage: (result) => (result.kind === 'saved' ? t('form.saved') : t('form.queued')),
    onSuccess: (result) => {
      if (result.kind === 'saved') void refreshAfterLogbookChange(queryClient, route);
      goBack();
    },
  });
  return (
    <Stack gap="lg">
      <RouteHeading route={route} action={changeRoute} />
      <AscentForm
        route={route}
        form={form}
        submitLabel={t('form.save')}
        onCancel={goBack}
        offlineNotice={t('form.offlineNotice')}
      />
    </Stack>
  );
}
