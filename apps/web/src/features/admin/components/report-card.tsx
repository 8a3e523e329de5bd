import type { Report, ReportAction } from '@climb/contracts';
import { Badge, Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleX, IconEyeOff } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DeleteButton } from '../../../components/delete-button';
import { Anchor } from '../../../components/ui';
import { ApiError } from '../../../lib/api-client';
import { useFormatters } from '../../../lib/use-formatters';
import { useAlerts } from '../../../platform/alerts/use-alerts';
import { handleReport } from '../api/reports.api';

/** The API's refusal of a report another administrator handled meanwhile (`base: [closed]`). */
function isClosed(error: unknown): boolean {
  const base: readonly string[] | undefined = error instanceof ApiError ? error.validationErrors?.base : undefined;
  return base?.includes('closed') ?? false;
}

/** Hiding, deleting (after a confirmation) or dismissing an open report: every open report of the record follows. */
function ReportActions({ report }: { report: Report }) {
  const { t } = useTranslation('admin');
  const alerts = useAlerts();
  const mutation = useMutation({
    mutationFn: (action: ReportAction) => handleReport(report.id, action),
    onSuccess: (_, action) => alerts.success(t(`reports.done.${action}`)),
    onError: (error) => (isClosed(error) ? alerts.error(t('reports.closed')) : alerts.apiError(error)),
  });
  const busy = mutation.isPending;
  return (
    <Group gap="sm" data-testid="report-actions">
      {report.item ? (
        <>
          <Button
            variant="default"
            leftSection={<IconEyeOff size={18} aria-hidden />}
            onClick={() => mutation.mutate('hide')}
            disabled={busy}
            data-testid="report-hide"
          >
            {t('reports.actions.hide')}
          </Button>
          <DeleteButton
            label={t('reports.actions.delete')}
            confirmText={t('reports.deleteConfirm')}
            deletedMessage={t('reports.done.delete')}
            onDelete={() => handleReport(report.id, 'delete')}
            onDeleted={() => {}}
            testId="report-delete"
          />
        </>
      ) : null}
      <Button
        variant="subtle"
        color="gray"
        leftSection={<IconCircleX size={18} aria-hidden />}
        onClick={() => mutation.mutate('dismiss')}
        disabled={busy}
        data-testid="report-dismiss"
      >
        {t('reports.actions.dismiss')}
      </Button>
    </Group>
  );
}

/** What the report names: its thumbnail, its first words, its author, the way to it; or that it was deleted. */
function ReportedItem({ report }: { report: Report }) {
  const { t } = useTranslation('admin');
  const { item } = report;
  if (!item) {
    return (
      <Text c="dimmed" data-testid="report-item-gone">
        {t('reports.itemGone')}
      </Text>
    );
  }
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap" data-testid="report-item">
      {item.thumbnail_url ? (
        <Image src={item.thumbnail_url} alt={t('reports.thumbnail')} w={80} h={80} radius="sm" fit="cover" />
      ) : null}
      <Stack gap={4} miw={0}>
        {item.excerpt ? (
          <Text style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }} data-testid="report-excerpt">
            {item.excerpt}
          </Text>
        ) : null}
        <Text size="sm" c="dimmed">
          {item.user ? t('reports.author', { name: item.user.name }) : t('reports.formerAuthor')}
        </Text>
        <Group gap="sm">
          <Anchor to={item.path} size="sm" data-testid="report-item-link">
            {t(`reports.open.${report.reportable_type}`)}
          </Anchor>
          {item.hidden ? (
            <Badge variant="light" color="gray" data-testid="report-item-hidden">
              {t('reports.hidden')}
            </Badge>
          ) : null}
        </Group>
      </Stack>
    </Group>
  );
}

/** One report: what it names, why, by whom and how many; the actions while it is open. */
export function ReportCard({ report }: { report: Report }) {
  const { t } = useTranslation('admin');
  const { dateTime, integer } = useFormatters();
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="report">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h4">
            {t(`reports.kinds.${report.reportable_type}`)} · {t(`reports.reasons.${report.reason}`)}
          </Title>
          <Text size="sm" c="dimmed" component="time" dateTime={report.created_at}>
            {dateTime(report.created_at)}
          </Text>
        </Group>
        <ReportedItem report={report} />
        {report.description ? (
          <Text
            p="sm"
            bg="var(--mantine-color-default-hover)"
            style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap', borderRadius: 'var(--mantine-radius-sm)' }}
            data-testid="report-description"
          >
            {report.description}
          </Text>
        ) : null}
        <Text size="sm" data-testid="report-reporter">
          {report.user ? t('reports.reporter', { name: report.user.name }) : t('reports.formerReporter')}
          {report.reports_count > 1
            ? ` · ${t('reports.count', { count: report.reports_count, formatted: integer(report.reports_count) })}`
            : null}
        </Text>
        {report.state === 'open' ? (
          <ReportActions report={report} />
        ) : report.handled_at ? (
          <Text size="sm" c="dimmed" data-testid="report-handled">
            {t(`reports.handled.${report.state}`, { date: dateTime(report.handled_at) })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
