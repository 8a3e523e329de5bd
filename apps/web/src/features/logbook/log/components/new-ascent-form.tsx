import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cragRoutePath } from '../../../../climbing/paths';
import { useAlerts } from '../../../../platform/alerts/use-alerts';
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
  const alerts = useAlerts();
  const log = useLogAscent(route);
  const [queuing, setQueuing] = useState(false);
  const form = useAscentForm<LogResult>(route, {
    initialValues: emptyAscentValues(route),
    submit: log.send,
    successMessage: (result) => (result.kind === 'saved' ? t('form.saved') : t('form.queued')),
    onSuccess: (result) => {
      if (result.kind === 'saved') void refreshAfterLogbookChange(queryClient, route);
      goBack();
    },
  });
  // Offline, the query library holds calls back until the connection returns: the ascent is
  // queued on the device straight away instead.
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (navigator.onLine) return form.submit();
    if (queuing || !form.check()) return;
    setQueuing(true);
    try {
      await log.queue(form.values);
      alerts.success(t('form.queued'));
      goBack();
    } catch (error) {
      alerts.apiError(error);
    } finally {
      setQueuing(false);
    }
  };
  return (
    <Stack gap="lg">
      <RouteHeading route={route} action={changeRoute} />
      <AscentForm
        route={route}
        form={{ ...form, submit, submitting: form.submitting || queuing }}
        submitLabel={t('form.save')}
        onCancel={goBack}
        offlineNotice={t('form.offlineNotice')}
      />
    </Stack>
  );
}
