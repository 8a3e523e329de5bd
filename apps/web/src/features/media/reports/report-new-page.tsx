import {
  MAX_REPORT_DESCRIPTION,
  REPORT_REASONS,
  REPORTABLE_TYPES,
  type Report,
  type ReportInput,
  type ReportReason,
  reportInput,
  type ValidationErrors,
} from '@climb/contracts';
import { Radio, Stack, Textarea } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormFrame } from '../../../components/form-frame';
import { ApiFormFrame, SaveOrCancel } from '../../../components/form-parts';
import { Loaded } from '../../../components/loaded';
import { PlainButtonLink } from '../../../components/plain-ui';
import { Alert, Paper, Text } from '../../../components/ui';
import { mergeErrors, validateWith } from '../../../lib/forms/form-errors';
import { ruleLine } from '../../../lib/forms/rule-messages';
import { useLabelledForm } from '../../../lib/forms/use-labelled-form';
import { withQueries } from '../../../lib/query-client';
import { oneOfParam, paramsParser, parseRouteParams, recordIdParam } from '../../../lib/route-params';
import { createReport, type ReportedThing, useReported } from './reports.api';
import { REPORTS_NAMESPACE } from './reports-texts';

const reportParams = paramsParser({ reportableType: oneOfParam(REPORTABLE_TYPES), reportableId: recordIdParam });

interface ReportValues extends Record<string, string> {
  reason: ReportReason | '';
  description: string;
}

const EMPTY_REPORT: ReportValues = { reason: '', description: '' };

function reportBody(thing: ReportedThing, values: ReportValues): ReportInput {
  const description = values.description.trim();
  return {
    reportable_type: thing.type,
    reportable_id: thing.id,
    reason: values.reason as ReportReason,
    description: description === '' ? null : description,
  };
}

/** The contract's rules, a reason chosen, and words with "something else" (the API's `description: [blank]`). */
export function validateReport(values: ReportValues): ValidationErrors {
  const chosen: ValidationErrors = values.reason === '' ? { reason: ['required'] } : {};
  const explained: ValidationErrors =
    values.reason === 'other' && values.description.trim() === '' ? { description: ['blank'] } : {};
  const contract =
    values.reason === ''
      ? {}
      : validateWith(reportInput, reportBody({ type: 'comments', id: 1 } as ReportedThing, values));
  return mergeErrors(chosen, explained, contract);
}

/** The reason among the five, and the explanation (required for "something else"). */
function ReportForm({ thing, onSent }: { thing: ReportedThing; onSent: (report: Report) => void }) {
  const { t } = useTranslation(REPORTS_NAMESPACE);
  const form = useLabelledForm<ReportValues, Report>(
    REPORTS_NAMESPACE,
    {
      initialValues: EMPTY_REPORT,
      submit: (values) => createReport(reportBody(thing, values)),
      submitLabel: t('new.send'),
      successMessage: t('new.sent'),
      onSuccess: onSent,
      cancelTo: thing.path,
    },
    validateReport,
  );
  // The common labels already name a `description` (a profile's introduction): the report's keeps its own word.
  const descriptionError = form.errors.description
    ?.map((rule) => ruleLine('description', rule, (key, options) => t(key, options), t('fields.description')))
    .join(' · ');
  return (
    <ApiFormFrame form={form} testId="report-form">
      <Radio.Group
        label={t('new.reason')}
        value={form.values.reason}
        onChange={(value) => form.setField('reason', value as ReportReason)}
        error={form.fieldError('reason')}
        required
        data-testid="report-reason"
      >
        <Stack gap="sm" mt="xs">
          {REPORT_REASONS.map((reason) => (
            <Radio
              key={reason}
              value={reason}
              label={t(`new.reasons.${reason}`)}
              data-testid={`report-reason-${reason}`}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Textarea
        label={t('fields.description')}
        description={t('new.descriptionHint')}
        {...form.bindInput('description')}
        error={descriptionError}
        required={form.values.reason === 'other'}
        autosize
        minRows={3}
        maxRows={10}
        maxLength={MAX_REPORT_DESCRIPTION}
        data-testid="report-description"
      />
      <SaveOrCancel submitting={form.submitting} submitLabel={t('new.send')} cancelTo={thing.path} />
    </ApiFormFrame>
  );
}

/** What is reported, named: its kind and record, its first words, who shared it. */
function ReportedSummary({ thing }: { thing: ReportedThing }) {
  const { t } = useTranslation(REPORTS_NAMESPACE);
  return (
    <Paper withBorder radius="md" p="md" data-testid="reported-item">
      <Text fw={600} breakAnywhere>
        {t(`new.about.${thing.type}`, { name: thing.recordName })}
      </Text>
      {thing.excerpt ? (
        <Text c="dimmed" breakAnywhere data-testid="reported-excerpt">
          {thing.excerpt}
        </Text>
      ) : null}
      {thing.author ? (
        <Text size="sm" c="dimmed">
          {t('new.by', { name: thing.author })}
        </Text>
      ) : null}
    </Paper>
  );
}

/** Once sent: the administrators will look, and a new report of the same record changes this one. */
function ReportSent({ thing }: { thing: ReportedThing }) {
  const { t } = useTranslation(REPORTS_NAMESPACE);
  return (
    <Alert
      variant="light"
      color="blue"
      title={t('new.thanksTitle')}
      icon={<IconCircleCheck size={20} aria-hidden />}
      data-testid="report-sent"
    >
      <Stack gap="sm" align="flex-start">
        <Text>{t('new.thanks')}</Text>
        <PlainButtonLink to={thing.path} variant="default" leftSection={<IconArrowLeft size={18} aria-hidden />}>
          {t('new.back')}
        </PlainButtonLink>
      </Stack>
    </Alert>
  );
}

/** `/reports/{kind}/{id}/new`: reporting a comment, a photo, a video or a link to the site administrators. */
function ReportNewPage() {
  const { t } = useTranslation(REPORTS_NAMESPACE);
  const { reportableType, reportableId } = parseRouteParams(reportParams, useParams());
  const reported = useReported(reportableType, reportableId);
  const [sent, setSent] = useState(false);
  const thing = reported.data;
  return (
    <FormFrame
      title={t('new.title')}
      lead={t('new.lead')}
      back={thing ? { to: thing.path, label: thing.recordName } : null}
    >
      <Loaded query={reported}>
        {(found) => (
          <Stack gap="lg">
            <ReportedSummary thing={found} />
            {sent ? <ReportSent thing={found} /> : <ReportForm thing={found} onSent={() => setSent(true)} />}
          </Stack>
        )}
      </Loaded>
    </FormFrame>
  );
}

export default withQueries(ReportNewPage);
