import { ANCHOR_TYPES, INCLINES } from '@climb/contracts';
import { ActionIcon, Button, Fieldset, Group, Input, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { SimpleGrid } from '../../../../components/ui';
import { MAX_PITCHES, type PitchAction, type PitchRow } from '../forms/pitches';
import { ChoiceSelect } from './choice-inputs';
import { GradeInput } from './grade-input';

interface PitchesEditorProps {
  rows: PitchRow[];
  dispatch: Dispatch<PitchAction>;
  /** A boulder problem: one grade, no bolts and no more pitches. */
  boulder: boolean;
  /** The list's error after a refused save (`pitches` of the 422). */
  error?: string;
}

/** The grade (and bolts) of a single-pitch route: the route's own height, incline and anchor stand for it. */
function SinglePitch({ row, dispatch, boulder, error }: { row: PitchRow } & Omit<PitchesEditorProps, 'rows'>) {
  const { t } = useTranslation('contribute');
  const set = (field: 'grade' | 'bolt_count') => (value: string) =>
    dispatch({ type: 'set', key: row.key, field, value });
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <GradeInput
        label={t('route.grade')}
        value={row.grade}
        onChange={set('grade')}
        error={Boolean(error)}
        testId="pitch-grade-1"
      />
      {boulder ? null : (
        <TextInput
          label={t('route.boltCount')}
          value={row.bolt_count}
          onChange={(event) => set('bolt_count')(event.currentTarget.value)}
          inputMode="numeric"
          autoComplete="off"
        />
      )}
    </SimpleGrid>
  );
}

/** One pitch of a multi-pitch route: its number, place in the line, and every field. */
function PitchCard({
  row,
  index,
  count,
  dispatch,
  error,
}: {
  row: PitchRow;
  index: number;
  count: number;
  dispatch: Dispatch<PitchAction>;
  error?: string;
}) {
  const { t } = useTranslation('contribute');
  const number = index + 1;
  const set = (field: Exclude<keyof PitchRow, 'key'>) => (value: string) =>
    dispatch({ type: 'set', key: row.key, field, value });
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid={`pitch-${number}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{t('pitches.number', { number })}</Text>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="default"
              aria-label={t('pitches.moveUp', { number })}
              disabled={index === 0}
              onClick={() => dispatch({ type: 'move', key: row.key, by: -1 })}
            >
              <IconArrowUp size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="default"
              aria-label={t('pitches.moveDown', { number })}
              disabled={index === count - 1}
              onClick={() => dispatch({ type: 'move', key: row.key, by: 1 })}
            >
              <IconArrowDown size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="default"
              c="var(--mantine-color-error)"
              aria-label={t('pitches.remove', { number })}
              onClick={() => dispatch({ type: 'remove', key: row.key })}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <GradeInput
            label={t('pitches.grade', { number })}
            value={row.grade}
            onChange={set('grade')}
            error={Boolean(error)}
            testId={`pitch-grade-${number}`}
          />
          <TextInput
            label={t('pitches.height', { number })}
            value={row.height}
            onChange={(event) => set('height')(event.currentTarget.value)}
            inputMode="numeric"
            autoComplete="off"
          />
          <TextInput
            label={t('pitches.boltCount', { number })}
            value={row.bolt_count}
            onChange={(event) => set('bolt_count')(event.currentTarget.value)}
            inputMode="numeric"
            autoComplete="off"
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <ChoiceSelect
            label={t('pitches.incline', { number })}
            group="inclines"
            values={INCLINES}
            value={row.incline}
            onChange={set('incline')}
          />
          <ChoiceSelect
            label={t('pitches.anchor', { number })}
            group="anchor_types"
            values={ANCHOR_TYPES}
            value={row.anchor_type}
            onChange={set('anchor_type')}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/**
 * The pitches of a route: one simple grade for a single pitch; for a multi-pitch route one card
 * per pitch, which can be added, removed and moved up or down (buttons, usable by touch and keyboard).
 */
export function PitchesEditor({ rows, dispatch, boulder, error }: PitchesEditorProps) {
  const { t } = useTranslation('contribute');
  const [first] = rows;
  const single = rows.length === 1 && first;
  return (
    <Fieldset legend={t('pitches.legend')} radius="md">
      <Stack gap="md">
        {single ? (
          <SinglePitch row={first} dispatch={dispatch} boulder={boulder} error={error} />
        ) : (
          <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {rows.map((row, index) => (
              <PitchCard key={row.key} row={row} index={index} count={rows.length} dispatch={dispatch} error={error} />
            ))}
          </Stack>
        )}
        {error ? <Input.Error data-testid="pitches-error">{error}</Input.Error> : null}
        {boulder ? null : (
          <Group>
            <Button
              variant="default"
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() => dispatch({ type: 'add' })}
              disabled={rows.length >= MAX_PITCHES}
            >
              {t('pitches.add')}
            </Button>
            {single ? (
              <Text size="sm" c="dimmed">
                {t('pitches.addHint')}
              </Text>
            ) : null}
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}
