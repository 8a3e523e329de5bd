import { ASCENT_NOTE_MAX, ASCENT_NOTE_MIN, type GymRouteClimbingType, HARDNESS_STATUSES } from '@climb/contracts';
import { Collapse, Stack, Textarea, TextInput, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogbookLabels } from '../../../../climbing/logbook-labels';
import { localToday } from '../../../../lib/dates';
import { INDOOR_NAMESPACE } from '../lib/indoor-texts';
import { GYM_STATUS_CHOICES, gymRopingChoices, type IndoorAscentValues } from '../lib/indoor-values';
import classes from './ascent-fields.module.css';
import { Chips } from './chips';

const NOTES = Array.from({ length: ASCENT_NOTE_MAX - ASCENT_NOTE_MIN + 1 }, (_, index) =>
  String(ASCENT_NOTE_MIN + index),
);
const NONE = 'none';

/** The part of a form that holds an indoor ascent's own fields. */
interface FieldsForm<Values extends IndoorAscentValues> {
  values: Values;
  setField: <Field extends keyof Values>(field: Field, value: Values[Field]) => void;
  fieldError: (field: string) => string | undefined;
}

/**
 * How the ascent went: the style as chips, the roping of a roped route, the day (today); the rating, the difficulty
 * opinion and the comments behind one tap.
 */
export function AscentFields<Values extends IndoorAscentValues>({
  form,
  type,
  detailsOpened = false,
}: {
  form: FieldsForm<Values>;
  type: GymRouteClimbingType | '' | null;
  detailsOpened?: boolean;
}) {
  const { t } = useTranslation([INDOOR_NAMESPACE, 'logbook-enums']);
  const { label } = useLogbookLabels();
  const [details, { toggle }] = useDisclosure(detailsOpened);
  const detailsId = useId();
  const { values, fieldError } = form;
  // The fields below are those of every indoor form: written through the common shape.
  const setField = form.setField as unknown as <Field extends keyof IndoorAscentValues>(
    field: Field,
    value: IndoorAscentValues[Field],
  ) => void;
  const ropings = gymRopingChoices(type);
  return (
    <Stack gap="md">
      <Chips
        legend={t('logger.status')}
        options={GYM_STATUS_CHOICES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
        value={values.ascent_status}
        onChange={(value) => setField('ascent_status', value)}
        error={fieldError('ascent_status')}
        testId="ascent-status"
      />
      {ropings.length > 0 ? (
        <Chips
          legend={t('logger.roping')}
          options={ropings.map((value) => ({ value, label: label('roping_statuses', value) }))}
          value={values.roping_status}
          onChange={(value) => setField('roping_status', value)}
          error={fieldError('roping_status')}
          testId="ascent-roping"
        />
      ) : null}
      <TextInput
        type="date"
        label={t('logger.date')}
        value={values.released_at}
        max={localToday()}
        onChange={(event) => setField('released_at', event.currentTarget.value)}
        error={fieldError('released_at')}
        withAsterisk
        maw={260}
        data-testid="ascent-date"
      />
      <UnstyledButton
        onClick={toggle}
        aria-expanded={details}
        aria-controls={detailsId}
        className={classes.toggle}
        data-testid="ascent-details-toggle"
      >
        <IconChevronDown size={18} aria-hidden className={classes.chevron} data-open={details || undefined} />
        {t('form.details')}
      </UnstyledButton>
      <Collapse expanded={details} id={detailsId}>
        <Stack gap="md">
          <Chips
            legend={t('logger.note')}
            options={[
              { value: NONE, label: t('logger.noNote') },
              ...NOTES.map((note) => ({
                value: note,
                label: t('logger.noteOption', { note }),
                hint: label('notes', note),
              })),
            ]}
            value={values.note === '' ? NONE : values.note}
            onChange={(value) => setField('note', value === NONE ? '' : value)}
            error={fieldError('note')}
            testId="ascent-note"
          />
          <Chips
            legend={t('logger.hardness')}
            options={[
              { value: NONE, label: t('hardness.none') },
              ...HARDNESS_STATUSES.map((value) => ({ value, label: t(`hardness.${value}`) })),
            ]}
            value={values.hardness_status === '' ? NONE : values.hardness_status}
            onChange={(value) => setField('hardness_status', value === NONE ? '' : value)}
            error={fieldError('hardness_status')}
            testId="ascent-hardness"
          />
          <Textarea
            label={t('form.comment')}
            description={t('form.commentHint')}
            autosize
            minRows={2}
            maxRows={8}
            value={values.comment}
            onChange={(event) => setField('comment', event.currentTarget.value)}
            error={fieldError('comment')}
            data-testid="ascent-comment"
          />
          <Textarea
            label={t('form.privateComment')}
            description={t('form.privateCommentHint')}
            autosize
            minRows={2}
            maxRows={8}
            value={values.private_comment}
            onChange={(event) => setField('private_comment', event.currentTarget.value)}
            error={fieldError('private_comment')}
            data-testid="ascent-private-comment"
          />
        </Stack>
      </Collapse>
    </Stack>
  );
}
