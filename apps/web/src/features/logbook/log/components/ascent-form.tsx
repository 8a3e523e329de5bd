import { ASCENT_NOTE_MAX, ASCENT_NOTE_MIN, HARDNESS_STATUSES } from '@climb/contracts';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Collapse,
  Group,
  Stack,
  Textarea,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconDeviceFloppy, IconWifiOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGrades } from '../../../../climbing/grade';
import { useLogbookLabels } from '../../../../climbing/logbook-labels';
import { useOnline } from '../../../../components/offline-indicator';
import { SimpleGrid } from '../../../../components/ui';
import { localToday } from '../../../../lib/dates';
import type { RouteForLog } from '../../api/routes-for-log.api';
import { type AscentValues, asksPitches, pitchCountOf, ropingChoicesOf } from '../forms/ascent-values';
import type { useAscentForm } from '../forms/use-ascent-form';
import { SingleChoiceChips } from './choice-chips';
import { PartnersInput } from './partners-input';
import { StatusChoice } from './status-choice';

type AscentFormState = ReturnType<typeof useAscentForm<unknown>>;

const NOTES = Array.from({ length: ASCENT_NOTE_MAX - ASCENT_NOTE_MIN + 1 }, (_, index) => ASCENT_NOTE_MIN + index);
/** The chips' value for "no choice": a chip cannot hold ''. */
const NONE = 'none';

/** The pitches climbed, one box each, with its grade when the route was read in full. */
function PitchesChoice({ route, form }: { route: RouteForLog; form: AscentFormState }) {
  const { t } = useTranslation('logbook');
  const { format } = useGrades();
  const count = pitchCountOf(route);
  return (
    <Checkbox.Group
      label={t('form.pitches')}
      value={form.values.sections.map(String)}
      onChange={(value) => form.setField('sections', value.map(Number))}
      error={form.fieldError('sections')}
      data-testid="ascent-sections"
    >
      <SimpleGrid cols={{ base: 3, xs: 4 }} spacing="xs" mt="xs">
        {Array.from({ length: count }, (_, index) => {
          const pitch = route.pitches?.[index];
          const number = t('form.pitch', { number: index + 1 });
          return (
            <Checkbox.Card key={number} value={String(index)} radius="md" p="xs" mih={44}>
              <Group gap="xs" wrap="nowrap">
                <Checkbox.Indicator />
                <span>{pitch ? `${number} · ${format(pitch.grade_value)}` : number}</span>
              </Group>
            </Checkbox.Card>
          );
        })}
      </SimpleGrid>
    </Checkbox.Group>
  );
}

/**
 * The ascent form, phone first: the style as big cards, the date (today), the roping only when the
 * route is climbed on a rope, the pitches of a multi-pitch route; the rest (attempts, rating, grade
 * opinion, comments, partners) behind one tap.
 */
export function AscentForm({
  route,
  form,
  submitLabel,
  onCancel,
  detailsOpened = false,
  offlineNotice,
  children,
}: {
  route: RouteForLog;
  form: AscentFormState;
  submitLabel: string;
  onCancel: () => void;
  detailsOpened?: boolean;
  /** What is said when the device is offline (kept for later, or not possible). */
  offlineNotice: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('logbook');
  const { label } = useLogbookLabels();
  const online = useOnline();
  const [details, { toggle }] = useDisclosure(detailsOpened);
  const { values, setField, fieldError } = form;
  const ropings = ropingChoicesOf(route);
  const choice = (value: string) => (value === '' ? NONE : value);
  const unchoice = (value: string) => (value === NONE ? '' : value);
  return (
    <Box component="form" onSubmit={form.submit} noValidate data-testid="ascent-form">
      <Stack gap="lg">
        {online ? null : (
          <Alert color="orange" variant="light" icon={<IconWifiOff size={18} aria-hidden />} data-testid="log-offline">
            {offlineNotice}
          </Alert>
        )}
        <StatusChoice
          value={values.ascent_status}
          onChange={(value) => setField('ascent_status', value)}
          error={fieldError('ascent_status')}
        />
        <TextInput
          type="date"
          label={t('form.date')}
          value={values.released_at}
          max={localToday()}
          onChange={(event) => setField('released_at', event.currentTarget.value)}
          error={fieldError('released_at')}
          withAsterisk
          maw={260}
          data-testid="ascent-date"
        />
        {ropings.length > 0 ? (
          <SingleChoiceChips
            legend={t('form.roping')}
            options={ropings.map((value) => ({ value, label: label('roping_statuses', value) }))}
            value={values.roping_status}
            onChange={(value) => setField('roping_status', value as AscentValues['roping_status'])}
            error={fieldError('roping_status')}
            testId="ascent-roping"
          />
        ) : null}
        {asksPitches(route) ? <PitchesChoice route={route} form={form} /> : null}

        <UnstyledButton
          onClick={toggle}
          aria-expanded={details}
          aria-controls="ascent-details"
          mih={44}
          data-testid="ascent-details-toggle"
        >
          <Group gap="xs" wrap="nowrap">
            <IconChevronDown
              size={18}
              aria-hidden
              style={{ transform: details ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
            />
            <span style={{ fontWeight: 600 }}>{t('form.details')}</span>
          </Group>
        </UnstyledButton>
        <Collapse expanded={details} id="ascent-details">
          <Stack gap="lg">
            <TextInput
              label={t('form.attempts')}
              description={t('form.attemptsHint')}
              inputMode="numeric"
              value={values.attempt}
              onChange={(event) => setField('attempt', event.currentTarget.value)}
              error={fieldError('attempt')}
              maw={200}
              data-testid="ascent-attempt"
            />
            <SingleChoiceChips
              legend={t('form.note')}
              options={[
                { value: NONE, label: t('form.noNote') },
                ...NOTES.map((note) => ({
                  value: String(note),
                  label: t('form.noteOption', { note, label: label('notes', note) }),
                })),
              ]}
              value={choice(values.note)}
              onChange={(value) => setField('note', unchoice(value))}
              error={fieldError('note')}
              testId="ascent-note"
            />
            <SingleChoiceChips
              legend={t('form.hardness')}
              options={[NONE, ...HARDNESS_STATUSES].map((value) => ({
                value,
                label: label('hardness_statuses', value),
              }))}
              value={choice(values.hardness_status)}
              onChange={(value) => setField('hardness_status', unchoice(value) as AscentValues['hardness_status'])}
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
            />
            <PartnersInput
              value={values.partners}
              onChange={(partners) => setField('partners', partners)}
              error={fieldError('partner_uuids')}
            />
          </Stack>
        </Collapse>

        <Group gap="sm" grow preventGrowOverflow={false} maw={420}>
          <Button
            type="submit"
            loading={form.submitting}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            data-testid="ascent-save"
          >
            {submitLabel}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
        </Group>
        {children}
      </Stack>
    </Box>
  );
}
