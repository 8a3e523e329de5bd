import {
  type ContestParticipantPublic,
  type ContestRankingResult,
  type ContestRankingType,
  type ContestResultInput,
  type ContestRoute,
  contestResultInput,
  type ValidationErrors,
} from '@climb/contracts';
import { Button, Checkbox, Group, Modal, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SimpleGrid, TextInput } from '../../../../components/ui';
import { validateWith } from '../../../../lib/forms/form-errors';
import { RULES_NAMESPACE, shareFieldLabels } from '../../../../lib/forms/rule-messages';
import { useApiForm } from '../../../../lib/forms/use-api-form';
import { RESULT_FIELDS, zoneCountOf } from '../../shared/result-format';
import { enterContestResult } from '../contests-admin.api';
import { CONTESTS_ADMIN_NAMESPACE } from '../contests-admin-texts';
import { numberOrNull } from '../lib/form-values';

export interface ResultValues extends Record<string, unknown> {
  topped: boolean;
  top_attempt: string;
  zone: boolean;
  zone_1_attempt: string;
  zone_2_attempt: string;
  attempts: string;
  hold_number: string;
  hold_plus: boolean;
  /** In seconds, as typed. */
  time_ms: string;
}

const numeric = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export const resultValuesOf = (result: ContestRankingResult | undefined): ResultValues => ({
  topped: result?.topped ?? false,
  top_attempt: numeric(result?.top_attempt),
  zone: result?.zone ?? false,
  zone_1_attempt: numeric(result?.zone_1_attempt),
  zone_2_attempt: numeric(result?.zone_2_attempt),
  attempts: numeric(result?.attempts),
  hold_number: numeric(result?.hold_number),
  hold_plus: result?.hold_plus ?? false,
  time_ms: result?.time_ms ? String(result.time_ms / 1000) : '',
});

/**
 * The body of `PUT contests/{id}/results.json`: only the fields the step's ranking type reads (the shared
 * `RESULT_FIELDS`), the zone attempts the route has, a top's attempt only with a top.
 */
export function resultBody(
  participantId: number,
  route: Pick<ContestRoute, 'id' | 'zones_count'>,
  rankingType: ContestRankingType,
  values: ResultValues,
): ContestResultInput {
  const fields = RESULT_FIELDS[rankingType];
  const body: ContestResultInput = { contest_participant_id: participantId, contest_route_id: route.id };
  if (fields.includes('topped')) body.topped = values.topped;
  if (fields.includes('top_attempt')) body.top_attempt = values.topped ? numberOrNull(values.top_attempt) : null;
  if (fields.includes('zone')) body.zone = values.zone;
  const zones = zoneCountOf(rankingType, route);
  if (zones >= 1) body.zone_1_attempt = numberOrNull(values.zone_1_attempt);
  if (zones >= 2) body.zone_2_attempt = numberOrNull(values.zone_2_attempt);
  if (fields.includes('attempts')) body.attempts = numberOrNull(values.attempts);
  if (fields.includes('hold')) {
    body.hold_number = numberOrNull(values.hold_number);
    body.hold_plus = values.hold_plus;
  }
  if (fields.includes('time')) {
    const seconds = numberOrNull(values.time_ms);
    body.time_ms = seconds === null ? null : Math.round(seconds * 1000);
  }
  return body;
}

function ResultForm({
  contestId,
  rankingType,
  participant,
  route,
  result,
  onDone,
  onRefused,
  onSaved,
}: ResultDialogTarget & { contestId: number; rankingType: ContestRankingType; onDone(): void }) {
  const { t, i18n } = useTranslation([CONTESTS_ADMIN_NAMESPACE, 'common', RULES_NAMESPACE]);
  const language = i18n.resolvedLanguage ?? i18n.language;
  useEffect(() => shareFieldLabels(i18n, language, CONTESTS_ADMIN_NAMESPACE), [i18n, language]);
  const fields = RESULT_FIELDS[rankingType];
  const zones = zoneCountOf(rankingType, route);
  const [clearing, setClearing] = useState(false);
  const body = (values: ResultValues) => resultBody(participant.id, route, rankingType, values);
  const form = useApiForm<ResultValues, unknown>({
    initialValues: resultValuesOf(result),
    validate: (values): ValidationErrors => validateWith(contestResultInput, body(values)),
    submit: async (values) => {
      try {
        return await enterContestResult(contestId, body(values));
      } catch (error) {
        onRefused(error);
        throw error;
      }
    },
    successMessage: t('results.saved'),
    onSuccess: () => {
      onSaved();
      onDone();
    },
  });
  const clear = async () => {
    setClearing(true);
    try {
      await enterContestResult(contestId, {
        contest_participant_id: participant.id,
        contest_route_id: route.id,
        clear: true,
      });
      onSaved();
      onDone();
    } catch (error) {
      // Shown beside the cell once the dialog closes.
      onRefused(error);
      onDone();
    } finally {
      setClearing(false);
    }
  };
  const number = (field: keyof ResultValues & string, step?: string) => (
    <TextInput
      type="number"
      inputMode={step ? 'decimal' : 'numeric'}
      step={step}
      min={0}
      label={t(`fields.${field}`)}
      value={form.values[field] as string}
      onChange={(event) => form.setField(field, event.currentTarget.value)}
      error={form.fieldError(field)}
      data-testid={`result-${field}`}
    />
  );
  const flag = (field: 'topped' | 'zone' | 'hold_plus') => (
    <Checkbox
      label={t(`fields.${field}`)}
      checked={form.values[field]}
      onChange={(event) => form.setField(field, event.currentTarget.checked)}
      error={form.fieldError(field)}
      data-testid={`result-${field}`}
    />
  );
  return (
    <form ref={form.formRef} onSubmit={form.submit} noValidate data-testid="result-form">
      <Stack gap="md">
        <Group gap="lg">
          {fields.includes('topped') ? flag('topped') : null}
          {fields.includes('zone') && route.zones_count > 0 ? flag('zone') : null}
          {fields.includes('hold') ? flag('hold_plus') : null}
        </Group>
        <SimpleGrid cols={2} spacing="md">
          {fields.includes('top_attempt') && form.values.topped ? number('top_attempt') : null}
          {zones >= 1 ? number('zone_1_attempt') : null}
          {zones >= 2 ? number('zone_2_attempt') : null}
          {fields.includes('attempts') ? number('attempts') : null}
          {fields.includes('hold') ? number('hold_number') : null}
          {fields.includes('time') ? number('time_ms', '0.01') : null}
        </SimpleGrid>
        <Group justify="space-between" gap="sm">
          <Button
            variant="subtle"
            color="red"
            onClick={clear}
            loading={clearing}
            disabled={!result}
            data-testid="result-clear"
          >
            {t('results.clear')}
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={onDone}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={form.submitting} data-testid="result-save">
              {t('results.confirm')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

export interface ResultDialogTarget {
  participant: Pick<ContestParticipantPublic, 'id' | 'first_name' | 'last_name' | 'bib_number'>;
  route: ContestRoute;
  result: ContestRankingResult | undefined;
  /** Told of a refusal, so the grid marks the cell with its rule. */
  onRefused(error: unknown): void;
  /** Told of a save (or a clear), so the grid forgets the cell's refusal. */
  onSaved(): void;
}

/** One participant's result on one route, with the fields of the step's ranking type only. */
export function ResultDialog({
  contestId,
  target,
  rankingType,
  onClose,
}: {
  contestId: number;
  target: ResultDialogTarget | null;
  rankingType: ContestRankingType;
  onClose(): void;
}) {
  const { t } = useTranslation(CONTESTS_ADMIN_NAMESPACE);
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close', { ns: 'common' }) }}
      title={
        target
          ? t('results.cellTitle', {
              bib: target.participant.bib_number,
              name: `${target.participant.first_name} ${target.participant.last_name}`,
              route: target.route.number,
            })
          : ''
      }
    >
      {target ? <ResultForm contestId={contestId} rankingType={rankingType} onDone={onClose} {...target} /> : null}
    </Modal>
  );
}
