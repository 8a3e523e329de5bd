import {
  CONTEST_COMBINED_RANKINGS,
  CONTEST_LIMITS,
  type Contest,
  type ContestCombinedRanking,
  type ContestInput,
  contestInput,
  type ValidationErrors,
} from '@climb/contracts';
import { Checkbox, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiFormFrame, SaveOrCancel } from '../../../../components/form-parts';
import { NativeSelect, SimpleGrid, Stack, TextInput } from '../../../../components/ui';
import { validateWith } from '../../../../lib/forms/form-errors';
import { useLabelledForm } from '../../../../lib/forms/use-labelled-form';
import { CONTESTS_ADMIN_NAMESPACE, CONTESTS_ADMIN_NAMESPACES } from '../contests-admin-texts';
import { fromLocalInput, numberOrNull, numberText, textOrNull, toLocalInput } from '../lib/form-values';

export interface ContestValues extends Record<string, unknown> {
  name: string;
  description: string;
  start_date: string;
  end_date: string;
  registration_opens_at: string;
  registration_closes_at: string;
  capacity: string;
  draft: boolean;
  private: boolean;
  hide_results_until: string;
  team_contest: boolean;
  participants_per_team: string;
  combined_ranking: string;
}

/** The form's values of a contest, or of a new one (a draft, open to all, ranked by the points table). */
export function contestValues(record: Contest | null): ContestValues {
  return {
    name: record?.name ?? '',
    description: record?.description ?? '',
    start_date: record?.start_date ?? '',
    end_date: record?.end_date ?? '',
    registration_opens_at: toLocalInput(record?.registration_opens_at),
    registration_closes_at: toLocalInput(record?.registration_closes_at),
    capacity: numberText(record?.capacity),
    draft: record?.draft ?? true,
    private: record?.private ?? false,
    hide_results_until: toLocalInput(record?.hide_results_until),
    team_contest: record?.team_contest ?? false,
    participants_per_team: numberText(record?.participants_per_team),
    combined_ranking: record?.combined_ranking ?? 'points_table',
  };
}

/** The body of `POST gyms/{id}/contests.json` and `PUT contests/{id}.json`: every field, an empty one cleared. */
export function contestBody(values: ContestValues): ContestInput {
  return {
    name: values.name.trim(),
    description: textOrNull(values.description),
    start_date: values.start_date,
    end_date: values.end_date,
    registration_opens_at: fromLocalInput(values.registration_opens_at) ?? '',
    registration_closes_at: fromLocalInput(values.registration_closes_at) ?? '',
    capacity: numberOrNull(values.capacity),
    draft: values.draft,
    private: values.private,
    hide_results_until: fromLocalInput(values.hide_results_until),
    team_contest: values.team_contest,
    participants_per_team: values.team_contest ? numberOrNull(values.participants_per_team) : null,
    combined_ranking: values.combined_ranking as ContestCombinedRanking,
  };
}

const validateContest = (values: ContestValues): ValidationErrors => validateWith(contestInput, contestBody(values));

/** The contest's form: what it is, when, its registration window and capacity, who sees it, how it ranks. */
export function ContestForm({
  record,
  submit,
  submitLabel,
  successMessage,
  onSuccess,
  cancelTo,
}: {
  record: Contest | null;
  submit: (body: ContestInput) => Promise<Contest>;
  submitLabel: string;
  successMessage: string;
  onSuccess: (saved: Contest) => void;
  cancelTo: string;
}) {
  const { t } = useTranslation(CONTESTS_ADMIN_NAMESPACES);
  const form = useLabelledForm<ContestValues, Contest>(
    CONTESTS_ADMIN_NAMESPACE,
    {
      initialValues: contestValues(record),
      submit: (values) => submit(contestBody(values)),
      submitLabel,
      successMessage,
      onSuccess,
      cancelTo,
    },
    validateContest,
  );
  const flag = (field: 'draft' | 'private' | 'team_contest') => ({
    checked: form.values[field],
    onChange: (event: { currentTarget: { checked: boolean } }) => form.setField(field, event.currentTarget.checked),
    error: form.fieldError(field),
  });
  return (
    <ApiFormFrame form={form} testId="contest-form">
      <TextInput
        label={t('fields.name')}
        maxLength={120}
        autoComplete="off"
        required
        {...form.bindInput('name')}
        data-testid="contest-name"
      />
      <Textarea
        label={t('fields.description')}
        autosize
        minRows={3}
        maxRows={12}
        maxLength={5000}
        {...form.bindInput('description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput type="date" label={t('fields.start_date')} required {...form.bindInput('start_date')} />
        <TextInput type="date" label={t('fields.end_date')} required {...form.bindInput('end_date')} />
        <TextInput
          type="datetime-local"
          label={t('fields.registration_opens_at')}
          required
          {...form.bindInput('registration_opens_at')}
        />
        <TextInput
          type="datetime-local"
          label={t('fields.registration_closes_at')}
          required
          {...form.bindInput('registration_closes_at')}
        />
        <TextInput
          type="number"
          inputMode="numeric"
          min={1}
          max={CONTEST_LIMITS.maxParticipants}
          label={t('fields.capacity')}
          description={t('form.capacityHint')}
          {...form.bindInput('capacity')}
        />
        <TextInput
          type="datetime-local"
          label={t('fields.hide_results_until')}
          description={t('form.hideResultsHint')}
          {...form.bindInput('hide_results_until')}
        />
      </SimpleGrid>
      <Stack gap="sm">
        <Checkbox label={t('fields.draft')} description={t('form.draftHint')} {...flag('draft')} />
        <Checkbox label={t('fields.private')} description={t('form.privateHint')} {...flag('private')} />
        <Checkbox label={t('fields.team_contest')} {...flag('team_contest')} data-testid="contest-team" />
      </Stack>
      {form.values.team_contest ? (
        <TextInput
          type="number"
          inputMode="numeric"
          min={2}
          max={CONTEST_LIMITS.maxParticipantsPerTeam}
          label={t('fields.participants_per_team')}
          required
          {...form.bindInput('participants_per_team')}
        />
      ) : null}
      <NativeSelect
        label={t('fields.combined_ranking')}
        description={t('form.combinedHint')}
        data={CONTEST_COMBINED_RANKINGS.map((value) => ({
          value,
          label: t(`contests:enums.combinedRankings.${value}`),
        }))}
        {...form.bindInput('combined_ranking')}
      />
      <SaveOrCancel submitting={form.submitting} submitLabel={submitLabel} cancelTo={cancelTo} />
    </ApiFormFrame>
  );
}
