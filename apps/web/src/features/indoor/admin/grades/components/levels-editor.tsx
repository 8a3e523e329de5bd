import {
  duplicateColorIndexes,
  type GymLevelStep,
  HOLD_COLORS,
  type HoldColor,
  MAX_GYM_LEVELS,
  movedOrder,
  pointsByGrade,
} from '@climb/contracts';
import { ActionIcon, Button, Group, NativeSelect, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HoldColorSwatch } from '../../../shared/hold-color-swatch';
import { useIndoorLabels } from '../../../shared/indoor-labels';
import { GRADES_NAMESPACE } from '../grades-texts';
import { integerOfField, nextLevel } from '../lib/grade-values';
import { GradeSelect, MoveButtons } from './grade-parts';

/**
 * A scale being edited, easiest level first: each level's colour, default grade and points (empty: its points by
 * grade, shown as the placeholder), moved up or down, removed; levels added at the end. With `colorsOnly`, the
 * colours alone. Two levels of one colour are marked where they are.
 */
export function LevelsEditor({
  levels,
  onChange,
  colorsOnly = false,
  testId,
}: {
  levels: GymLevelStep[];
  onChange: (levels: GymLevelStep[]) => void;
  colorsOnly?: boolean;
  testId: string;
}) {
  const { t } = useTranslation(GRADES_NAMESPACE);
  const { label } = useIndoorLabels();
  const twice = new Set(duplicateColorIndexes(levels));
  const change = (index: number, next: Partial<GymLevelStep>) =>
    onChange(levels.map((level, at) => (at === index ? { ...level, ...next } : level)));
  const added = nextLevel(levels);
  const colorOptions = HOLD_COLORS.map((color) => ({ value: color, label: label('hold_colors', color) }));
  return (
    <Stack gap="sm" data-testid={testId}>
      {levels.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('levels.empty')}
        </Text>
      ) : null}
      <ol aria-label={t('levels.listLabel')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {levels.map((level, index) => {
          const name = t('levels.levelName', { number: index + 1, color: label('hold_colors', level.color) });
          return (
            // Levels are known by their place in the scale, as the API keeps them.
            // biome-ignore lint/suspicious/noArrayIndexKey: the index is the level.
            <li key={index} style={{ marginBottom: 'var(--mantine-spacing-sm)' }}>
              <Paper withBorder p="sm" data-testid={`${testId}-level-${index}`}>
                <Stack gap="xs">
                  <Group justify="space-between" wrap="nowrap">
                    <Group gap="xs" wrap="nowrap">
                      <Text fw={600} size="sm">
                        {t('levels.number', { number: index + 1 })}
                      </Text>
                      <HoldColorSwatch color={level.color} />
                    </Group>
                    <Group gap={4} wrap="nowrap">
                      <MoveButtons
                        index={index}
                        count={levels.length}
                        name={name}
                        onMove={(to) => onChange(movedOrder(levels, index, to))}
                        testId={`${testId}-move-${index}`}
                      />
                      <ActionIcon
                        variant="default"
                        size="lg"
                        aria-label={t('levels.remove', { name })}
                        onClick={() => onChange(levels.filter((_, at) => at !== index))}
                        data-testid={`${testId}-remove-${index}`}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Group>
                  <Group grow align="flex-start" gap="sm" wrap="wrap">
                    <NativeSelect
                      label={t('levels.color')}
                      value={level.color}
                      onChange={(event) => change(index, { color: event.currentTarget.value as HoldColor })}
                      data={colorOptions}
                      error={twice.has(index) ? t('levels.colorTwice') : undefined}
                      miw={140}
                      data-testid={`${testId}-color-${index}`}
                    />
                    {colorsOnly ? null : (
                      <GradeSelect
                        label={t('levels.grade')}
                        value={level.grade_value}
                        onChange={(grade) => change(index, { grade_value: grade })}
                        noneLabel={t('levels.noGrade')}
                        testId={`${testId}-grade-${index}`}
                      />
                    )}
                    {colorsOnly ? null : (
                      <NumberInput
                        label={t('levels.points')}
                        value={level.points ?? ''}
                        onChange={(value) => change(index, { points: integerOfField(value) })}
                        placeholder={
                          level.grade_value === null
                            ? t('levels.pointsNone')
                            : t('levels.pointsByGrade', { points: pointsByGrade(level.grade_value) })
                        }
                        min={0}
                        max={100_000}
                        allowDecimal={false}
                        allowNegative={false}
                        miw={120}
                        data-testid={`${testId}-points-${index}`}
                      />
                    )}
                  </Group>
                </Stack>
              </Paper>
            </li>
          );
        })}
      </ol>
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={18} aria-hidden />}
          disabled={!added}
          onClick={() => added && onChange([...levels, colorsOnly ? { ...added, grade_value: null } : added])}
          data-testid={`${testId}-add`}
        >
          {added ? t('levels.add') : t('levels.full', { count: MAX_GYM_LEVELS })}
        </Button>
      </Group>
    </Stack>
  );
}
